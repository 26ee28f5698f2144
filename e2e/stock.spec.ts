import { expect, test } from '@playwright/test';
import { signUpFarmer } from './support/new-farmer';
import { broilersFedTwoBagsADay, buyFeedInForm, farmerApi } from './support/stock';

/**
 * Stock and a batch's profit and loss, on a 360 × 740 phone (ADR 0063):
 * a farmer who fed two bags a day buys ten bags and sees "5 days left"; the batch's profit and
 * loss adds up by hand, prints, and is shared read-only with a link that stops when told.
 */
test.use({ viewport: { width: 360, height: 740 } });

test('ten bags at two bags a day last 5 days; the batch P&L adds up, prints and is shared', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const { token, farmerId } = await signUpFarmer(page, {
    firstName: 'Musa',
    lastName: 'Danjuma',
    password: 'poultry-pass-1',
  });
  const api = farmerApi(page.request, token);
  // 100 broilers; two bags (50 kg) of starter a day on the two days before the purchase.
  const { batch } = await broilersFedTwoBagsADay(
    api,
    farmerId,
    { batch: 'Broilers – March', section: 'House A' },
    [
      { expenses: 2000, mortality: 2 },
      { salesNaira: 160000, numberSold: 40, weight: 2.5 },
    ],
  );

  // Ten 25 kg bags, bought through the form.
  await page.goto('/farmer/stock');
  await buyFeedInForm(page, {
    item: 'Broiler starter',
    quantity: '10',
    cost: '150,000',
    supplier: 'Vital Feeds, Kaduna',
  });
  await expect(page.getByText('Purchase saved')).toBeVisible();
  const card = page.getByRole('list', { name: 'Stock' }).getByRole('listitem');
  await expect(card).toContainText('5 days left');
  await expect(card).toContainText('10 bags (250 kg) on hand · 50 kg a day');
  await expect(page.getByRole('table', { name: 'Purchases' })).toContainText('Musa Danjuma');
  await page.screenshot({ path: '/tmp/farm-stock-stock.png', fullPage: true });

  // The chicks and a vaccine, bought for this batch.
  await api('POST', `/farmers/${farmerId}/stock/purchases`, {
    kind: 'animals',
    item: 'Day-old chicks',
    quantity: 100,
    unit: 'bird',
    cost: 50000,
    batchId: batch.id,
  });
  await api('POST', `/farmers/${farmerId}/stock/purchases`, {
    kind: 'medicine',
    item: 'Lasota',
    quantity: 1,
    unit: 'vial',
    cost: 3000,
    batchId: batch.id,
  });

  // By hand: 50,000 + 100 kg × ₦600 + 3,000 + 2,000 = 115,000 against 160,000: 45,000.
  await page.goto(`/farmer/batch/${batch.id}`);
  await page.getByRole('link', { name: 'Profit and loss' }).click();
  const table = page.getByRole('table', { name: 'Profit and loss' });
  const line = (name: string | RegExp) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(line('Animals bought')).toContainText('₦50,000');
  await expect(line('Feed used 100 kg at purchase price')).toContainText('₦60,000');
  await expect(line('Medicine')).toContainText('₦3,000');
  await expect(line('Other expenses')).toContainText('₦2,000');
  await expect(line('Total cost')).toContainText('₦115,000');
  await expect(line('Sales')).toContainText('₦160,000');
  await expect(line('Profit')).toContainText('₦45,000');
  await expect(line('Profit per animal placed')).toContainText('₦450');
  await expect(line('Cost per animal placed')).toContainText('₦1,150');
  await expect(line('Cost per kg of live weight Live weight 245 kg')).toContainText('₦469.39');
  await page.screenshot({ path: '/tmp/farm-stock-report.png', fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: '/tmp/farm-stock-report.pdf', format: 'A4' });
  await page.emulateMedia({ media: 'screen' });

  // Shared read-only with the name, opened without an account, then stopped.
  await page.getByText('Show my name on the report').click();
  await expect(page.getByRole('checkbox', { name: 'Show my name on the report' })).toBeChecked();
  await page.getByRole('button', { name: 'Create link' }).click();
  const url = await page.getByRole('textbox', { name: 'Copy link' }).inputValue();
  expect(url).toMatch(/\/shared\/report\/[A-Za-z0-9_-]{40,}$/);
  const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const vet = await visitor.newPage();
  await vet.goto(url);
  await expect(vet.getByText('Shared by Musa Danjuma')).toBeVisible();
  await expect(
    vet
      .getByRole('table', { name: 'Profit and loss' })
      .getByRole('row')
      .filter({ has: vet.getByRole('rowheader', { name: 'Profit', exact: true }) }),
  ).toContainText('₦45,000');
  await expect(vet.getByRole('button', { name: 'Create link' })).toHaveCount(0);
  await vet.screenshot({ path: '/tmp/farm-stock-shared.png', fullPage: true });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Link stopped')).toBeVisible();
  await vet.reload();
  await expect(vet.getByText('This link has ended or was stopped.')).toBeVisible();
  await visitor.close();
});
