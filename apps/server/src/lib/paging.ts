import { PAGE_LIMIT_DEFAULT, type Pagination } from '@kiwo/api-client/schemas';

/** `page` (from 1) and `limit` of a list query, with the defaults, as SQL limit/offset. */
export function pageOf(query: { page?: number | undefined; limit?: number | undefined }) {
  const page = query.page ?? 1;
  const limit = query.limit ?? PAGE_LIMIT_DEFAULT;
  return { page, limit, offset: (page - 1) * limit };
}

export const paginationOf = (
  { page, limit }: { page: number; limit: number },
  total: number,
): Pagination => ({ page, limit, total, pages: Math.ceil(total / limit) });

/** `%…%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The digits of a phone search in the stored E.164 form's tail: `0803 12` and `+234803 12` both
 * become `80312` (a substring of `+2348031234567`). Undefined unless the search looks like a
 * phone number (digits, spaces, `+`, `-`, brackets) with at least 3 digits.
 */
export function phoneDigits(search: string): string | undefined {
  if (/[^\d\s+()-]/.test(search)) return undefined;
  let digits = search.replace(/\D/g, '');
  if (digits.startsWith('234')) digits = digits.slice(3);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= 3 ? digits : undefined;
}
