/** 100 kobo to the naira. Amounts are stored as whole kobo so sums never drift. */
const KOBO_PER_NAIRA = 100;

export type KoboResult =
  | { readonly ok: true; readonly kobo: number }
  | {
      readonly ok: false;
      /**
       * `notANumber`: empty, non-numeric, NaN/Infinity or exponent notation. `negative`: below 0.
       * `tooManyDecimals`: finer than a kobo. `tooLarge`: beyond exact integer range.
       */
      readonly reason: 'notANumber' | 'negative' | 'tooManyDecimals' | 'tooLarge';
    };

/** Plain digits, or digits grouped in threes by commas ("1,500,000"), then an optional fraction. */
const NAIRA_TEXT = /^(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d*))?$/;

const fromNumber = (naira: number): KoboResult => {
  if (!Number.isFinite(naira)) return { ok: false, reason: 'notANumber' };
  if (naira < 0) return { ok: false, reason: 'negative' };
  const kobo = Math.round(naira * KOBO_PER_NAIRA) + 0; // + 0 turns -0 into 0
  if (!Number.isSafeInteger(kobo)) return { ok: false, reason: 'tooLarge' };
  // Correctly rounded division gives back the very same double only if `naira` had ≤ 2 decimals.
  if (kobo / KOBO_PER_NAIRA !== naira) return { ok: false, reason: 'tooManyDecimals' };
  return { ok: true, kobo };
};

const fromText = (text: string): KoboResult => {
  const trimmed = text.trim();
  if (/^-\s*[\d.,]/.test(trimmed)) return { ok: false, reason: 'negative' };
  const match = NAIRA_TEXT.exec(trimmed);
  const whole = match?.[1]?.replaceAll(',', '') ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, reason: 'notANumber' };
  if (fraction.length > 2) return { ok: false, reason: 'tooManyDecimals' };
  // Integer arithmetic on the digits: no binary floating point involved.
  const kobo = Number(whole || '0') * KOBO_PER_NAIRA + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(kobo)) return { ok: false, reason: 'tooLarge' };
  return { ok: true, kobo };
};

/**
 * Naira → exact integer kobo. Accepts a number or text such as "1500", "1,500.5", ".75", "12.";
 * rejects NaN, negatives, more than 2 decimals and exponent notation ("1e3").
 * Numbers are taken at face value: 0.1 + 0.2 (0.30000000000000004) is rejected, not rounded.
 */
export const nairaToKobo = (naira: string | number): KoboResult =>
  typeof naira === 'number' ? fromNumber(naira) : fromText(naira);

/** Kobo → naira as a number (for display through Intl with 0-2 decimals). */
export const koboToNaira = (kobo: number): number => kobo / KOBO_PER_NAIRA;

/**
 * Kobo → a plain naira string for files and inputs, no symbol and no grouping: whole amounts
 * without decimals ("1500"), otherwise exactly two ("1500.50").
 */
export const koboToNairaString = (kobo: number): string => {
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(kobo));
  const whole = Math.trunc(abs / KOBO_PER_NAIRA);
  const rest = abs % KOBO_PER_NAIRA;
  return rest === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(rest).padStart(2, '0')}`;
};
