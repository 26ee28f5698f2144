import { expect, type Page, test } from '@playwright/test';

// The admin's tools, tried as an admin would (ADR 0064, ADR 0065): a NIN review that shows each check and needs the admin's attestation
// offline; a CSV import checked first (row errors in the admin's words), then imported, and a
// re-upload that creates nothing twice; every agent's last 7 days, sorted by a figure. Desktop and
// 360 px, screenshots in /tmp/admin-tools-*.png.

const DEMO_PASSWORD = 'kiwo-demo-2026';
const stamp = String(Date.now()).slice(-6);
const phone = (n: number) => `0705${stamp}${n}`;

async function login(page: Page, identifier: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const csvFile = (lines: string[]) => ({
  name: 'farmers.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\n'), 'utf8'),
});

test('NIN review, CSV import and agent performance, on a desktop and a phone', async ({ page }) => {
  // A farmer signs up with a NIN (the API, as the sign-up form does).
  const nin = `3${stamp}1234`;
  const signup = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'Ngozi',
      lastName: `Okafor${stamp}`,
      phone: phone(0),
      password: 'farmer-pass-1',
      stateOfResidence: 'Enugu',
      nin,
    },
  });
  expect(signup.status()).toBe(201);

  await login(page, 'admin@kiwo.ng');

  // 1. NIN review: the wrong name fails, the right one passes; approving needs the attestation.
  await page.goto('/admin/farmers');
  await page
    .getByRole('searchbox', { name: 'Search by name, phone, email or farm' })
    .fill(`Okafor${stamp}`);
  await page.getByRole('link', { name: `Ngozi Okafor${stamp}` }).click();
  await page.getByRole('button', { name: 'Approve NIN' }).click();
  const review = page.getByRole('alertdialog');
  await expect(review.getByText('Run the check before approving.')).toBeVisible();
  await expect(review.getByText(nin)).toHaveCount(0);
  await review.getByRole('textbox', { name: 'Name on the NIN slip' }).fill('Musa Bello');
  await review.getByRole('button', { name: 'Run the check' }).click();
  await expect(
    review.getByText('The check did not pass: reject the NIN or check again.'),
  ).toBeVisible();
  await review.getByRole('textbox', { name: 'Name on the NIN slip' }).fill(`OKAFOR${stamp} Ngozi`);
  await review.getByRole('button', { name: 'Run the check' }).click();
  await expect(review.getByText('Checked by: Kiwo, without a provider')).toBeVisible();
  // "Checked by" was already there from the failed check: wait for this one's pass, which
  // brings the attestation box, before approving.
  await expect(review.getByRole('checkbox', { name: /I have seen the NIN slip/ })).toBeVisible();
  await review.getByRole('button', { name: 'Approve NIN' }).click();
  await expect(review.getByText('Confirm that you have seen the slip')).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-tools-nin-desktop.png' });
  await review.getByText('I have seen the NIN slip').click();
  await review.getByRole('button', { name: 'Approve NIN' }).click();
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'NIN approved' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'NIN checked' }).first()).toBeVisible();

  // 2. CSV import: a file with errors is refused row by row; a good one is imported once.
  await page.goto('/admin/farmers');
  const header = 'first_name,last_name,phone,state,livestock,animals,agent_phone';
  await page
    .getByLabel('CSV file', { exact: true })
    .setInputFiles(
      csvFile([
        header,
        `Amina,Bello,${phone(1)},Kano,poultry,50,08030000002`,
        'Chidi,,12345,Lagoss,,,',
      ]),
    );
  await page.getByRole('button', { name: 'Check the file' }).click();
  const errors = page.getByRole('table', { name: 'Rows with errors' });
  await expect(
    errors.getByRole('row').filter({ hasText: 'Not a Nigerian mobile number' }),
  ).toContainText('3');
  await expect(errors.getByText('Not a Nigerian state')).toBeVisible();
  await expect(errors.getByText('Required', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-tools-import-errors.png', fullPage: true });

  const good = csvFile([
    header,
    `Amina,Bello${stamp},${phone(1)},Kano,poultry,50,08030000002`,
    `Sani,Musa${stamp},${phone(2)},Kaduna,goats,12,08030000002`,
  ]);
  await page.getByLabel('CSV file', { exact: true }).setInputFiles(good);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('No errors: the file can be imported.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 farmers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Farmers imported: 2' })).toBeVisible();
  await page.getByLabel('CSV file', { exact: true }).setInputFiles(good);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('New farmers: 0. Already registered: 2.')).toBeVisible();
  await page
    .getByRole('searchbox', { name: 'Search by name, phone, email or farm' })
    .fill(`Bello${stamp}`);
  await expect(page.getByRole('link', { name: `Amina Bello${stamp}` })).toHaveCount(1);

  // 3. Agent performance: sorted by a figure on the server.
  await page.goto('/admin/agents');
  const perf = page.getByRole('table', { name: 'Agents, last 7 days' });
  await expect(
    perf.getByRole('link', { name: 'Musa Ibrahim' }).or(perf.getByRole('link').first()),
  ).toBeVisible();
  const farmersHeader = perf.getByRole('columnheader', { name: 'Farmers', exact: true });
  await farmersHeader.getByRole('button').click();
  await expect(farmersHeader).toHaveAttribute('aria-sort', /ascending|descending/);
  await page.screenshot({ path: '/tmp/admin-tools-performance-desktop.png', fullPage: true });

  // 4. A phone: the same screens fit 360 px.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Agents, last 7 days' })).toBeVisible();
  await page.getByRole('heading', { name: 'Agents, last 7 days' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/admin-tools-performance-360.png' });
  await page.goto('/admin/farmers');
  await page
    .getByRole('heading', { name: 'Import farmers from a CSV file' })
    .scrollIntoViewIfNeeded();
  await page
    .getByLabel('CSV file', { exact: true })
    .setInputFiles(csvFile([header, 'Chidi,,12345,Lagoss,,,']));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('Not a Nigerian mobile number')).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-tools-import-360.png', fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
