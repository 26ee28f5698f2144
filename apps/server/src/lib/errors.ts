/**
 * A failure a client can act on: status, a message for the toast, optional per-field messages
 * for the form, optional structured details, and headers (Retry-After). The errors plugin turns
 * it into the `{ success: false, message, error, fields?, details? }` envelope.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: {
      fields?: Record<string, string>;
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, message, fields ? { fields } : {});

/** A single-field 400: the message is shown both as the toast and next to the field. */
export const fieldError = (field: string, message: string, status = 400) =>
  new AppError(status, message, { fields: { [field]: message } });

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
