import { expect, type Page, test } from '@playwright/test';
import { fillDate } from './support/date-field';
import { lagosDay, signUpFarmer } from './support/new-farmer';

// A layer farmer's eggs, lay rate and its drop alert, on a 360 × 740 phone (ADR 0059).

test.use({ viewport: { width: 360, height: 740 } });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/farm-production-${name}.png`, fullPage: true });

test('900 eggs from 1,000 hens shows 90 %, and a drop to 75 % alerts the farmer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpFarmer(page, { firstName: 'Hauwa', lastName: 'Sani', password: 'layers-pass-1' });
  await page.goto('/farmer/batch');
  await page.getByRole('textbox', { name: 'Batch name' }).fill('Layers in lay');
  await page.getByRole('button', { name: 'Create batch' }).click();
  await page.getByRole('link', { name: 'Open Layers in lay' }).click();
  await page.getByRole('textbox', { name: 'Section name' }).fill('Layer house');
  await page.getByRole('button', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Layer' }).click();
  await page.getByRole('textbox', { name: 'Number of animals' }).fill('1000');
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(page.getByText('1000 alive now')).toBeVisible();

  // Yesterday: 900 eggs, 10 cracked — the box says the crates as the farmer types.
  await page.getByRole('link', { name: 'Record today’s data' }).click();
  await fillDate(page, 'Date', lagosDay(-1));
  const eggs = page.getByRole('textbox', { name: 'Eggs collected' });
  await eggs.fill('900');
  await expect(page.getByText('30 crates + 0')).toBeVisible();
  // More cracked eggs than collected is refused in the farmer's words before anything is sent.
  await page.getByRole('textbox', { name: 'Cracked or rejected eggs' }).fill('901');
  await page.getByRole('button', { name: 'Save record' }).click();
  await expect(
    page.getByText('Cracked eggs cannot be more than the eggs collected').first(),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Cracked or rejected eggs' }).fill('10');
  await shot(page, 'form');
  await page.getByRole('button', { name: 'Save record' }).click();
  await expect(page.getByText('Record saved')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  // Today: 750 eggs and 3 deaths from heat.
  await fillDate(page, 'Date', lagosDay(0));
  await eggs.fill('750');
  await page.getByRole('textbox', { name: 'Deaths' }).fill('3');
  await page.getByRole('button', { name: /Cause of death/ }).click();
  await page.getByRole('option', { name: 'Heat' }).click();
  await page.getByRole('button', { name: 'Save record' }).click();
  await expect(page.getByText('Record saved')).toBeVisible();

  // The batch: 75 % now, the fall from 90 % said first, deaths by cause.
  await page.goto('/farmer/batch');
  await page.getByRole('link', { name: 'Open Layers in lay' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'fell from 90% to 75%' })).toBeVisible();
  await expect(page.getByText(/750 eggs from 1,000 hens/)).toBeVisible();
  await page
    .getByRole('figure', { name: 'Lay rate by day, in percent' })
    .getByRole('button', { name: 'Show as table' })
    .click();
  await expect(page.getByRole('row', { name: /90%/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /75%/ })).toBeVisible();
  await page
    .getByRole('figure', { name: 'Deaths of this batch by cause' })
    .getByRole('button', { name: 'Show as table' })
    .click();
  await expect(page.getByRole('row', { name: 'Heat 3' })).toBeVisible();
  await shot(page, 'batch');

  // The alert reached the farmer once.
  await page.goto('/farmer/notifications');
  await expect(page.getByText('Lay rate dropped')).toHaveCount(1);
  await expect(page.getByText(/Lay rate in Layer house fell from 90% to 75%/)).toBeVisible();
  await shot(page, 'notifications');

  // The dashboard shows the farm's lay rate and the drop.
  await page.goto('/farmer/dashboard');
  await expect(page.getByText('Lay rate dropped: 90% → 75%')).toBeVisible();
  await shot(page, 'dashboard');

  // The assistant answers "my farm" from the same figures (ADR 0047).
  await page.getByRole('button', { name: 'AI farming assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI farming assistant' });
  const question = panel.getByRole('textbox', { name: 'Your question' });
  await question.fill('How is my laying?');
  await question.press('Enter');
  const answer = panel
    .getByRole('log', { name: 'Conversation' })
    .getByRole('listitem')
    .filter({ hasText: 'lay rate 75%' });
  await expect(answer).toContainText('750 eggs from 1,000 hens');
  await expect(answer).toContainText('from 90% to 75%');
  await shot(page, 'assistant');

  // In Hausa: the form's egg boxes and the batch's lay rate in the farmer's words.
  await page.goto('/farmer/batch');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitemradio', { name: /Hausa/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await page.getByRole('link', { name: 'Buɗe Layers in lay' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'ya sauka daga 90% zuwa 75%' }),
  ).toBeVisible();
  await expect(page.getByText(/Kwai 750 daga kaji 1,000/)).toBeVisible();
  await shot(page, 'batch-ha');
  await page
    .getByRole('link', { name: /Rubuta/ })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: 'Kwan da aka tattara' })).toBeVisible();
  await shot(page, 'form-ha');
});
