import type { ErrorCode, FieldProblem } from '@kiwo/api-client/schemas';

/**
 * A failure a client can act on: status, a message for the toast, optional per-field messages
 * for the form (with their machine codes, so the web words them in the reader's language),
 * a machine code for a common failure, optional structured details, and headers (Retry-After).
 * The errors plugin turns it into the
 * `{ success: false, message, error, fields?, fieldCodes?, code?, details? }` envelope.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: {
      fields?: Record<string, string>;
      fieldCodes?: Record<string, FieldProblem>;
      code?: ErrorCode;
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
  }
}

/**
 * A single-field 400: the message is shown both as the toast and next to the field. `problem`
 * is its machine code (`FIELD_CODES`), for the words in the reader's language.
 */
export const fieldError = (field: string, message: string, status = 400, problem?: FieldProblem) =>
  new AppError(status, message, {
    fields: { [field]: message },
    ...(problem ? { fieldCodes: { [field]: problem } } : {}),
  });

export const tooManyRequests = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const when =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError(429, `Too many attempts. Please try again in ${when}.`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
};

/** A start-up failure already worded for the operator: server.ts prints its message alone. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Redis named by REDIS_URL did not answer at start (host and port only: the URL may hold a password). */
export function redisUnreachable(url: string, cause: unknown): StartupError {
  let where = 'REDIS_URL';
  try {
    const parsed = new URL(url);
    where = `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    // Keep the variable's name.
  }
  const reason = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
  return new StartupError(`Cannot reach Redis at ${where}${reason}; check REDIS_URL.`);
}
