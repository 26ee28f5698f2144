import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * A gateway callback authenticated by a shared secret in its URL (`?token=`), for gateways that
 * sign nothing (Africa's Talking USSD and SMS: ADR 0027, ADR 0037). `off` (production without the
 * secret): every call is refused with 503 and `offMessage`. No secret elsewhere: open.
 */
export function queryTokenCheck(expected: string | undefined, off: boolean, offMessage: string) {
  return async (request: FastifyRequest) => {
    if (off) throw new AppError(503, offMessage);
    if (!expected) return;
    const token = (request.query as Record<string, unknown>).token;
    const given = Buffer.from(typeof token === 'string' ? token : '');
    const wanted = Buffer.from(expected);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      throw new AppError(403, 'Forbidden');
    }
  };
}

/** Form-encoded bodies (as gateways post them) for the routes of this plugin only. */
export function acceptForms(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
