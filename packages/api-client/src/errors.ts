import { type ErrorCode, type FieldProblem, isErrorCode, isFieldCode } from './problems';

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
    /** Per-field machine codes, so a form words each problem in the reader's language. */
    readonly fieldCodes: Readonly<Record<string, FieldProblem>> = {},
    /** A machine code for a common failure that is not about one field. */
    readonly code: ErrorCode | undefined = undefined,
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

const figure = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The body's `fieldCodes`, keeping only entries this client knows: a newer server's code is left
 * out, so the screen falls back to its generic words rather than showing nothing.
 */
export const serverFieldCodes = (body: unknown): Record<string, FieldProblem> => {
  const raw =
    body && typeof body === 'object' ? (body as { fieldCodes?: unknown }).fieldCodes : undefined;
  if (!raw || typeof raw !== 'object') return {};
  const out: Record<string, FieldProblem> = {};
  for (const [field, value] of Object.entries(raw)) {
    if (!value || typeof value !== 'object') continue;
    const { code, min, max, places, unit } = value as Record<string, unknown>;
    if (!isFieldCode(code)) continue;
    const problem: FieldProblem = { code };
    if (figure(min) !== undefined) problem.min = figure(min);
    if (figure(max) !== undefined || typeof max === 'string') problem.max = max as number | string;
    if (figure(places) !== undefined) problem.places = figure(places);
    if (unit === 'naira') problem.unit = unit;
    out[field] = problem;
  }
  return out;
};

export const serverCode = (body: unknown): ErrorCode | undefined => {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return isErrorCode(code) ? code : undefined;
};
