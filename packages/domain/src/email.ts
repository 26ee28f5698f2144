/**
 * A deliberately simple address check: one "@", something before it, a dot in the domain part,
 * no whitespace. Full RFC 5322 validation is not attempted; delivery is the real test.
 */
export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value.trim());

/**
 * Spec §5 newsletter rule, kept exactly: the email must be non-empty and contain an at sign.
 * (The form also uses `type="email"`; the server applies {@link isEmail}-level checks.)
 */
export const passesNewsletterEmailRule = (value: unknown): boolean =>
  typeof value === 'string' && value.trim() !== '' && value.includes('@');
