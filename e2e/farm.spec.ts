import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { fillDate } from './support/date-field';

const lagosDay = (offset: number) => {
  const day = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(day);
};

const signUpFarmer = async (page: Page) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First name' }).fill('Musa');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Danjuma');
  await page
    .getByRole('textbox', { name: 'Phone number' })
    .fill(`0806${String(Date.now()).slice(-7)}`);
  await page.getByRole('textbox', { name: 'Password' }).fill('poultry-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
};

test('a farmer keeps a week of broiler records and sees the figures the spec defines', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpFarmer(page);

  // A pen, then a batch of 500 broilers in the default pen made at signup.
  await page.goto('/farmer/batch');
  await page.getByRole('textbox', { name: 'Pen name' }).fill('Pen 2');
  await page.getByRole('button', { name: 'Create pen' }).click();
  await expect(page.getByText('Pen created')).toBeVisible();
  await page.getByRole('textbox', { name: 'Batch name' }).fill('Broilers – test week');
  await page.getByRole('button', { name: 'Create batch' }).click();
  await page.getByRole('link', { name: 'Open Broilers – test week' }).click();
  await page.getByRole('textbox', { name: 'Section name' }).fill('House A');
  await page.getByRole('textbox', { name: 'Number of animals' }).fill('500');
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(page.getByText('500 alive now')).toBeVisible();

  // Seven days: 2 deaths a day, 50 kg of feed; a sale of 12 birds for ₦48,000 on the last day.
  await page.getByRole('link', { name: 'Record today’s data' }).click();
  for (let offset = -6; offset <= 0; offset++) {
    await fillDate(page, 'Date', lagosDay(offset));
    await page.getByRole('textbox', { name: 'Deaths' }).fill('2');
    await page.getByRole('textbox', { name: 'Feed (kg)' }).fill('50');
    if (offset === 0) {
      await page.getByRole('textbox', { name: 'Sales (₦)' }).fill('48000');
      await page.getByRole('textbox', { name: 'Number sold' }).fill('12');
    }
    await page.getByRole('button', { name: 'Save record' }).click();
    await expect(page.getByText('Record saved')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
  }
  // 500 − 14 deaths − 12 sold.
  await expect(page.getByText('474 alive now')).toBeVisible();

  // A record that would leave fewer than 0 animals is refused and changes nothing.
  await page.getByRole('textbox', { name: 'Deaths' }).fill('9999');
  await page.getByRole('button', { name: 'Save record' }).click();
  await expect(page.getByText(/fewer than 0 animals/).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('474 alive now')).toBeVisible();
  await page.getByRole('textbox', { name: 'Deaths' }).fill('two');
  await page.getByRole('button', { name: 'Save record' }).click();
  await expect(page.getByText('Enter a whole number, 0 or more').first()).toBeVisible();

  // Dashboard: live count, deaths, sales and the mortality rate: deaths ÷ animals placed
  // (14 / 500 = 2.8 %).
  await page.goto('/farmer/dashboard');
  const stat = (label: string) =>
    page.locator('dl').filter({ has: page.getByText(label, { exact: true }) });
  await expect(stat('Live animals')).toContainText('474');
  await expect(stat('Deaths (30 days)')).toContainText('14');
  await expect(stat('Sales (30 days)')).toContainText('₦48,000');
  await expect(stat('Mortality rate')).toContainText('2.8%');
  await expect(stat('Sales (30 days)')).toContainText('New');

  // History and CSV export with the spec §3 columns.
  await page.goto('/farmer/batch');
  await page.getByRole('link', { name: 'Open Broilers – test week' }).click();
  await page.getByRole('link', { name: 'See history' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const [header, ...lines] = readFileSync(file, 'utf8').trim().split('\n');
  expect(header).toBe(
    'Date,Section,Feed Amount (kg),Feed Type,Water Consumption (L),Health Status,Temperature (°C),Weather,Mortality,New Births,Weight (kg),Culling,Sales (NGN),Expenses (NGN),Number Sold,Notes,Medication Given,Vaccination,Eggs Collected,Eggs Cracked,Milk (L),Cause of Death,Culling Reason,Entered By,Channel',
  );
  expect(lines).toHaveLength(7);
  // Who made each day's last change, and through which channel (ADR 0026).
  expect(lines.every((line) => line.endsWith(',Musa Danjuma (farmer),web'))).toBe(true);
});

test('another farmer’s batch is not reachable', async ({ page, request }) => {
  await signUpFarmer(page);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state.token as string,
  );
  const other = await request.get('/api/pen/farmer/00000000-0000-4000-8000-000000000000', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect([403, 404]).toContain(other.status());
});

test('a layer farmer sees the vaccination due by the flock’s age and records it given', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpFarmer(page);
  // Day-old layers placed 21 days ago: Newcastle (Lasota) is due today (ADR 0056).
  await page.goto('/farmer/batch');
  await page.getByRole('textbox', { name: 'Batch name' }).fill('Layers – pullets');
  await fillDate(page, 'Date placed', lagosDay(-21));
  await page.getByRole('button', { name: 'Create batch' }).click();
  await expect(page.getByText(/21 days old today/)).toBeVisible();
  await page.getByRole('link', { name: 'Open Layers – pullets' }).click();
  await page.getByRole('textbox', { name: 'Section name' }).fill('Layer house');
  await page.getByRole('button', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Layer' }).click();
  await page.getByRole('textbox', { name: 'Number of animals' }).fill('1000');
  await page.getByRole('button', { name: 'Add section' }).click();
  // The section's card is a list item too: the tasks are the items with a status.
  const task = (text: string) => page.locator('li[data-status]').filter({ hasText: text });
  const lasota = task('Newcastle (Lasota) due');
  await expect(lasota).toBeVisible();
  await page.screenshot({ path: '.reports/e2e-health-due.png', fullPage: true });

  // The reminder arrives once, in the notifications.
  await page.goto('/farmer/notifications');
  await expect(page.getByText(/Newcastle \(Lasota\) for Layer house/)).toBeVisible();

  // "Vaccination given" clears it and fills the day's record.
  await page.goBack();
  await lasota.getByRole('button', { name: 'Vaccination given' }).click();
  await page.getByRole('textbox', { name: 'Batch number on the label' }).fill('NV-2611');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Recorded as given')).toBeVisible();
  await expect(task('Newcastle (Lasota) given')).toBeVisible();
  await expect(page.getByText('Newcastle (Lasota) due')).toHaveCount(0);
  await page.screenshot({ path: '.reports/e2e-health-given.png', fullPage: true });
});
