import {
  CONSULTATION_PHOTO_MAX_BYTES,
  type ConsultationPhotoInput,
} from '@kiwo/api-client/schemas';
import { fieldError } from '../../lib/errors';

const PHOTO_TOO_BIG = `The photo must be at most ${CONSULTATION_PHOTO_MAX_BYTES / 1_000_000} MB`;
const PHOTO_WRONG_TYPE = 'The photo is not a JPEG, PNG or WebP image';

const startsWith = (buf: Buffer, bytes: number[], at = 0) =>
  bytes.every((b, i) => buf[at + i] === b);

/** The declared type must match the file's first bytes: a renamed PDF is not a photo. */
const MAGIC: Record<ConsultationPhotoInput['mimeType'], (buf: Buffer) => boolean> = {
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': (b) =>
    startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8),
};

/** Decodes and checks a request's photo; answers a 400 on the `photo` field otherwise. */
export function checkedPhoto(input: ConsultationPhotoInput) {
  const buf = Buffer.from(input.dataBase64, 'base64');
  if (buf.length > CONSULTATION_PHOTO_MAX_BYTES) throw fieldError('photo', PHOTO_TOO_BIG);
  if (buf.length < 12 || !MAGIC[input.mimeType](buf)) throw fieldError('photo', PHOTO_WRONG_TYPE);
  return { mimeType: input.mimeType, bytes: buf.length, dataBase64: buf.toString('base64') };
}

export const photoDataUrl = (p: { mimeType: string; dataBase64: string }) =>
  `data:${p.mimeType};base64,${p.dataBase64}`;
