import { expect, type Page, test } from '@playwright/test';
import { lagosDay, signUpFarmer } from './support/new-farmer';
import { farmerApi, layersWithLasota } from './support/stock';
import { waitForWorker } from './support/worker';

/**
 * What a farmer or an agent enters offline beyond the day's record (ADR
 * 0073-offline-health-and-corrections): a vaccination given from stock, a purchase correction
 * and an agent's entries for several farmers wait on the phone and reach the server once —
 * even when the first send loses its answer — and a correction that meets someone else's is
 * shown with the server's values, never sent over them. 360 × 740.
 */
test.use({ viewport: { width: 360, height: 740 } });

const syncStatus = (page: Page) => page.getByRole('status', { name: 'Network and sync status' });

test.describe('a farmer offline', () => {
  // page.route sees the page's own requests only when no worker answers for it.
  test.use({ serviceWorkers: 'block' });

  test('a vaccination given from stock offline is given and drawn down once, though an answer was lost', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    const { token, farmerId } = await signUpFarmer(page, {
      firstName: 'Hauwa',
      lastName: 'Sani',
      password: 'poultry-pass-7',
    });
    const api = farmerApi(request, token);
    const { batchId, sectionId } = await layersWithLasota(api, farmerId);

    await page.goto(`/farmer/batch/${batchId}`);
    const lasota = page.locator('li[data-status]').filter({ hasText: 'Newcastle (Lasota)' });
    await expect(lasota.getByRole('button', { name: 'Vaccination given' })).toBeVisible();

    await context.setOffline(true);
    await expect(syncStatus(page)).toContainText('Offline');
    await lasota.getByRole('button', { name: 'Vaccination given' }).click();
    await page.getByRole('button', { name: 'Given from stock' }).click();
    await page.getByRole('option', { name: 'Lasota (3 vials on hand)' }).click();
    await page.getByRole('textbox', { name: 'Quantity used (vials)' }).fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved on this phone', { exact: true })).toBeVisible();
    // Waiting on this phone: said on the item, and it cannot be given a second time.
    await expect(lasota).toContainText('Waiting to sync');
    await expect(lasota.getByRole('button', { name: 'Vaccination given' })).toHaveCount(0);
    await expect(syncStatus(page)).toContainText('Waiting to sync: 1');
    await page.screenshot({ path: '/tmp/offline-gaps-given-waiting.png', fullPage: true });

    // Back online, the first send reaches the server but its answer is lost on the way back.
    let lost = 0;
    await page.route('**/api/sections/*/health', async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.continue();
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await context.setOffline(false);
    await expect(syncStatus(page)).toHaveText('Online', { timeout: 30_000 });
    await expect(lasota).toContainText('Newcastle (Lasota) given');
    expect(lost).toBe(1);
    await page.screenshot({ path: '/tmp/offline-gaps-given-sent.png', fullPage: true });

    const health = await api('GET', `/sections/${sectionId}/health`);
    expect(health.tasks.filter((t: { given: unknown }) => t.given)).toEqual([
      expect.objectContaining({ itemId: 'ndLasota' }),
    ]);
    const stock = await api('GET', `/farmers/${farmerId}/stock`);
    expect(stock.items).toEqual([expect.objectContaining({ item: 'Lasota', onHand: 1 })]);
  });

  test('a correction made offline that meets another one is shown with both, never sent over it', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    const { token, farmerId } = await signUpFarmer(page, {
      firstName: 'Chinedu',
      lastName: 'Obi',
      password: 'poultry-pass-8',
    });
    const api = farmerApi(request, token);
    const bought = await api('POST', `/farmers/${farmerId}/stock/purchases`, {
      kind: 'feed',
      item: 'Broiler starter',
      quantity: 10,
      unit: 'bags',
      unitKg: 25,
      cost: 150_000,
      purchasedOn: lagosDay(-2),
    });
    const purchaseId = bought.purchases[0].id as string;

    await page.goto('/farmer/stock');
    await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
    await context.setOffline(true);
    await expect(syncStatus(page)).toContainText('Offline');
    await page.getByRole('button', { name: /^Correct Broiler starter/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct a purchase' });
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('12');
    await dialog.getByRole('textbox', { name: 'Total cost (₦)' }).fill('180000');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await expect(page.getByText('Saved on this phone', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const waiting = page.getByRole('list', { name: 'Not yet synced' }).getByRole('listitem');
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText('Broiler starter ·');
    await expect(waiting).toContainText('Correction: 12 bags · ₦180,000');
    await expect(waiting).toContainText('Waiting to sync');

    // Someone else corrects it to 8 bags while this phone is offline.
    await api('PATCH', `/stock/purchases/${purchaseId}`, { version: 1, quantity: 8 });
    await context.setOffline(false);
    await expect(waiting).toContainText('Changed elsewhere', { timeout: 30_000 });
    await expect(waiting).toContainText('Yours: Correction: 12 bags · ₦180,000');
    await expect(waiting).toContainText('On Kiwo now: 8 bags · ₦150,000');
    await expect(syncStatus(page)).toContainText('Needs your choice: 1');
    // The toast sends the farmer to the screen where the choice waits: Stock, not Records.
    await expect(
      page.getByText('It was changed elsewhere. Open Stock to choose which one to keep.'),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/offline-gaps-correction-conflict.png', fullPage: true });
    await waiting.screenshot({ path: '/tmp/offline-gaps-correction-entry.png' });
    const meanwhile = await api('GET', `/farmers/${farmerId}/stock`);
    expect(meanwhile.purchases[0]).toMatchObject({ quantity: 8, version: 2 });

    // The farmer keeps theirs: sent over the version they have now seen, and said in history.
    await waiting.getByRole('button', { name: 'Keep mine' }).click();
    await expect(waiting).toHaveCount(0, { timeout: 30_000 });
    const after = await api('GET', `/farmers/${farmerId}/stock`);
    expect(after.purchases).toHaveLength(1);
    expect(after.purchases[0]).toMatchObject({ quantity: 12, costNaira: 180_000, version: 3 });
    const history = await api('GET', `/stock/purchases/${purchaseId}/history`);
    expect(history.map((r: { after: { quantity: number } }) => r.after.quantity)).toEqual([8, 12]);
  });
});

test("an agent's entries for two farmers wait on one page, each named by its farmer", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill('08030000002');
  await page.getByRole('textbox', { name: 'Password' }).fill('kiwo-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state.token as string,
  );
  const api = farmerApi(request, token);
  const farmers = (await api('GET', '/users/farmers/by-agent')).slice(0, 2) as {
    _id: string;
    firstName: string;
    lastName: string;
  }[];
  expect(farmers).toHaveLength(2);
  const before = await Promise.all(
    farmers.map(async (f) => (await api('GET', `/farmers/${f._id}/stock`)).purchases.length),
  );
  // The worker keeps the app and these farms' reads for the offline visits (ADR 0016).
  await waitForWorker(page);
  for (const farmer of farmers) {
    await page.goto(`/agent/farmer/${farmer._id}/stock`);
    await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
  }

  await context.setOffline(true);
  const items = ['Vital layer mash', 'Top grower mash'];
  for (const [i, farmer] of farmers.entries()) {
    await page.goto(`/agent/farmer/${farmer._id}/stock`);
    await expect(syncStatus(page)).toContainText('Offline');
    await page.getByRole('textbox', { name: 'Item' }).fill(items[i] ?? '');
    await page.getByRole('textbox', { name: 'Quantity' }).fill('4');
    await page.getByRole('textbox', { name: 'Total cost (₦)' }).fill('60000');
    await page.getByRole('button', { name: 'Save purchase' }).click();
    await expect(page.getByText('Saved on this phone', { exact: true })).toBeVisible();
  }
  // The pill leads to the one list of everything waiting on this phone; so does the agent's
  // menu, its link carrying the count as a badge.
  await expect(syncStatus(page).getByRole('link')).toHaveAttribute('href', '/agent/outbox');
  await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  const outboxLink = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /^Waiting to send/ });
  await expect(outboxLink).toHaveAccessibleName(/Waiting to sync: 2$/);
  await expect(outboxLink).toBeVisible();
  await expect(outboxLink).toContainText('2');
  await outboxLink.click();
  await expect(page).toHaveURL(/\/agent\/outbox$/);
  await expect(page.getByRole('heading', { name: 'Waiting to send', level: 1 })).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Not yet synced' }).getByRole('listitem');
  await expect(waiting).toHaveCount(2);
  for (const [i, farmer] of farmers.entries()) {
    await expect(
      waiting.nth(i).getByText(`${farmer.firstName} ${farmer.lastName} › ${items[i]} ·`),
    ).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/offline-gaps-agent-outbox.png', fullPage: true });

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  await expect(
    page.getByText('Nothing is waiting: everything saved on this phone has reached Kiwo.'),
  ).toBeVisible();
  for (const [i, farmer] of farmers.entries()) {
    const { purchases } = await api('GET', `/farmers/${farmer._id}/stock`);
    expect(purchases).toHaveLength((before[i] ?? 0) + 1);
    expect(purchases.filter((p: { item: string }) => p.item === items[i])).toEqual([
      expect.objectContaining({ channel: 'agent', quantity: 4 }),
    ]);
  }
});
