import { ApiError, type ErrorCode, type FieldProblem } from '@kiwo/api-client';
import { type BrowserTranslator, formatNaira, type Locale } from '@kiwo/i18n';

/** A figure as the reader sees it: naira with the sign, other numbers with digit groups. */
const figure = (value: number | string | undefined, unit: FieldProblem['unit']): string => {
  if (typeof value !== 'number') return String(value ?? '');
  return unit === 'naira' ? formatNaira(value) : value.toLocaleString('en-NG');
};

/**
 * A field's problem in the reader's language, from the machine code the server sends beside
 * its English message (`FIELD_CODES` in @kiwo/api-client). Undefined for a code this screen
 * does not know: the caller shows its generic line.
 */
export const problemText = (
  problem: FieldProblem | undefined,
  t: BrowserTranslator,
): string | undefined => {
  if (!problem) return undefined;
  const v = t.validation;
  const { min, max, places, unit } = problem;
  switch (problem.code) {
    case 'required':
      return v.required();
    case 'too_small':
      return v.tooSmall({ min: figure(min, unit) });
    case 'too_big':
      return v.tooBig({ max: figure(max, unit) });
    case 'too_short':
      return typeof min === 'number' ? v.minLength({ min }) : undefined;
    case 'too_long':
      return typeof max === 'number' ? v.maxLength({ max }) : undefined;
    case 'too_few':
      return typeof min === 'number' ? v.tooFew({ min }) : undefined;
    case 'too_many':
      return typeof max === 'number' ? v.tooMany({ max }) : undefined;
    case 'not_number':
      return v.notNumber();
    case 'not_whole_number':
      return v.notWholeNumber();
    case 'too_many_decimals':
      return v.tooManyDecimals({ places: places ?? 2 });
    case 'invalid_date':
      return v.invalidDate();
    case 'future_date':
      return v.futureDate();
    case 'invalid_phone':
      return v.phone();
    case 'invalid_email':
      return v.email();
    case 'invalid_nin':
      return v.nin();
    case 'invalid_otp':
      return v.otp();
    case 'invalid_choice':
      return v.invalidChoice();
    case 'invisible_characters':
      return v.invisibleCharacters();
    case 'phone_taken':
      return v.phoneTaken();
    case 'email_taken':
      return v.emailTaken();
    case 'invalid_code':
      return t.errors.wrongCode();
    case 'wrong_password':
      return v.wrongPassword();
    default:
      return undefined;
  }
};

/** A common non-field failure in the reader's language (`ERROR_CODES`). */
const codeText = (code: ErrorCode | undefined, t: BrowserTranslator): string | undefined => {
  switch (code) {
    case 'invalid_credentials':
      return t.errors.invalidCredentials();
    case 'account_suspended':
      return t.errors.accountSuspended();
    case 'record_changed':
      return t.errors.recordChanged();
    case 'batch_completed':
      return t.errors.batchCompleted();
    default:
      return undefined;
  }
};

/**
 * The words to show for a failed call. Server messages are English, so English readers get
 * them (spec §8 precedence: server error first); other readers get the failure's code in their
 * language — the error's own, else its first field's — and the translated default when there
 * is none. Connection trouble and rate limits get their own plain words.
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
  if (locale === 'en') return error.serverError ?? fallback;
  const fieldWords = Object.values(error.fieldCodes)
    .map((problem) => problemText(problem, t))
    .find(Boolean);
  return codeText(error.code, t) ?? fieldWords ?? fallback;
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
    out[field] =
      locale === 'en'
        ? message
        : (problemText(error.fieldCodes[field], t) ?? t.validation.fixErrors());
  }
  return out;
};
