import { expect, type Page, test } from '@playwright/test';

/*
 * ADR 0025 in the browser: a login phone changes only with the code sent to the new number (the
 * e2e server runs with DEV_SHOW_CODES=true, so the page shows the code it "sent"), and deleting
 * an account asks for the password.
 */

const login = async (page: Page, identifier: string, password: string) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
};

const stamp = String(Date.now()).slice(-7);

test('an agent changes a farmer’s phone: it waits for the new phone’s code', async ({ page }) => {
  await login(page, '08030000002', 'kiwo-demo-2026');
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  await page.getByRole('tab', { name: 'Farmers' }).click();
  await page.getByRole('searchbox', { name: 'Search farmers' }).fill('Musa');
  await page.getByRole('link', { name: 'Musa Ibrahim', exact: true }).click();
  const newPhone = `0817${stamp}`;
  await page.getByRole('textbox', { name: 'Phone number' }).fill(newPhone);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByText(/We sent a code to the new number .* and told the old one/),
  ).toBeVisible();
  // Until the code is entered the old number is still the one shown.
  await expect(page.getByText(/\+2348030000004/).first()).toBeVisible();
  const code =
    (await page.getByTestId('dev-otp-contact-phone').textContent())?.match(/\d{6}/)?.[0] ?? '';
  await page.getByRole('textbox', { name: /^Code sent to/ }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: the new contact is now the login')).toBeVisible();
  await expect(page.getByText(`+234${newPhone.slice(1)}`).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/contact-change-agent.png', fullPage: true });
});

test('a farmer changes their own phone in Settings, then deletes the account with the password', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First name' }).fill('Bisi');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Ade');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(`0816${stamp}`);
  await page.getByRole('textbox', { name: 'Password' }).fill('bisi-secret-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);

  await page.goto('/farmer/settings');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(`0815${stamp}`);
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByRole('button', { name: 'Save changes' }).click();
  const code =
    (await page.getByTestId('dev-otp-contact-phone').textContent())?.match(/\d{6}/)?.[0] ?? '';
  await page
    .getByRole('textbox', { name: /^Code sent to/ })
    .fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Incorrect code/).first()).toBeVisible();
  await page.getByRole('textbox', { name: /^Code sent to/ }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: the new contact is now the login')).toBeVisible();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('Password is incorrect').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/delete-account-password.png' });
  await dialog.getByLabel('Your password').fill('bisi-secret-1');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/login\?deleted=true$/);
  await login(page, `0815${stamp}`, 'bisi-secret-1');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong phone/email or password' }),
  ).toBeVisible();
});
