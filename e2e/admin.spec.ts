import { expect, test } from '@playwright/test';

const uniquePhone = () => `0703${String(Date.now()).slice(-7)}`;

test('a USSD session records deaths for the demo farmer; an admin sees it in USSD events', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sessionId = `e2e-${Date.now()}`;
  let screen = '';
  for (const text of ['', '1', '1*1', '1*1*1', '1*1*1*2', '1*1*1*2*1']) {
    const res = await page.request.post('/api/ussd', {
      form: { sessionId, serviceCode: '*347*754#', phoneNumber: '+2348030000001', text },
    });
    expect(res.status()).toBe(200);
    screen = await res.text();
    expect(screen.length).toBeLessThanOrEqual(160);
  }
  expect(screen).toMatch(/^END Saved\./);

  await page.goto('/signup');
  await page.getByText('Kiwo staff').click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Bola');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Admin');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(uniquePhone());
  await page.getByRole('textbox', { name: 'Email' }).fill(`bola.${Date.now()}@kiwo.ng`);
  await page.getByRole('textbox', { name: 'Password' }).fill('admin-secret-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-admin-email\?/);
  const code = (await page.getByTestId('dev-otp').textContent())?.match(/\d{6}/)?.[0] ?? '';
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Farmers active in the last 7 days')).toBeVisible();

  await page.goto('/admin/ussd-events');
  await page.getByRole('searchbox', { name: 'Search by phone or session' }).fill(sessionId);
  await expect(page.getByRole('cell', { name: '1*1*1*2*1' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'saved', exact: true })).toBeVisible();

  await page.goto('/admin/farmers');
  await page.getByRole('searchbox', { name: 'Search by name, phone, email or farm' }).fill('Amina');
  await expect(page.getByRole('rowheader', { name: 'Amina Bello' })).toBeVisible();
});
