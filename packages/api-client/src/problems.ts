/**
 * Machine codes beside the server's English messages, so a screen words every failure in the
 * reader's language (packages/i18n `validation` and `errors`). Plain values, no zod: the web
 * imports them. The server derives a field's code from the validation library's issue in one
 * place (`apps/server/src/lib/field-problems.ts`); a business rule names its own.
 */
export const FIELD_CODES = [
  /** Missing or blank. */
  'required',
  /** A number below `min`. */
  'too_small',
  /** A number above `max` (`unit: 'naira'` for money). */
  'too_big',
  /** Text shorter than `min` characters. */
  'too_short',
  /** Text longer than `max` characters. */
  'too_long',
  /** Fewer than `min` items chosen. */
  'too_few',
  /** More than `max` items. */
  'too_many',
  'not_number',
  'not_whole_number',
  /** More than `places` decimals. */
  'too_many_decimals',
  /** Not a real calendar day, or not in the form YYYY-MM-DD. */
  'invalid_date',
  /** A day after today (`max`: today, YYYY-MM-DD). */
  'future_date',
  'invalid_phone',
  'invalid_email',
  /** A NIN that is not 11 digits. */
  'invalid_nin',
  /** A one-time code that is not 6 digits. */
  'invalid_otp',
  /** Not one of the allowed choices. */
  'invalid_choice',
  /**
   * Invisible or text-direction characters in a name, or characters no text can be stored
   * with (NUL, a broken character) in any field.
   */
  'invisible_characters',
  /** Another account already has this phone number / email address. */
  'phone_taken',
  'email_taken',
  /** A one-time code that is wrong or expired. */
  'invalid_code',
  /** The account's password, typed again, is wrong. */
  'wrong_password',
] as const;

export type FieldCode = (typeof FIELD_CODES)[number];

/** One field's problem: its code and the figures the words need. */
export interface FieldProblem {
  code: FieldCode;
  min?: number;
  /** A number, or a day (`future_date`: today as YYYY-MM-DD). */
  max?: number | string;
  places?: number;
  unit?: 'naira';
}

/** Codes of failures that are not about one field, the ones users meet most. */
export const ERROR_CODES = [
  /** Login: no account with that phone/email, or the wrong password. */
  'invalid_credentials',
  /** The account is suspended. */
  'account_suspended',
  /** Another device changed the record since it was read (412). */
  'record_changed',
  /** The batch is completed and can no longer change. */
  'batch_completed',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isFieldCode = (value: unknown): value is FieldCode =>
  typeof value === 'string' && (FIELD_CODES as readonly string[]).includes(value);

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
