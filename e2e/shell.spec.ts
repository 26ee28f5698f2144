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
  // A full page load of the prerendered landing page, not a screen of the app (ADR 0033).
  await expect(page.locator('#root')).toHaveCount(0);
});

test('"Go Back" on a 404 opened from elsewhere stays in Kiwo', async ({ page }) => {
  await page.goto('about:blank');
  await page.goto('/no/such/page');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('a used or expired reset link offers to send a new one', async ({ page }) => {
  await page.goto('/resetpassword/not-a-real-token');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-pass-123');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('new-pass-123');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a signed-out visit to a farmer page lands on /login', async ({ page }) => {
  await page.goto('/farmer/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  // Log in / Get Started are hidden on the login page (spec §2 Navbar).
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
});

const HEADLINES = {
  Hausa: ['ha', 'Ajiye bayanan gonarku. Bunƙasa gonarku.'],
  Yorùbá: ['yo', 'Tọ́jú àkọsílẹ̀ oko rẹ. Mú kí oko rẹ gbèrú.'],
  Igbo: ['ig', 'Debe ndekọ ugbo gị. Mee ka ugbo gị too.'],
  English: ['en', 'Keep your farm records. Grow your farm.'],
} as const;

test('each language applies at once, sets <html lang> and survives a reload', async ({ page }) => {
  await page.goto('/');
  for (const [name, [code, headline]] of Object.entries(HEADLINES)) {
    // A marker on the window: the switch swaps the page in place, it does not reload it.
    await page.evaluate(() => Object.assign(window, { kiwoMarker: true }));
    await page.getByRole('button', { name: /Language|Harshe|Èdè|Asụsụ/ }).click();
    await page.getByRole('menuitemradio', { name }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    expect(await page.evaluate(() => 'kiwoMarker' in window)).toBe(true);
    await expect(page.getByRole('button', { name: /Language|Harshe|Èdè|Asụsụ/ })).toBeFocused();
    // The server sends the chosen language from then on (the cookie mirrors the choice).
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  }
});

test('the navbar keeps to one line on a 360 px phone in every language', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const code of ['en', 'ha', 'yo', 'ig']) {
    for (const path of [`/?lang=${code}`, '/privacy-policy']) {
      await page.evaluate((lang) => localStorage.setItem('language', lang), code).catch(() => {});
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      const bar = page.getByRole('banner').first();
      // One row of 44 px controls plus padding; a wrapped bar is at least twice that.
      expect((await bar.boundingBox())?.height).toBeLessThan(70);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    }
  }
});
