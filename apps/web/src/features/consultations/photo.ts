import {
  CONSULTATION_PHOTO_MAX_BYTES,
  CONSULTATION_PHOTO_TYPES,
  type ConsultationPhotoInput,
} from '@kiwo/api-client';

/** Phone photos are 3–5 MB; this edge keeps a photo legible at a fraction of that. */
const MAX_EDGE = 1280;
const QUALITY = 0.8;

export type PhotoProblem = 'wrongType' | 'tooBig' | 'unreadable';
export type PreparedPhoto =
  | { ok: true; photo: ConsultationPhotoInput; url: string; name: string }
  | { ok: false; problem: PhotoProblem };

const toBase64 = async (blob: Blob) => {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In chunks: String.fromCharCode with a whole photo would overflow the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
};

/**
 * Checks the chosen file is a JPEG, PNG or WebP image, then re-draws it as a JPEG at most
 * 1280 px on its long edge. Re-encoding also drops the camera's metadata (GPS position).
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  if (!(CONSULTATION_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, problem: 'wrongType' };
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const scale = Math.min(1, MAX_EDGE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', QUALITY),
  );
  if (!blob) return { ok: false, problem: 'unreadable' };
  if (blob.size > CONSULTATION_PHOTO_MAX_BYTES) return { ok: false, problem: 'tooBig' };
  const dataBase64 = await toBase64(blob);
  return {
    ok: true,
    photo: { mimeType: 'image/jpeg', dataBase64 },
    url: `data:image/jpeg;base64,${dataBase64}`,
    name: file.name,
  };
}
