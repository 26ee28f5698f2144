import { type APIRequestContext, expect } from '@playwright/test';
import { lagosDay } from './new-farmer';

/**
 * The API as `token`, through the `request` fixture: its own connection, which the page's
 * offline mode leaves up. Every call must succeed; it answers the envelope's `data`.
 */
export const apiAs =
  (request: APIRequestContext, token: string) =>
  async (method: string, url: string, data?: unknown) => {
    const res = await request.fetch(`/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(res.status(), `${method} ${url}`).toBeLessThan(300);
    return (await res.json()).data;
  };

/**
 * Day-old layers placed 21 days ago, so Newcastle (Lasota) is due today (ADR 0056), and three
 * vials of Lasota bought for them.
 */
export async function layersWithLasota(api: ReturnType<typeof apiAs>, farmerId: string) {
  const [pen] = await api('GET', `/pen/farmer/${farmerId}`);
  const batch = await api('POST', `/pens/${pen.id}/batches`, {
    name: 'Layers – May',
    livestockType: 'poultry',
    placedOn: lagosDay(-21),
    ageAtPlacementDays: 0,
  });
  const section = await api('POST', `/batches/${batch.id}/sections`, {
    name: 'Layer house',
    livestockType: 'poultry',
    subType: 'layer',
    count: 1000,
  });
  await api('POST', `/farmers/${farmerId}/stock/purchases`, {
    kind: 'medicine',
    item: 'Lasota',
    quantity: 3,
    unit: 'vials',
    cost: 9000,
    batchId: batch.id,
  });
  return { batchId: batch.id as string, sectionId: section.id as string };
}
