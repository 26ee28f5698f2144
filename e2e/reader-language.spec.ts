import { expect, test } from '@playwright/test';
import { lagosDay, signUpFarmer } from './support/new-farmer';

/**
 * A farmer who switches to Hausa reads Hausa everywhere the app writes for them: the months of
 * the dates on their screens (the same names as the DatePicker's calendar and their SMS, not
 * the browser's English ones) and the stock form's unit, which follows the language until they
 * type their own.
 */
const MONTHS = {
  en: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
  ha: 'Jan Fab Mar Afi May Yun Yul Agu Sat Okt Nuw Dis'.split(' '),
};
const dayIn = (locale: keyof typeof MONTHS, day: string) => {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return `${dayOfMonth} ${MONTHS[locale][month - 1]} ${year}`;
};

test('after a switch to Hausa, dates and the stock unit read in Hausa', async ({ page }) => {
  test.setTimeout(120_000);
  const { token, farmerId } = await signUpFarmer(page, {
    firstName: 'Hauwa',
    lastName: 'Sani',
    password: 'poultry-pass-1',
  });
  const day = lagosDay(-40);
  const res = await page.request.post(`/api/farmers/${farmerId}/stock/purchases`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      kind: 'medicine',
      item: 'Lasota',
      quantity: 1,
      unit: 'vial',
      cost: 3000,
      purchasedOn: day,
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto('/farmer/stock');
  await expect(page.getByRole('textbox', { name: 'Unit', exact: true })).toHaveValue('bags');
  await expect(page.getByRole('table', { name: 'Purchases' })).toContainText(dayIn('en', day));

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Hausa' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expect(page.getByRole('textbox', { name: 'Ma’auni', exact: true })).toHaveValue('buhu');
  await expect(page.getByRole('table', { name: 'Sayayya' })).toContainText(dayIn('ha', day));
  await page.screenshot({ path: '/tmp/polish-hausa-stock.png', fullPage: true });

  // A unit the farmer typed stays theirs through a switch back to English.
  await page.getByRole('textbox', { name: 'Ma’auni', exact: true }).fill('kwalba');
  await page.getByRole('button', { name: /^Harshe/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('textbox', { name: 'Unit', exact: true })).toHaveValue('kwalba');
});

/**
 * An agent's own strings come with the agent's area, not with the browser's dictionary
 * (ADR 0076): a switch on an agent screen brings them in Hausa too,
 * and the report types shared with farmers' notifications stay in the shared dictionary.
 */
test('an agent who switches to Hausa reads the agent screens in Hausa', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill('08030000002');
  await page.getByRole('textbox', { name: 'Password' }).fill('kiwo-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: 'Hausa' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expect(page.getByRole('tab', { name: 'Taƙaitawa' })).toBeVisible();
  await page.getByRole('tab', { name: 'Rahotanni' }).click();
  await expect(page).toHaveURL(/\/agent\/reports$/);
  // A report type (shared with farmers' notifications), in Hausa.
  await page.getByRole('button', { name: /Irin rahoto/ }).click();
  await expect(page.getByRole('option', { name: 'Ziyarar gona' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Back to English for the other tests of this demo agent.
  await page.getByRole('button', { name: /^Harshe/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
});
