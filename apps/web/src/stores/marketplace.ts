import type { ListingCategory, MarketplaceRequest, TransactionType } from '@kiwo/api-client';
import { useSnapshot } from 'valtio';
import { persisted } from './persist';

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

/** Changes filters and goes back to page 1 (unless the change is the page itself). */
export const setListingFilters = (patch: Partial<ListingFilterState>) => {
  Object.assign(marketplaceStore.filters, { page: 1, ...patch });
};

/** Keeps the latest copy of the user's own requests for offline use. */
export const cacheRequests = (requests: MarketplaceRequest[]) => {
  marketplaceStore.requests = requests;
  marketplaceStore.requestsSavedAt = new Date().toISOString();
};
