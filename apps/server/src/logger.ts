import type { FastifyServerOptions } from 'fastify';

// Field names that can carry a secret anywhere in a logged object (bodies, errors, user rows).
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'otp',
  'otpCode',
  'token',
  'resetToken',
  'accessToken',
  'refreshToken',
  'deviceToken',
  'nin',
  'authSecret',
  'ninEncryptionKey',
];

// pino's redaction has no recursive wildcard; three levels cover request bodies and DB rows.
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

/** Reset tokens travel in the path (spec §7 PUT /auth/resetpassword/{resetToken}): mask them. */
export const maskUrl = (url: string) =>
  url
    .replace(/(\/resetpassword\/)[^/?#]+/i, '$1[redacted]')
    .replace(/([?&](?:token|otp|resetToken)=)[^&#]*/gi, '$1[redacted]');

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: maskUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  };
}
