/** How a call failed, so a screen can pick the right words in the user's language. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

/**
 * A failed call. `message` already follows spec §8's precedence: the server's `error` field,
 * then the client's own error message, then the call's default ("Login failed", …).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number | undefined,
    /** The server's `error` field, when it sent one. */
    readonly serverError: string | undefined,
    /** The server's `message` field, when it sent one. */
    readonly serverMessage: string | undefined,
    /** Per-field problems from a 400, for forms. */
    readonly fields: Readonly<Record<string, string>> = {},
    /** Extra facts some errors carry (an unverified admin's `userId`, …). */
    readonly details: unknown = undefined,
  ) {
    super(message);
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Spec §8: server `error`, then the client error's message, then the default. */
export const pickMessage = (
  body: unknown,
  clientMessage: string | undefined,
  defaultMessage: string,
): string => {
  const serverError =
    body && typeof body === 'object' ? text((body as { error?: unknown }).error) : undefined;
  return serverError ?? text(clientMessage) ?? defaultMessage;
};

export const serverField = (body: unknown, field: 'error' | 'message'): string | undefined =>
  body && typeof body === 'object' ? text((body as Record<string, unknown>)[field]) : undefined;
