import { ApiError } from '@kiwo/api-client';
import type { BrowserTranslator, Locale } from '@kiwo/i18n';

/**
 * The words to show for a failed call. Server messages are English only, so they are shown to
 * English readers (spec §8 precedence: server error first) and replaced by the translated
 * default otherwise. Connection trouble and rate limits get their own plain words.
 */
export const apiErrorText = (
  error: unknown,
  t: BrowserTranslator,
  locale: Locale,
  fallback: string,
): string => {
  if (!(error instanceof ApiError)) return fallback;
  if (error.kind === 'network' || error.kind === 'timeout') return t.errors.offline();
  if (error.status === 429) return t.errors.tooManyAttempts();
  if (locale === 'en' && error.serverError) return error.serverError;
  return fallback;
};

/** Per-field messages from a 400, in the reader's language. */
export const apiFieldErrors = (
  error: unknown,
  t: BrowserTranslator,
  locale: Locale,
): Record<string, string> => {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fields)) {
    out[field] = locale === 'en' ? message : localFieldMessage(field, t);
  }
  return out;
};

const localFieldMessage = (field: string, t: BrowserTranslator): string => {
  if (field === 'phone' || field === 'identifier') return t.validation.phone();
  if (field === 'email') return t.validation.email();
  if (field === 'nin') return t.validation.nin();
  if (field === 'otp') return t.validation.otp();
  if (field.toLowerCase().includes('password')) return t.validation.minLength({ min: 8 });
  if (field === 'totalLivestockCount') return t.validation.wholeNumber();
  return t.validation.fixErrors();
};
