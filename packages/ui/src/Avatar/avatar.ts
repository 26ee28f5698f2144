/**
 * Whether an avatar URL is worth loading: an absolute http(s) URL that is not the backend's
 * "no-user.jpg" placeholder. Anything else (relative paths, data the API sends for users without
 * a photo) shows initials instead.
 */
export function isUsableAvatarUrl(src: string | null | undefined): src is string {
  if (!src) return false;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return !url.pathname.toLowerCase().endsWith('no-user.jpg');
}

/** Up to two initials from first and last name ("Amina", "Bello" → "AB"), locale-aware. */
export function avatarInitials(firstName: string, lastName = '', locale?: string): string {
  const first = Array.from(firstName.trim())[0] ?? '';
  const last = Array.from(lastName.trim())[0] ?? '';
  return `${first}${last}`.toLocaleUpperCase(locale);
}
