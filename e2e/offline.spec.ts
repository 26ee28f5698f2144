import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fillDate } from './support/date-field';
import { LEGACY_WORKER, type OfflineProxy, startOfflineProxy } from './support/offline-proxy';
import { waitForWorker } from './support/worker';

/**
 * Offline daily records (ADR 0012): a farmer records the day's data with no network, and nothing is
 * lost or stored twice when it comes back — even when the first sync attempt loses its answer
 * half-way (the proxy lets the server store one record, then drops the connection). The app is
 * opened through that proxy; the server runs unchanged (`pnpm start`).
 */

const lagosDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

let proxy: OfflineProxy;
test.beforeEach(async ({ baseURL }) => {
  proxy = await startOfflineProxy(baseURL ?? '');
});
test.afterEach(async () => {
  await proxy.close();
});

interface Farm {
  token: string;
  sectionId: string;
}

/** A new farmer with one section of 500 broilers, set up through the API. */
async function newFarm(request: APIRequestContext): Promise<Farm> {
  const phone = `0807${String(Date.now()).slice(-7)}`;
  const signup = await request.post('/api/auth/register', {
    data: {
      firstName: 'Hauwa',
      lastName: 'Sule',
      phone,
      password: 'offline-pass-1',
      role: 'farmer',
    },
  });
  expect(signup.status()).toBe(201);
  const { token, user } = (await signup.json()).data;
  const headers = { authorization: `Bearer ${token}` };
  const pens = await (await request.get(`/api/pen/farmer/${user._id}`, { headers })).json();
  const batch = await request.post(`/api/pens/${pens.data[0].id}/batches`, {
    headers,
    data: { name: 'Broilers – offline week', livestockType: 'poultry' },
  });
  const section = await request.post(`/api/batches/${(await batch.json()).data.id}/sections`, {
    headers,
    data: { name: 'House A', livestockType: 'poultry', subType: 'broiler', count: 500 },
  });
  expect(section.status()).toBe(201);
  return { token, sectionId: (await section.json()).data.id };
}

/** Signs in on the proxy's origin (its own storage and its own service worker). */
async function signInThroughProxy(page: Page, phone: string) {
  await page.goto(`${proxy.url}/login`);
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill(phone);
  await page.getByRole('textbox', { name: 'Password' }).fill('offline-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
}

test('three daily records entered offline are listed as waiting and stored exactly once after a sync that lost an answer', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const farm = await newFarm(request);
  const me = await (
    await request.get('/api/auth/me', { headers: { authorization: `Bearer ${farm.token}` } })
  ).json();
  await signInThroughProxy(page, me.data.phone);

  // A worker Kiwo does not own is registered on this origin (an old version, say).
  await page.evaluate(
    (script) => navigator.serviceWorker.register(script, { scope: '/legacy/' }),
    LEGACY_WORKER,
  );

  // Online once: the worker installs, then the records screen's reads pass through it.
  await page.goto(`${proxy.url}/farmer/records`);
  await waitForWorker(page);
  // Spec §1: at start the foreign worker is unregistered; Kiwo's own replaces it.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map(
          (r) =>
            new URL(r.active?.scriptURL ?? r.waiting?.scriptURL ?? r.installing?.scriptURL ?? '')
              .pathname,
        ),
      ),
    )
    .toEqual(['/sw.js']);
  await page.reload();
  await expect(page.getByText('500 alive now')).toBeVisible();
  const status = page.getByRole('status', { name: 'Network and sync status' });
  await expect(status).toHaveText('Online');

  // No network at all, and a reload: the app shell, the form and the farm come from the worker.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Daily record' })).toBeVisible();
  await expect(page.getByText('500 alive now')).toBeVisible();
  await expect(status).toContainText('Offline');

  const days = [
    { offset: -2, deaths: '3', feed: '40' },
    { offset: -1, deaths: '2', feed: '42' },
    { offset: 0, deaths: '4', feed: '45' },
  ];
  for (const day of days) {
    await fillDate(page, 'Date', lagosDay(day.offset));
    await page.getByRole('textbox', { name: 'Deaths' }).fill(day.deaths);
    await page.getByRole('textbox', { name: 'Feed (kg)' }).fill(day.feed);
    await page.getByRole('button', { name: 'Save record' }).click();
    await expect(page.getByText('Saved on this phone')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
  }
  const waiting = page.getByRole('list', { name: 'Not yet synced' }).getByRole('listitem');
  await expect(waiting).toHaveCount(3);
  for (const item of await waiting.all()) await expect(item).toContainText('Waiting to sync');
  await expect(waiting.nth(0)).toContainText('Deaths: 3 · Feed (kg): 40');
  await expect(status).toContainText('Waiting to sync: 3');

  // Logging out now asks first; the farmer stays.
  await page.getByRole('button', { name: 'Hauwa Sule' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const question = page.getByRole('alertdialog', { name: 'Records not yet synced' });
  await expect(question).toContainText('Records saved only on this phone: 3.');
  await question.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(question).toBeHidden();
  expect(proxy.writes).toHaveLength(0);

  // The network returns; the server stores the first record but its answer is lost.
  proxy.dropAnswers(1);
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  await expect(status).toHaveText('Online');

  // Read the server directly: three records, each once, and the live count moved once each.
  const headers = { authorization: `Bearer ${farm.token}` };
  const page1 = await (
    await request.get(`/api/sections/${farm.sectionId}/records`, { headers })
  ).json();
  expect(
    page1.data.items.map((r: { date: string; mortality: number; feedAmount: number }) => [
      r.date,
      r.mortality,
      r.feedAmount,
    ]),
  ).toEqual([
    [lagosDay(0), 4, 45],
    [lagosDay(-1), 2, 42],
    [lagosDay(-2), 3, 40],
  ]);
  const section = await (await request.get(`/api/sections/${farm.sectionId}`, { headers })).json();
  expect(section.data.count).toBe(500 - 3 - 2 - 4);
  // The lost answer was retried with the same Idempotency-Key, and no write went out twice else.
  const [lost, ...rest] = proxy.writes;
  expect(lost?.dropped).toBe(true);
  expect(rest.map((w) => w.idempotencyKey)).toContain(lost?.idempotencyKey);
  expect(new Set(proxy.writes.map((w) => w.idempotencyKey)).size).toBe(3);
});

test('a record changed elsewhere while the farmer was offline asks which one to keep', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const farm = await newFarm(request);
  const headers = { authorization: `Bearer ${farm.token}` };
  const today = lagosDay(0);
  const first = await request.put(`/api/sections/${farm.sectionId}/records/${today}`, {
    headers,
    data: { mortality: 1, feedAmount: 30 },
  });
  expect(first.status()).toBe(201);
  const me = await (await request.get('/api/auth/me', { headers })).json();
  await signInThroughProxy(page, me.data.phone);
  await page.goto(`${proxy.url}/farmer/records`);
  await waitForWorker(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Deaths' })).toHaveValue('1');

  // Offline, the farmer corrects today's deaths; meanwhile their agent's phone saves 6.
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Deaths' }).fill('2');
  await page.getByRole('button', { name: 'Save record' }).click();
  await expect(page.getByText('Saved on this phone')).toBeVisible();
  const other = await request.put(`/api/sections/${farm.sectionId}/records/${today}`, {
    headers,
    data: { mortality: 6, feedAmount: 30, notes: 'agent visit' },
  });
  expect(other.status()).toBe(200);

  await context.setOffline(false);
  const item = page.getByRole('list', { name: 'Not yet synced' }).getByRole('listitem');
  await expect(item).toContainText('Changed elsewhere', { timeout: 30_000 });
  await expect(item).toContainText('Yours: Deaths: 2 · Feed (kg): 30');
  await expect(item).toContainText('On Kiwo now: Deaths: 6 · Feed (kg): 30 · Notes: agent visit');
  // Nothing was overwritten while the farmer decides.
  const before = await (
    await request.get(`/api/sections/${farm.sectionId}/records`, { headers })
  ).json();
  expect(before.data.items[0].mortality).toBe(6);

  await item.getByRole('button', { name: 'Keep mine' }).click();
  await expect(item).toHaveCount(0, { timeout: 30_000 });
  const after = await (
    await request.get(`/api/sections/${farm.sectionId}/records`, { headers })
  ).json();
  expect(after.data.items).toHaveLength(1);
  expect(after.data.items[0]).toMatchObject({ date: today, mortality: 2 });
  const section = await (await request.get(`/api/sections/${farm.sectionId}`, { headers })).json();
  expect(section.data.count).toBe(498);
});
