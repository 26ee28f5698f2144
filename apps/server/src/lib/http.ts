import {
  type ErrorCode,
  type ErrorEnvelope,
  errorEnvelope,
  type FieldProblem,
} from '@kiwo/api-client/schemas';
import { csvFileName } from '@kiwo/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 415 | 429;

/** Response schemas for the error statuses a route can answer with (all the error envelope). */
export const errorResponses = (...codes: ErrorStatus[]) =>
  Object.fromEntries(codes.map((c) => [c, errorEnvelope])) as Record<
    ErrorStatus,
    typeof errorEnvelope
  >;

/** Route config: a per-client-IP budget, answered in onRequest, before the body is even parsed. */
export const perIp = (config: Config) => ({
  rateLimit: { max: config.authRateLimitPerIp, timeWindow: '1 minute' },
});

export const ok = <T>(message: string, data: T) => ({ success: true, message, data });

/**
 * The error envelope (spec §8): `fields` names each field that was wrong (English), `fieldCodes`
 * gives the same fields' machine codes and `code` a common failure's, for the reader's language.
 */
export const errorBody = (
  message: string,
  error = message,
  fields?: Record<string, string>,
  codes: { fieldCodes?: Record<string, FieldProblem>; code?: ErrorCode } = {},
): ErrorEnvelope => {
  const body: ErrorEnvelope = { success: false, message, error };
  if (fields) body.fields = fields;
  if (fields && codes.fieldCodes && Object.keys(codes.fieldCodes).length > 0)
    body.fieldCodes = codes.fieldCodes;
  if (codes.code) body.code = codes.code;
  return body;
};

/**
 * The signed-in user of a route guarded by `app.requireAuth` (a programming error otherwise);
 * `plugins/auth.ts` sets `request.user` and `request.sessionId`.
 */
export function signedIn(request: FastifyRequest): {
  user: NonNullable<FastifyRequest['user']>;
  sessionId: string;
} {
  if (!request.user || !request.sessionId) throw new Error('route is missing requireAuth');
  return { user: request.user, sessionId: request.sessionId };
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266). */
export function attachment(name: string) {
  const file = csvFileName(name);
  const ascii = file.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}
