import type { ListingCategory, MarketplaceRequest, TransactionType } from '@kiwo/api-client';
import { subscribe, useSnapshot } from 'valtio';
import { authStore } from './auth';
import { MARKETPLACE_FILTERS_KEY, persisted } from './persist';

export interface ListingFilterState {
  search: string;
  category: ListingCategory | '';
  state: string;
  transactionType: TransactionType | '';
  /** Naira as typed; blank means no bound. */
  minPrice: string;
  maxPrice: string;
  sort: 'newest' | 'price_asc' | 'price_desc';
  page: number;
}

const NO_FILTERS: ListingFilterState = {
  search: '',
  category: '',
  state: '',
  transactionType: '',
  minPrice: '',
  maxPrice: '',
  sort: 'newest',
  page: 1,
};

/**
 * `marketplace-storage` (spec §4): the browse filters, and the user's own buy/sell requests as
 * the offline cache (spec §3 keeps requests in the browser; Kiwo keeps them on the server too and
 * shows this copy when the phone is offline).
 */
export const marketplaceStore = persisted('marketplace-storage', {
  filters: { ...NO_FILTERS },
  requests: [] as MarketplaceRequest[],
  /** When `requests` was last refreshed from the server (ISO 8601), or null. */
  requestsSavedAt: null as string | null,
});

export const useMarketplace = () => useSnapshot(marketplaceStore);

/**
 * Where each user's last browse filters are kept on this phone, by user id: sign-out clears
 * `marketplace-storage` with the rest of the session (spec §4), yet a farmer coming back
 * expects the species, state and prices they looked for last (ADR 0046). What someone looked
 * for, not who they are: it outlives the session like the theme and language do.
 */
type RememberedFilters = Record<string, Omit<ListingFilterState, 'page'>>;

const remembered = (): RememberedFilters => {
  try {
    const raw = globalThis.localStorage?.getItem(MARKETPLACE_FILTERS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as RememberedFilters) : {};
  } catch {
    return {};
  }
};

let rememberFor: string | null = null;
// The whole store: sign-out puts a new `filters` object in it. Signed out (or another user), the
// reset filters are not remembered for anyone.
subscribe(marketplaceStore, () => {
  if (!rememberFor || authStore.user?._id !== rememberFor) return;
  const { page: _page, ...kept } = marketplaceStore.filters;
  try {
    globalThis.localStorage?.setItem(
      MARKETPLACE_FILTERS_KEY,
      JSON.stringify({ ...remembered(), [rememberFor]: kept }),
    );
  } catch {
    // Storage full or blocked: the filters still work for this visit.
  }
});

/**
 * On the browse list, for the signed-in user: brings back the filters they last used on this
 * phone (on the first page), then keeps each change. Another user's are never shown.
 */
export const restoreListingFilters = (userId: string) => {
  const { page: _page, ...now } = marketplaceStore.filters;
  const { page: _none, ...blank } = NO_FILTERS;
  // Already this user's, changed in this visit: keep them. (After a sign-out they are blank.)
  if (rememberFor === userId && JSON.stringify(now) !== JSON.stringify(blank)) return;
  rememberFor = null;
  const saved = remembered()[userId];
  if (saved) Object.assign(marketplaceStore.filters, { ...NO_FILTERS, ...saved, page: 1 });
  rememberFor = userId;
};

/** Changes filters and goes back to page 1 (unless the change is the page itself). */
export const setListingFilters = (patch: Partial<ListingFilterState>) => {
  Object.assign(marketplaceStore.filters, { page: 1, ...patch });
};

/** Keeps the latest copy of the user's own requests for offline use. */
export const cacheRequests = (requests: MarketplaceRequest[]) => {
  marketplaceStore.requests = requests;
  marketplaceStore.requestsSavedAt = new Date().toISOString();
};
