import type { Page } from './agent';
import type { Http } from './http';
import type { Pagination } from './schemas/agent';
import type {
  AnswerRequestBody,
  CreateListingBody,
  CreateRequestBody,
  InterestBody,
  Listing,
  ListingCategory,
  ListingSort,
  ListingStatus,
  MarketplaceRequest,
  RequestAnswer,
  RequestStatus,
  TransactionType,
  UpdateListingBody,
  UpdateRequestBody,
} from './schemas/marketplace';

type Envelope<T> = { success: boolean; message: string; data: T };
type Paged<T> = Envelope<T[]> & { pagination: Pagination };

/** `GET /marketplace/listings` filters; prices in naira. */
export interface ListingFilters {
  search?: string;
  category?: ListingCategory;
  state?: string;
  transactionType?: TransactionType;
  minPrice?: number;
  maxPrice?: number;
  status?: ListingStatus;
  /** Only the caller's own listings, any status. */
  mine?: boolean;
  sort?: ListingSort;
  page?: number;
  limit?: number;
}

export interface RequestFilters {
  mine?: boolean;
  /** Admins (without `mine`): one status; everyone else sees active requests only. */
  status?: RequestStatus;
  transactionType?: TransactionType;
  productType?: ListingCategory;
  search?: string;
  page?: number;
  limit?: number;
}

const seg = encodeURIComponent;
const clean = (q: object) => {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined || value === '' || value === null) continue;
    out[key] = typeof value === 'boolean' ? String(value) : (value as string | number);
  }
  return out;
};

/**
 * The CSV export is a file, not JSON: fetch this path (relative to the main base, with the bearer
 * token). The same filters as the list; nothing to export answers 404 `No data to export`.
 */
export const marketplaceCsvPath = (filters: ListingFilters = {}) => {
  const { page: _page, limit: _limit, ...rest } = filters;
  const search = new URLSearchParams(
    Object.entries(clean(rest)).map(([k, v]) => [k, String(v)]),
  ).toString();
  return search ? `/marketplace/listings.csv?${search}` : '/marketplace/listings.csv';
};

/** Marketplace listings and buy/sell requests (spec §3). */
export const marketplaceCalls = (http: Http) => {
  const page = async <T>(path: string, q: object, defaultMessage: string): Promise<Page<T>> => {
    const body = await http<Paged<T>>('GET', path, { query: clean(q), defaultMessage });
    return { items: body.data, pagination: body.pagination };
  };
  const send = async <T>(method: string, path: string, body: unknown, defaultMessage: string) =>
    (await http<Envelope<T>>(method, path, { body, defaultMessage })).data;

  return {
    listings: (q: ListingFilters = {}) =>
      page<Listing>('/marketplace/listings', q, 'Failed to load listings'),
    listing: async (listingId: string) =>
      (
        await http<Envelope<Listing>>('GET', `/marketplace/listings/${seg(listingId)}`, {
          defaultMessage: 'Failed to load listing',
        })
      ).data,
    createListing: (body: CreateListingBody) =>
      send<Listing>('POST', '/marketplace/listings', body, 'Failed to create listing'),
    /** Owner only: anyone else gets 404. */
    updateListing: (listingId: string, body: UpdateListingBody) =>
      send<Listing>(
        'PATCH',
        `/marketplace/listings/${seg(listingId)}`,
        body,
        'Failed to update listing',
      ),
    deleteListing: (listingId: string) =>
      send<{ id: string }>(
        'DELETE',
        `/marketplace/listings/${seg(listingId)}`,
        undefined,
        'Failed to delete listing',
      ),
    /** Admins: take a listing down (a reason is required; the seller sees it) or put it back. */
    moderateListing: (listingId: string, hidden: boolean, reason?: string) =>
      send<Listing>(
        'PATCH',
        `/marketplace/listings/${seg(listingId)}/moderation`,
        reason === undefined ? { hidden } : { hidden, reason },
        'Failed to update listing',
      ),
    /** "I'm interested": the seller gets a notification. */
    interested: (listingId: string, body: InterestBody = {}) =>
      send<Listing>(
        'POST',
        `/marketplace/listings/${seg(listingId)}/interest`,
        body,
        'Failed to contact the seller',
      ),

    requests: (q: RequestFilters = {}) =>
      page<MarketplaceRequest>('/marketplace/requests', q, 'Failed to load requests'),
    createRequest: (body: CreateRequestBody) =>
      send<MarketplaceRequest>('POST', '/marketplace/requests', body, 'Failed to create request'),
    updateRequest: (requestId: string, body: UpdateRequestBody) =>
      send<MarketplaceRequest>(
        'PATCH',
        `/marketplace/requests/${seg(requestId)}`,
        body,
        'Failed to update request',
      ),
    deleteRequest: (requestId: string) =>
      send<{ id: string }>(
        'DELETE',
        `/marketplace/requests/${seg(requestId)}`,
        undefined,
        'Failed to delete request',
      ),
    /** Admins: take a request down (a reason is required; its author sees it) or show it again. */
    moderateRequest: (requestId: string, hidden: boolean, reason?: string) =>
      send<MarketplaceRequest>(
        'PATCH',
        `/marketplace/requests/${seg(requestId)}/moderation`,
        reason === undefined ? { hidden } : { hidden, reason },
        'Failed to update request',
      ),
    /** Answers someone else's request; its owner gets a notification. */
    answerRequest: (requestId: string, body: AnswerRequestBody) =>
      send<RequestAnswer>(
        'POST',
        `/marketplace/requests/${seg(requestId)}/answers`,
        body,
        'Failed to send answer',
      ),
  };
};
