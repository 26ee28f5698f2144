import { isEmail, isNigerianPhone, parseTypedNumber } from '@kiwo/domain';
import type { BrowserTranslator } from '@kiwo/i18n';

/**
 * Client-side checks that mirror the server's (which stay the authority): they catch the
 * common slips before a slow round trip, in the reader's language.
 */
export type Errors = Record<string, string>;

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

export const checkRequired = (
  errors: Errors,
  t: BrowserTranslator,
  fields: Record<string, string>,
) => {
  for (const [name, value] of Object.entries(fields)) {
    if (value.trim() === '') errors[name] = t.validation.required();
  }
};

export const checkPhone = (errors: Errors, t: BrowserTranslator, name: string, value: string) => {
  if (!errors[name] && value.trim() !== '' && !isNigerianPhone(value))
    errors[name] = t.validation.phone();
};

export const checkEmail = (errors: Errors, t: BrowserTranslator, name: string, value: string) => {
  if (!errors[name] && value.trim() !== '' && !isEmail(value.trim()))
    errors[name] = t.validation.email();
};

export const checkPassword = (
  errors: Errors,
  t: BrowserTranslator,
  name: string,
  value: string,
) => {
  if (errors[name]) return;
  if (value.length < PASSWORD_MIN) errors[name] = t.validation.minLength({ min: PASSWORD_MIN });
  else if (value.length > PASSWORD_MAX)
    errors[name] = t.validation.maxLength({ max: PASSWORD_MAX });
};

export const checkNin = (errors: Errors, t: BrowserTranslator, name: string, value: string) => {
  if (!errors[name] && value.trim() !== '' && !/^\d{11}$/.test(value.trim()))
    errors[name] = t.validation.nin();
};

export const checkOtp = (errors: Errors, t: BrowserTranslator, name: string, value: string) => {
  if (!/^\d{6}$/.test(value.trim())) errors[name] = t.validation.otp();
};

/** Login accepts a phone number in any common form or an email. */
export const checkIdentifier = (
  errors: Errors,
  t: BrowserTranslator,
  name: string,
  value: string,
) => {
  const v = value.trim();
  if (v === '') errors[name] = t.validation.required();
  else if (v.includes('@') ? !isEmail(v) : !isNigerianPhone(v)) errors[name] = t.validation.phone();
};

/** An animal count as typed ("1,200"): blank and unreadable are both `undefined`. */
export const countOf = (text: string): number | undefined => {
  const parsed = parseTypedNumber(text, { whole: true });
  return parsed.ok ? (parsed.value ?? undefined) : undefined;
};

/** A typed animal count is readable: blank, or a whole number 0 or more ("1,200" is). */
export const checkCount = (errors: Errors, t: BrowserTranslator, name: string, value: string) => {
  if (!parseTypedNumber(value, { whole: true }).ok) errors[name] = t.validation.wholeNumber();
};

/**
 * Declared animals become the farm's first section's count (ADR 0067): without their livestock
 * they would have nowhere to go and the farm would show 0.
 */
export const checkDeclaredLivestock = (
  errors: Errors,
  t: BrowserTranslator,
  fields: { totalLivestockCount: string; primaryLivestock: string },
) => {
  if ((countOf(fields.totalLivestockCount) ?? 0) > 0 && !fields.primaryLivestock)
    errors.primaryLivestock = t.auth.countNeedsLivestock();
};

/** A field's error wired to its control (`validationBehavior: 'aria'`: the form checks, not the browser). */
export const fieldError = (errors: Errors, name: string) => ({
  isInvalid: Boolean(errors[name]),
  errorMessage: errors[name],
  validationBehavior: 'aria' as const,
});
