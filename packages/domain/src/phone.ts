/** Country calling code of Nigeria. */
const NIGERIA_COUNTRY_CODE = '234';

/**
 * National significant number of a Nigerian mobile line: 10 digits starting 70x, 80x, 81x, 90x
 * or 91x. Any other prefix (fixed lines included) is rejected.
 */
const NATIONAL_MOBILE = /^(?:70|80|81|90|91)\d{8}$/;

/** Separators people type inside numbers: spaces (incl. no-break), dashes, dots, parentheses. */
const SEPARATORS = /[\s\u00a0\-.()]/g;

/**
 * Normalises a Nigerian mobile number to E.164 (`+2348031234567`), or returns null.
 *
 * Accepted: `08031234567`, `+2348031234567`, `2348031234567`, each with any spaces, dashes, dots
 * or parentheses, and the common `+234 (0)803…` form whose trunk 0 is dropped. Not accepted: the
 * bare 10-digit national number (`8031234567`) — it is ambiguous with other countries' numbers —
 * `00234…`, letters, or any other country code.
 */
export const normalizeNigerianPhone = (input: unknown): string | null => {
  if (typeof input !== 'string') return null;
  const compact = input.replace(SEPARATORS, '');
  let national: string;
  if (/^0\d{10}$/.test(compact)) {
    national = compact.slice(1);
  } else {
    const match = /^\+?2340?(\d{10})$/.exec(compact);
    if (!match?.[1]) return null;
    national = match[1];
  }
  return NATIONAL_MOBILE.test(national) ? `+${NIGERIA_COUNTRY_CODE}${national}` : null;
};

export const isNigerianPhone = (input: unknown): boolean => normalizeNigerianPhone(input) !== null;
