import type { Listing, ListingFilters } from '@kiwo/api-client';
import { parseTypedNumber } from '@kiwo/domain';
import type { ListingFilterState } from '../../stores/marketplace';

/** `tel:` link for an E.164 number (the phone dials it as written). */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** WhatsApp chat with a prefilled greeting; wa.me wants the number in digits only. */
export const whatsAppTo = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

export const sellerName = (listing: Pick<Listing, 'seller'>) =>
  `${listing.seller.firstName} ${listing.seller.lastName}`;

/** A price typed in naira ("₦1,500.50") as a number, or undefined when blank or not a number. */
export const parseNaira = (text: string): number | undefined => {
  const parsed = parseTypedNumber(text);
  return parsed.ok && parsed.value !== null ? parsed.value : undefined;
};

/** The saved filter state as the API's query (blank fields are no filter). */
export const toQuery = (f: ListingFilterState, page = f.page): ListingFilters => ({
  search: f.search.trim() || undefined,
  category: f.category || undefined,
  state: f.state || undefined,
  transactionType: f.transactionType || undefined,
  minPrice: parseNaira(f.minPrice),
  maxPrice: parseNaira(f.maxPrice),
  sort: f.sort,
  page,
  limit: 20,
});

/** The longest search the server takes (`listingsQuery`). */
const SEARCH_MAX = 100;

/** What is wrong with the typed filters, per box: said at the box, never as "failed to load". */
export interface FilterProblems {
  search?: 'tooLong';
  minPrice?: 'notNumber';
  maxPrice?: 'notNumber' | 'clash';
}

/**
 * The filters a farmer typed that the server would refuse (a 400 that read "Failed to load
 * listings"), or that would silently filter nothing ("abc" as a price). Empty: ask the server.
 */
export const filterProblems = (f: ListingFilterState): FilterProblems => {
  const problems: FilterProblems = {};
  if (f.search.trim().length > SEARCH_MAX) problems.search = 'tooLong';
  const min = parseNaira(f.minPrice);
  const max = parseNaira(f.maxPrice);
  if (f.minPrice.trim() !== '' && min === undefined) problems.minPrice = 'notNumber';
  if (f.maxPrice.trim() !== '' && max === undefined) problems.maxPrice = 'notNumber';
  else if (min !== undefined && max !== undefined && min > max) problems.maxPrice = 'clash';
  return problems;
};
