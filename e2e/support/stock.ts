import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { lagosDay } from './new-farmer';

/**
 * The API as `token` (a farmer's or an agent's session) through the `request` fixture: its own
 * connection, which the page's offline mode leaves up. Each call must succeed; returns `data`.
 */
export function farmerApi(request: APIRequestContext, token: string) {
  return async (method: string, url: string, data?: unknown) => {
    const res = await request.fetch(`/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(res.status(), `${method} ${url}`).toBeLessThan(300);
    return (await res.json()).data;
  };
}

type FarmerApi = ReturnType<typeof farmerApi>;

/**
 * A batch of 100 broilers in the farmer's first pen, fed two bags (50 kg) of starter a day on
 * the two days before today; `days` adds to each day's record (two days ago, yesterday).
 */
export async function broilersFedTwoBagsADay(
  api: FarmerApi,
  farmerId: string,
  names: { batch: string; section: string },
  days: [Record<string, unknown>, Record<string, unknown>] = [{}, {}],
) {
  const [pen] = await api('GET', `/pen/farmer/${farmerId}`);
  const batch = await api('POST', `/pens/${pen.id}/batches`, {
    name: names.batch,
    livestockType: 'poultry',
  });
  const section = await api('POST', `/batches/${batch.id}/sections`, {
    name: names.section,
    livestockType: 'poultry',
    subType: 'broiler',
    count: 100,
  });
  for (const [i, extra] of days.entries()) {
    await api('PUT', `/sections/${section.id}/records/${lagosDay(i - 2)}`, {
      feedAmount: 50,
      feedType: 'Broiler starter',
      ...extra,
    });
  }
  return { batch, section };
}

/** Types a feed purchase into the stock screen's form and saves it (bags, the default unit). */
export async function buyFeedInForm(
  page: Page,
  purchase: { item: string; quantity: string; cost: string; supplier?: string },
) {
  await page.getByRole('textbox', { name: 'Item' }).fill(purchase.item);
  await page.getByRole('textbox', { name: 'Quantity' }).fill(purchase.quantity);
  await page.getByRole('textbox', { name: 'Total cost (₦)' }).fill(purchase.cost);
  if (purchase.supplier !== undefined)
    await page.getByRole('textbox', { name: 'Supplier' }).fill(purchase.supplier);
  await page.getByRole('button', { name: 'Save purchase' }).click();
}

/**
 * Day-old layers placed 21 days ago, so Newcastle (Lasota) is due today (ADR 0056), and three
 * vials of Lasota bought for them.
 */
export async function layersWithLasota(api: FarmerApi, farmerId: string) {
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
