import type {
  AnswerRequestBody,
  CreateListingBody,
  CreateRequestBody,
  ListingFilters,
  UpdateListingBody,
  UpdateRequestBody,
} from '@kiwo/api-client';
import { marketplaceCalls, marketplaceCsvPath } from '@kiwo/api-client';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { cacheRequests, marketplaceStore } from '../stores/marketplace';
import { http } from './api';
import { downloadCsv } from './csv';

/** Only the areas this module calls (the route JavaScript budget). */
const api = { marketplace: marketplaceCalls(http) };

/**
 * Marketplace reads keyed under `market`; every write revalidates them all (a closed listing
 * leaves the browse list, a new answer shows on the owner's request).
 */
/** Listings for `filters`; null asks nothing (filters the server would refuse). */
export const useListings = (filters: ListingFilters | null) =>
  useSWR(
    filters ? ['market', 'listings', JSON.stringify(filters)] : null,
    () => api.marketplace.listings(filters ?? {}),
    { keepPreviousData: true },
  );

export const useMyListings = (page: number) =>
  useSWR(
    ['market', 'mine', page],
    () => api.marketplace.listings({ mine: true, page, limit: 20 }),
    {
      keepPreviousData: true,
    },
  );

/**
 * Buy/sell requests. The user's own are also saved in `marketplace-storage`; offline, that copy
 * is served (with `offline: true`) instead of an error.
 */
export const useRequests = (mine: boolean, page: number) =>
  useSWR(
    ['market', 'requests', mine, page],
    async () => {
      try {
        const result = await api.marketplace.requests({ mine, page, limit: 20 });
        if (mine && page === 1) cacheRequests(result.items);
        return { ...result, offline: false };
      } catch (error) {
        if (!mine || marketplaceStore.requestsSavedAt === null) throw error;
        const items = [...marketplaceStore.requests];
        return {
          items,
          pagination: { page: 1, limit: items.length, total: items.length, pages: 1 },
          offline: true,
        };
      }
    },
    { keepPreviousData: true },
  );

const useMarketWrite = <Arg, Result>(name: string, run: (arg: Arg) => Promise<Result>) => {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['market-write', name], async (_key: unknown, { arg }: { arg: Arg }) => {
    const result = await run(arg);
    await mutate((key) => Array.isArray(key) && key[0] === 'market');
    return result;
  });
};

export const useCreateListing = () =>
  useMarketWrite('create', (body: CreateListingBody) => api.marketplace.createListing(body));

export const useUpdateListing = () =>
  useMarketWrite('update', ({ id, body }: { id: string; body: UpdateListingBody }) =>
    api.marketplace.updateListing(id, body),
  );

export const useDeleteListing = () =>
  useMarketWrite('delete', (id: string) => api.marketplace.deleteListing(id));

export const useInterest = () =>
  useMarketWrite('interest', (id: string) => api.marketplace.interested(id));

export const useCreateRequest = () =>
  useMarketWrite('create-request', (body: CreateRequestBody) =>
    api.marketplace.createRequest(body),
  );

export const useUpdateRequest = () =>
  useMarketWrite('update-request', ({ id, body }: { id: string; body: UpdateRequestBody }) =>
    api.marketplace.updateRequest(id, body),
  );

export const useDeleteRequest = () =>
  useMarketWrite('delete-request', (id: string) => api.marketplace.deleteRequest(id));

export const useAnswerRequest = () =>
  useMarketWrite('answer', ({ id, body }: { id: string; body: AnswerRequestBody }) =>
    api.marketplace.answerRequest(id, body),
  );

/** The listings these filters find, as the spec §3 CSV; `empty` when there is nothing (§5). */
export const exportListings = (filters: ListingFilters) =>
  downloadCsv(marketplaceCsvPath(filters), 'kiwo-marketplace');
