/**
 * The user fields these rules read, structurally typed so both the API schema's user and a
 * persisted client record fit. Server field names are kept as the spec gives them (`NINData`).
 */
export interface ProfileFields {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly phone?: string | null;
  readonly email?: string | null;
  readonly NINData?: {
    readonly isVerified?: boolean | null;
    readonly verificationStatus?: string | null;
  } | null;
}

const present = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The national ID counts as verified when the record says so by either signal the spec lists
 * (`isVerified`, or `verificationStatus` = `verified`), unless the status is `rejected`:
 * a rejection always wins, so a stale `isVerified` never unlocks a complete profile.
 */
export const isNinVerified = (nin: ProfileFields['NINData']): boolean => {
  if (!nin || nin.verificationStatus === 'rejected') return false;
  return nin.isVerified === true || nin.verificationStatus === 'verified';
};

/** Spec §3: complete only if firstName, lastName, phone and email are present (not blank) and the NIN is verified. */
export const isProfileComplete = (user: ProfileFields | null | undefined): boolean =>
  !!user &&
  present(user.firstName) &&
  present(user.lastName) &&
  present(user.phone) &&
  present(user.email) &&
  isNinVerified(user.NINData);

/** The server's placeholder picture; it never counts as a real photo. */
const PLACEHOLDER_PICTURE = 'no-user.jpg';

/**
 * Spec §3: a picture is usable only if it is an absolute http(s) address and not the placeholder
 * `no-user.jpg` (matched as the last path segment, case-insensitively, wherever it is hosted).
 */
export const isUsableImageUrl = (url: unknown): url is string => {
  if (typeof url !== 'string') return false;
  const trimmed = url.trim();
  // The WHATWG parser accepts "http:host" and "http:/host"; require the explicit "//" authority.
  if (!/^https?:\/\/[^/]/i.test(trimmed)) return false;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return false;
  }
  const lastSegment = parsed.pathname.split('/').pop() ?? '';
  let decoded = lastSegment;
  try {
    decoded = decodeURIComponent(lastSegment);
  } catch {
    // Malformed escapes: compare the raw segment.
  }
  return decoded.toLowerCase() !== PLACEHOLDER_PICTURE;
};

const firstLetter = (value: string | null | undefined, locale: string | undefined): string => {
  if (typeof value !== 'string') return '';
  // NFC first so a decomposed "Ọ" (O + combining dot) stays one character.
  const [first = ''] = Array.from(value.trim().normalize('NFC'));
  return first.toLocaleUpperCase(locale);
};

/**
 * Avatar initials: first letter of each name, upper-cased in `locale` (the user's language);
 * '' when both are missing.
 */
export const initials = (
  firstName: string | null | undefined,
  lastName?: string | null,
  locale?: string,
): string => `${firstLetter(firstName, locale)}${firstLetter(lastName, locale)}`;

/** The display name "First Last", skipping missing parts. */
export const fullName = (
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string =>
  [firstName, lastName]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter((part) => part !== '')
    .join(' ');
