import { expect, type Page, test } from '@playwright/test';

/** A phone number no other run or seeded account uses. */
const uniquePhone = () => `0803${String(Date.now()).slice(-7)}`;

const login = async (page: Page, identifier: string, password: string) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
};

test('a farmer signs up, lands on the dashboard, logs out to /login', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First name' }).fill('Zainab');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Bello');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(uniquePhone());
  await page.getByRole('textbox', { name: 'Password' }).fill('farm-secret-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
  await page.getByRole('button', { name: 'Zainab Bello' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/farmer/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('signup refuses bad input with clear messages and creates nothing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/auth/register') && calls.push(r.url()));
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('12345');
  await page.getByRole('textbox', { name: 'Password' }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields' }),
  ).toBeVisible();
  await expect(
    page.getByText('Enter a Nigerian phone number, for example 0803 123 4567').first(),
  ).toBeVisible();
  await expect(page.getByText('Use at least 8 characters').first()).toBeVisible();
  expect(calls).toEqual([]);
});

test('an admin signs up with a work email, enters the emailed code, lands on /admin/dashboard', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByText('Kiwo staff').click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Tunde');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Ade');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(uniquePhone());
  await page.getByRole('textbox', { name: 'Email' }).fill(`tunde.${Date.now()}@kiwo.ng`);
  await page.getByRole('textbox', { name: 'Password' }).fill('admin-secret-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-admin-email\?/);
  // The e2e server runs with DEV_SHOW_CODES=true (playwright.config.ts): the page shows the code.
  const code = (await page.getByTestId('dev-otp').textContent())?.match(/\d{6}/)?.[0] ?? '';
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a farmer opening an admin page lands on their own dashboard', async ({ page }) => {
  await login(page, '08030000001', 'kiwo-demo-2026');
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
});

test('a wrong password gets the same message as an unknown account', async ({ page }) => {
  await login(page, '08030000001', 'not-the-password');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong phone/email or password' }),
  ).toBeVisible();
  await login(page, '08039999999', 'not-the-password');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong phone/email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
