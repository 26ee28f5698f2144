import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with its two ways out', async ({ page }) => {
  await page.goto('/');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/still/missing');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Keep your farm records. Grow your farm.',
  );
});

test('a signed-out visit to a farmer page lands on /login', async ({ page }) => {
  await page.goto('/farmer/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  // Log in / Get Started are hidden on the login page (spec §2 Navbar).
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
});

const HEADLINES = {
  Hausa: ['ha', 'Ajiye bayanan gonarka. Bunƙasa gonarka.'],
  Yorùbá: ['yo', 'Tọ́jú àkọsílẹ̀ oko rẹ. Mú kí oko rẹ gbèrú.'],
  Igbo: ['ig', 'Debe ndekọ ugbo gị. Mee ka ugbo gị too.'],
  English: ['en', 'Keep your farm records. Grow your farm.'],
} as const;

test('each language applies at once, sets <html lang> and survives a reload', async ({ page }) => {
  await page.goto('/');
  for (const [name, [code, headline]] of Object.entries(HEADLINES)) {
    await page.getByRole('button', { name: /Language|Harshe|Èdè|Asụsụ/ }).click();
    await page.getByRole('menuitemradio', { name }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  }
});
