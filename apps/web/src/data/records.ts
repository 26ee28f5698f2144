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

/**
 * The service worker showed a farm read from its last copy and the server has since answered
 * differently (ADR 0016): read the farm again, and an agent's views of their farmers.
 */
export const revalidateFarmReads = () =>
  mutate(
    (key) =>
      Array.isArray(key) &&
      ((key[0] === 'farm' && key[2] !== 'write') ||
        (key[0] === 'agent' && (key[1] === 'farmer' || key[1] === 'farmers'))),
  );
