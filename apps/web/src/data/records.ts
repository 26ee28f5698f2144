import { mutate } from 'swr';

/**
 * After queued records reach the server (from this page, another tab or the service worker),
 * every cached read of that farm is stale: counts, totals and trends all move. Without a
 * farmer id, every farm's reads are refreshed (the worker does not say which farm it sent).
 */
export const revalidateFarm = (farmerId?: string) =>
  mutate(
    (key) =>
      Array.isArray(key) &&
      key[0] === 'farm' &&
      (farmerId === undefined || key[1] === farmerId) &&
      key[2] !== 'write',
  );
