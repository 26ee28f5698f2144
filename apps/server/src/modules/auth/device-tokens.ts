import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device tokens (OWASP "device cookies", ADR 0024 addendum): a browser that signed in to an
 * account gets `<id>.<mac>`, where `id` is 16 random bytes and `mac` an HMAC-SHA256 of the
 * account id, `id` and the account's current password hash, under a key derived from
 * AUTH_SECRET. Verification is stateless (no table): a token is valid for exactly one account,
 * and a password change or reset (which also ends every session) makes every older token
 * worthless. Nothing about the token is stored; the throttle counts failures by its `id`.
 */
export interface DeviceTokens {
  issue(user: { id: string; passwordHash: string }): string;
  /** The device's throttle key when `token` was issued to `user` under its current password. */
  verify(token: string, user: { id: string; passwordHash: string }): string | null;
}

const SHAPE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function createDeviceTokens(authSecret: Buffer): DeviceTokens {
  // A key of its own, so a device MAC can never be replayed as an OTP or NIN hash.
  const key = createHmac('sha256', authSecret).update('kiwo:device-token:v1').digest();
  const mac = (userId: string, id: string, passwordHash: string) =>
    createHmac('sha256', key).update(`${userId}\0${id}\0${passwordHash}`).digest('base64url');
  return {
    issue(user) {
      const id = randomBytes(16).toString('base64url');
      return `${id}.${mac(user.id, id, user.passwordHash)}`;
    },
    verify(token, user) {
      const match = SHAPE.exec(token);
      if (!match) return null;
      const [, id = '', given = ''] = match;
      const expected = Buffer.from(mac(user.id, id, user.passwordHash));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      return `${user.id}:${id}`;
    },
  };
}
