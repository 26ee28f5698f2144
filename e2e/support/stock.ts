import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { lagosDay } from './new-farmer';

/** The farmer's own API calls with their session, each expected to succeed; returns `data`. */
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
