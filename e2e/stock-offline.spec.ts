import { expect, test } from '@playwright/test';
import { signUpFarmer } from './support/new-farmer';
import {
  broilersFedTwoBagsADay,
  buyFeedInForm,
  farmerApi,
  layersWithLasota,
} from './support/stock';

/**
 * A purchase made with no network waits in the outbox and is bought once when the network
 * returns; a correction changes days left, and a correction over someone else's is refused
 * with a clear message (ADR 0063, ADR 0068). 360 × 740.
 */
test.use({ viewport: { width: 360, height: 740 } });

test('feed bought offline is sent once; a correction moves days left and never overwrites', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const { token, farmerId } = await signUpFarmer(page, {
    firstName: 'Zainab',
    lastName: 'Garba',
    password: 'poultry-pass-2',
  });
  // Through the `request` fixture: its own connection, which the page's offline mode leaves up.
  const api = farmerApi(request, token);
  await broilersFedTwoBagsADay(api, farmerId, { batch: 'Broilers – April', section: 'House B' });

  await page.goto('/farmer/stock');
  await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
  const status = page.getByRole('status', { name: 'Network and sync status' });
  await expect(status).toHaveText('Online');

  // The network dies; ten 25 kg bags are bought through the form all the same.
  await context.setOffline(true);
  await expect(status).toContainText('Offline');
  await buyFeedInForm(page, { item: 'Broiler starter', quantity: '10', cost: '150,000' });
  await expect(page.getByText('Saved on this phone', { exact: true })).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Not yet synced' }).getByRole('listitem');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText('Broiler starter ·');
  await expect(waiting).toContainText('Purchase: 10 bags · ₦150,000');
  await expect(waiting).toContainText('Waiting to sync');
  await expect(status).toContainText('Waiting to sync: 1');
  await page.screenshot({ path: '/tmp/stock-offline-waiting.png', fullPage: true });
  expect((await api('GET', `/farmers/${farmerId}/stock`)).purchases).toHaveLength(0);

  // Back online: it goes by itself, once, marked as sent from the outbox.
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  const card = page.getByRole('list', { name: 'Stock' }).getByRole('listitem');
  await expect(card).toContainText('5 days left');
  const stock = await api('GET', `/farmers/${farmerId}/stock`);
  expect(stock.purchases).toHaveLength(1);
  expect(stock.purchases[0]).toMatchObject({ quantity: 10, channel: 'offline', version: 1 });

  // It was twelve bags: corrected, 300 kg at 50 kg a day is 6 days.
  const correct = page.getByRole('button', { name: /^Correct Broiler starter/ });
  await correct.click();
  const dialog = page.getByRole('dialog', { name: 'Correct a purchase' });
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('12');
  await dialog.getByRole('textbox', { name: 'Total cost (₦)' }).fill('180000');
  await dialog.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText('Purchase corrected')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('6 days left');

  // Someone else corrects it to 8 bags meanwhile; this page still holds the version before.
  await api('PATCH', `/stock/purchases/${stock.purchases[0].id}`, { version: 2, quantity: 8 });
  await correct.click();
  await dialog.getByRole('textbox', { name: 'Supplier' }).fill('Vital Feeds, Kaduna');
  await dialog.getByRole('button', { name: 'Save correction' }).click();
  await expect(
    dialog.getByText(
      'Someone else changed this purchase after it was opened here. Look at it again, then correct it.',
    ),
  ).toBeVisible();
  // The form now shows their 8 bags and both corrections in the history, nothing overwritten.
  await expect(dialog.getByRole('textbox', { name: 'Quantity' })).toHaveValue('8');
  await expect(
    dialog.getByRole('list', { name: 'Changes to this purchase' }).locator('> li'),
  ).toHaveCount(2);
  await page.screenshot({ path: '/tmp/stock-offline-conflict.png', fullPage: true });
  const after = await api('GET', `/farmers/${farmerId}/stock`);
  expect(after.purchases[0]).toMatchObject({ quantity: 8, supplier: null, version: 3 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toContainText('4 days left');
});

test('a vaccine given from stock takes its vials off the medicine on hand', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, farmerId } = await signUpFarmer(page, {
    firstName: 'Ngozi',
    lastName: 'Okafor',
    password: 'poultry-pass-3',
  });
  const api = farmerApi(request, token);
  const { batchId } = await layersWithLasota(api, farmerId);

  await page.goto(`/farmer/batch/${batchId}`);
  const lasota = page.locator('li[data-status]').filter({ hasText: 'Newcastle (Lasota) due' });
  await lasota.getByRole('button', { name: 'Vaccination given' }).click();
  await page.getByRole('button', { name: 'Given from stock' }).click();
  await page.getByRole('option', { name: 'Lasota (3 vials on hand)' }).click();
  await page.getByRole('textbox', { name: 'Quantity used (vials)' }).fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Recorded as given')).toBeVisible();

  // One vial is left: less than the two just given, so it is low.
  await page.goto('/farmer/stock');
  const card = page
    .getByRole('list', { name: 'Stock' })
    .getByRole('listitem')
    .filter({ hasText: 'Lasota' });
  await expect(card).toContainText('1 vials on hand');
  await expect(card).toContainText('Low');
  await page.screenshot({ path: '/tmp/stock-offline-medicine.png', fullPage: true });
  const stock = await api('GET', `/farmers/${farmerId}/stock`);
  expect(stock.items).toEqual([expect.objectContaining({ item: 'Lasota', onHand: 1, low: true })]);
});

test("an agent's purchase saved offline for a farmer is listed under that farmer's name", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill('08030000002');
  await page.getByRole('textbox', { name: 'Password' }).fill('kiwo-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state.token as string,
  );
  const farmers = await (
    await page.request.get('/api/users/farmers/by-agent', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const farmer = farmers.data[0] as { _id: string; firstName: string; lastName: string };
  const name = `${farmer.firstName} ${farmer.lastName}`;

  await page.goto(`/agent/farmer/${farmer._id}/stock`);
  await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
  await context.setOffline(true);
  await buyFeedInForm(page, { item: 'Layer mash', quantity: '4', cost: '60000' });
  await expect(page.getByText('Saved on this phone', { exact: true })).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Not yet synced' }).getByRole('listitem');
  await expect(waiting).toHaveCount(1);
  await expect(waiting.getByText(`${name} › Layer mash ·`)).toBeVisible();
  await page.screenshot({ path: '/tmp/stock-offline-agent.png', fullPage: true });
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Purchases' })).toContainText('Layer mash');
});
