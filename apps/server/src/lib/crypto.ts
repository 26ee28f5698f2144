import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/** 32 random bytes, base64url: session and reset tokens (256 bits, unguessable). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** A high-entropy token needs no key or salt: sha256 is enough to make the stored form useless. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Low-entropy secrets (6-digit codes, 11-digit NINs) are keyed, so a leaked table cannot be brute-forced. */
export const hmac = (key: Buffer, value: string) =>
  createHmac('sha256', key).update(value).digest('hex');

/** Constant-time comparison of two hex digests. */
export const sameDigest = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Six digits, uniformly random, leading zeros kept. */
export const randomOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** AES-256-GCM; output `v1:iv:tag:ciphertext`, each part base64. */
export function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return ['v1', iv, tag, data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
    .join(':');
}

/** Throws when the ciphertext was altered or the key is wrong. */
export function decrypt(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined)
    throw new Error('unknown ciphertext format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}
