import { expect, type Page, test } from '@playwright/test';

/**
 * ADR 0020: on a repeat visit the service worker paints the screen as the farmer last
 * saw it (an inert copy inside #root) while the app starts, the app then replaces it with the
 * live screen; after sign-out no copy is painted again.
 */

const PASSWORD = 'snapshot-pass-1';

async function signUp(page: Page) {
  const phone = `0809${String(Date.now()).slice(-7)}`;
  const response = await page.request.post('/api/auth/register', {
    data: { firstName: 'Ngozi', lastName: 'Eze', phone, password: PASSWORD, role: 'farmer' },
  });
  expect(response.status()).toBe(201);
  return phone;
}

/** The HTML the navigation to `path` was answered with (the worker's, once it controls). */
async function documentOf(page: Page, path: string) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().isNavigationRequest() && r.url().endsWith(path)),
    page.goto(path),
  ]);
  return response.text();
}

test('a repeat visit paints the last-seen screen first, the app replaces it, sign-out forgets it', async ({
  page,
}) => {
  const phone = await signUp(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill(phone);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller?.scriptURL.endsWith('/sw.js'),
    null,
    { timeout: 60_000 },
  );

  // Controlled now: the screen shown for a while is kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your farm today' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => caches.has('kiwo-snapshots-v1')), { timeout: 15_000 })
    .toBe(true);
  await expect
    .poll(
      async () =>
        page.evaluate(async () => {
          const cache = await caches.open('kiwo-snapshots-v1');
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }),
      { timeout: 15_000 },
    )
    .toContain('/__kiwo/snapshot/farmer/dashboard');

  // The next visit's HTML carries the copy, inert, with the shell's scripts after it.
  const html = await documentOf(page, '/farmer/dashboard');
  expect(html).toContain('<div id="root"><div inert data-kiwo-snapshot>');
  expect(html).toContain('Your farm today');
  expect(html.indexOf('data-kiwo-snapshot')).toBeLessThan(html.indexOf('<script type="module"'));
  // The app takes over: one live heading, no copy left, and the page works.
  await expect(page.locator('[data-kiwo-snapshot]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Your farm today' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Records' }).first().click();
  await expect(page).toHaveURL(/\/farmer\/records$/);

  // Sign-out forgets every copy: the next visit of a farm page paints none.
  await page.getByRole('button', { name: /Ngozi Eze/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => caches.has('kiwo-snapshots-v1'))).toBe(false);
  expect(await documentOf(page, '/farmer/dashboard')).not.toContain('data-kiwo-snapshot');
});
