import { expect, test } from '@playwright/test';

const subscribeCalls = (page: import('@playwright/test').Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/newsletter/subscribe')) calls.push(request.postData() ?? '');
  });
  return calls;
};

test('an invalid email gets the destructive toast and never reaches the server', async ({
  page,
}) => {
  const calls = subscribeCalls(page);
  await page.goto('/');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Invalid Email')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await email.fill('   ');
  await email.press('Enter');
  await expect(page.getByText('Invalid Email')).toBeVisible();
  expect(calls).toEqual([]);
});

test('a valid email is stored once: success, then "already subscribed"', async ({ page }) => {
  const calls = subscribeCalls(page);
  const address = `ada.${Date.now()}@example.ng`;
  await page.goto('/');
  // The prerendered page and its island (ADR 0014), the only landing page: no React app.
  await expect(page.locator('#root')).toHaveCount(0);
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill(address);
  const stored = page.waitForResponse('**/api/newsletter/subscribe');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const response = await stored;
  expect(response.request().method()).toBe('POST');
  expect(response.request().postDataJSON()).toEqual({ email: address });
  expect(response.status()).toBe(201);
  await expect(page.getByText('Successfully Subscribed!')).toBeVisible();
  await expect(page.getByText('You have successfully subscribed to our newsletter')).toBeVisible();
  await expect(email).toHaveValue('');

  await email.fill(address.toUpperCase());
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Already subscribed')).toBeVisible();
  expect(calls).toHaveLength(2);
});

test('controls are disabled and say "Subscribing..." while the request is pending', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/newsletter/subscribe', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email address' }).fill(`slow.${Date.now()}@example.ng`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  release();
  await expect(page.getByText('Successfully Subscribed!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('a server failure gets the "Subscription Error" toast', async ({ page }) => {
  await page.route('**/api/newsletter/subscribe', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        message: 'Service unavailable',
        error: 'Database is unavailable',
      }),
    }),
  );
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email address' }).fill('ada@example.ng');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscription Error')).toBeVisible();
  await expect(page.getByText('Database is unavailable')).toBeVisible();
});
