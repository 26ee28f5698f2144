import { type Browser, expect, type Page, test } from '@playwright/test';

// The admin console and USSD (ADRs 0015, 0027), tried as a new user would: a USSD session records a
// day's deaths for the demo farmer and their dashboard shows it; the farmer submits a NIN and asks
// a vet (with a photo); a new admin finds the session in USSD events, approves the NIN and answers
// the vet request; the farmer sees both notifications and the answer. Farmers and agents get 403
// from admin routes.

const uniquePhone = () => `0703${String(Date.now()).slice(-7)}`;
const DEMO_PASSWORD = 'kiwo-demo-2026';
// A real 1×1 PNG: the browser decodes it and the app re-encodes it as a small JPEG.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function login(page: Page, identifier: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function newContextPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

const tokenOf = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state.token as string,
  );

/** A brand-new admin through the real sign-up and email code (shown with DEV_SHOW_CODES). */
async function newAdmin(page: Page) {
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
}

test('USSD deaths reach the dashboard; an admin approves a NIN and answers a vet request; the farmer is told', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);

  // 1. A feature phone: *347*754#, record today, House A, deaths, 7, disease, confirm.
  const sessionId = `e2e-${Date.now()}`;
  let screen = '';
  let section = '';
  let total = '';
  for (const text of ['', '1', '1*1', '1*1*1', '1*1*1*7', '1*1*1*7*1', '1*1*1*7*1*1']) {
    const res = await page.request.post('/api/ussd', {
      form: { sessionId, serviceCode: '*347*754#', phoneNumber: '+2348030000001', text },
    });
    expect(res.status()).toBe(200);
    screen = await res.text();
    expect(screen.length).toBeLessThanOrEqual(160);
    // The section menu: "1 House A (184)" — the first section is the one recorded.
    if (text === '1') section = screen.match(/\n1 (.+) \(\d+\)/)?.[1] ?? '';
    // The confirmation adds to what the day already has: "… 2 + 7 = 9." (ADR 0027).
    if (text === '1*1*1*7*1') total = screen.match(/\+ 7 = (\d+)\./)?.[1] ?? '';
  }
  expect(screen).toMatch(/^CON Saved\./);
  expect(section).not.toBe('');
  expect(total).not.toBe('');

  // 2. The farmer's web dashboard shows the day's deaths, 7 more; they submit their NIN and
  //    ask a vet, with a photo.
  const farmer = await newContextPage(browser);
  await login(farmer.page, '08030000001');
  await expect(farmer.page).toHaveURL(/\/farmer\/dashboard$/);
  await expect(
    farmer.page.getByRole('link', { name: new RegExp(`^${section} \\(.*\\): ${total} deaths`) }),
  ).toBeVisible();

  await farmer.page.goto('/farmer/settings');
  await farmer.page.getByRole('textbox', { name: 'NIN (optional)' }).fill('12345678901');
  await farmer.page.getByRole('button', { name: 'Submit NIN' }).click();
  await expect(farmer.page.getByText('Your NIN was sent for review').first()).toBeVisible();

  await farmer.page.goto('/farmer/dashboard');
  await farmer.page.getByRole('link', { name: 'Ask an expert' }).click();
  await expect(farmer.page).toHaveURL(/\/farmer\/consultations$/);
  const topic = `Coughing broilers ${Date.now()}`;
  // react-aria radios: the visible label takes the tap.
  const pick = (group: string, option: string) =>
    farmer.page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
  await pick('Who should answer?', 'Vet (animal health)');
  await expect(farmer.page.getByRole('radio', { name: 'Vet (animal health)' })).toBeChecked();
  await farmer.page.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await farmer.page.getByRole('textbox', { name: 'Describe the problem' }).fill('short');
  await farmer.page.getByRole('button', { name: 'Send request' }).click();
  await expect(
    farmer.page.getByText('Describe the problem in at least 10 characters').first(),
  ).toBeVisible();
  await farmer.page
    .getByRole('textbox', { name: 'Describe the problem' })
    .fill('Twenty broilers are coughing and 7 died today.');
  await pick('How urgent is it?', 'Urgent');
  await expect(farmer.page.getByRole('radio', { name: 'Urgent' })).toBeChecked();
  await farmer.page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'birds.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(farmer.page.getByRole('img', { name: 'The photo you chose' })).toBeVisible();
  await farmer.page.getByRole('button', { name: 'Send request' }).click();
  await expect(farmer.page.getByText(/^Request sent\./).first()).toBeVisible();
  const mine = farmer.page.getByRole('listitem').filter({ hasText: topic });
  await expect(mine.getByText('Waiting')).toBeVisible();

  // The farmer cannot reach the admin API with their own session.
  const farmerToken = await tokenOf(farmer.page);
  const forbidden = await farmer.page.request.get('/api/admin/overview', {
    headers: { authorization: `Bearer ${farmerToken}` },
  });
  expect(forbidden.status()).toBe(403);

  // 3. A new admin: the USSD session is in USSD events, the NIN gets approved, the vet request
  //    answered.
  await newAdmin(page);
  await expect(page.getByText('Farmers active in the last 7 days')).toBeVisible();
  await page.goto('/admin/ussd-events');
  await page.getByRole('searchbox', { name: 'Search by phone or session' }).fill(sessionId);
  // Grouped by session (ADR 0027): the result, and the steps behind a disclosure.
  await expect(page.getByRole('cell', { name: 'Yes (saved)' })).toBeVisible();
  await page.getByText('7 steps').click();
  await expect(page.getByText('1*1*1*7*1*1', { exact: true })).toBeVisible();

  await page.goto('/admin/farmers');
  await page.getByRole('searchbox', { name: 'Search by name, phone, email or farm' }).fill('Amina');
  await page.getByRole('link', { name: 'Amina Bello', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Amina Bello' })).toBeVisible();
  await expect(page.getByText('Waiting for review')).toBeVisible();
  await page.getByRole('button', { name: 'Approve NIN' }).click();
  // The review shows what was checked (ADR 0064): offline, the admin types the
  // name on the slip, runs the check and attests before approving.
  const review = page.getByRole('alertdialog');
  await review.getByRole('textbox', { name: 'Name on the NIN slip' }).fill('Amina Bello');
  await review.getByRole('button', { name: 'Run the check' }).click();
  await expect(review.getByText('Passed').first()).toBeVisible();
  await review.getByText('I have seen the NIN slip').click();
  await review.getByRole('button', { name: 'Approve NIN' }).click();
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'NIN approved' })).toBeVisible();

  await page.goto('/admin/vet-consultations');
  const row = page.getByRole('row').filter({ hasText: topic });
  await row.getByRole('button', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog', { name: topic });
  await expect(dialog.getByRole('img', { name: 'Photo sent with the request' })).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Your answer' })
    .fill('Isolate the sick birds, give clean water with electrolytes, and call a vet today.');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(dialog.getByText(/^Answer from Bola Admin/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: topic })).toContainText('Answered');

  // 4. The farmer sees both notifications and the answer under their request.
  await farmer.page.goto('/farmer/notifications');
  await expect(farmer.page.getByText('Your consultation request was answered')).toBeVisible();
  await expect(farmer.page.getByText('NIN verified')).toBeVisible();
  await farmer.page.goto('/farmer/consultations');
  const answered = farmer.page.getByRole('listitem').filter({ hasText: topic });
  await expect(answered.getByText('Answered')).toBeVisible();
  await expect(answered.getByText(/^Isolate the sick birds/)).toBeVisible();
  await farmer.context.close();
});

test('an agent gets 403 from the admin API; a suspended farmer is told why at login', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const agent = await newContextPage(browser);
  await login(agent.page, 'agent@kiwo.ng');
  await expect(agent.page).toHaveURL(/\/agent\/dashboard$/);
  const token = await tokenOf(agent.page);
  for (const path of ['/api/admin/farmers', '/api/admin/consultations', '/api/admin/analytics']) {
    const res = await agent.page.request.get(path, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status(), path).toBe(403);
  }
  await agent.context.close();

  await login(page, 'admin@kiwo.ng');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/farmers');
  await page.getByRole('searchbox', { name: 'Search by name, phone, email or farm' }).fill('Ngozi');
  await page.getByRole('link', { name: 'Ngozi Eze' }).click();
  await page.getByRole('button', { name: 'Suspend account' }).click();
  const ask = page.getByRole('alertdialog');
  await ask.getByRole('textbox', { name: 'Reason (kept in the history)' }).fill('Reported fraud');
  await ask.getByRole('button', { name: 'Suspend account' }).click();
  await expect(page.getByText('Suspended', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Reported fraud' })).toBeVisible();

  const ngozi = await newContextPage(browser);
  await login(ngozi.page, '08030000005');
  await expect(
    ngozi.page.getByText('Your account has been suspended. Please contact support.').first(),
  ).toBeVisible();
  await expect(ngozi.page).toHaveURL(/\/login/);
  await ngozi.context.close();

  await page.getByRole('button', { name: 'Reactivate account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reactivate account' }).click();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
});
