import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

// An extension agent on a phone (360 × 740) registers a woman farmer with the spec §3 payload and
// 250 declared birds, sees the 250 on her farm (the declared animals are her first section: ADR
// 0067-agent-farmer-registration), corrects her gender and age, tries to change her phone (it
// waits for the code the new phone gets: ADR 0025) and downloads the farmer list as a CSV.

const stamp = String(Date.now()).slice(-7);
/** Letters only: names refuse digits. */
const suffix = stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string);
const last = `Ọ̀kẹ́${suffix}`;

const login = async (page: Page) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill('08030000002');
  await page.getByRole('textbox', { name: 'Password' }).fill('kiwo-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
};

const choose = async (page: Page, field: RegExp, option: string) => {
  await page.getByRole('button', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const register = async (page: Page, first: string, phone: string, extra?: () => Promise<void>) => {
  const form = page.locator('form#register');
  await form.getByRole('textbox', { name: 'First name' }).fill(first);
  await form.getByRole('textbox', { name: 'Last name' }).fill(last);
  await form.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await extra?.();
  await form.getByRole('textbox', { name: 'Password for the farmer' }).fill('first-pass-1');
  await form.getByRole('button', { name: 'Register farmer' }).click();
  await expect(page.getByText(`${first} ${last} is registered`)).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
};

test('an agent registers a farmer with her animals, edits her and exports the list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page);
  await page.goto('/agent/farmer#register');

  // Declared animals without their livestock are refused before anything is sent.
  const form = page.locator('form#register');
  await form.getByRole('textbox', { name: 'Number of animals' }).fill('250');
  await form.getByRole('button', { name: 'Register farmer' }).click();
  await expect(page.getByText('Choose the livestock these animals are').first()).toBeVisible();

  // Registered as a man by mistake, 26-35; corrected below.
  await register(page, 'Ngozi', `0815${stamp}`, async () => {
    await choose(page, /Gender$/, 'Male');
    await choose(page, /Age range$/, '26 to 35');
    await form.getByRole('combobox', { name: 'State' }).fill('Enugu');
    await page.getByRole('option', { name: 'Enugu' }).click();
    await choose(page, /Main livestock$/, 'Poultry');
    await form.getByRole('textbox', { name: 'Number of animals' }).fill('250');
    await form.getByRole('textbox', { name: 'Referral code (optional)' }).fill('COOP-7');
  });
  // A name a spreadsheet would run as a formula.
  await register(page, '=cmd', `0816${stamp}`);

  // Her row in the list: 250 animals, not 0.
  await page.getByRole('searchbox', { name: 'Search farmers' }).fill(`Ngozi ${last}`);
  const row = page.getByRole('row', { name: new RegExp(`Ngozi ${last}`) });
  await expect(row).toContainText('250');
  await page.getByRole('link', { name: `Ngozi ${last}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ngozi ${last}` })).toBeVisible();
  await expect(page.getByText('Declared at registration: 250 animals')).toBeVisible();
  await expect(page.getByText('250', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/agent-register-farmer-360.png', fullPage: true });

  // Edit details: gender and age.
  await choose(page, /Gender$/, 'Female');
  await choose(page, /Age range$/, '36 to 45');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Saved').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /Gender$/ })).toContainText('Female');
  await expect(page.getByRole('button', { name: /Age range$/ })).toContainText('36 to 45');

  // A new phone waits for her code: the old one stays until it is entered.
  await page.getByRole('textbox', { name: 'Phone number' }).fill(`0817${stamp}`);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByText(/We sent a code to the new number .* and told the old one/),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Code sent to/ })).toBeVisible();
  await page.reload();
  await expect(page.getByText(`+234815${stamp}`).first()).toBeVisible();

  // The list as a CSV: every match of the search, headers in words, formulas neutralised.
  await page.goto('/agent/farmer');
  await page.getByRole('searchbox', { name: 'Search farmers' }).fill(last);
  await expect(page.getByRole('row', { name: /=cmd/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kiwo-farmers.*\.csv$/);
  const text = readFileSync((await download.path()) as string, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\n');
  expect(lines[0]).toBe(
    'Name,Phone,Gender,Age range,State,Livestock,Animals,Animals declared at registration,' +
      'Last record,Days since last record,Mortality alert,Needs a visit because',
  );
  expect(lines).toHaveLength(3);
  expect(lines).toContain(
    `Ngozi ${last},+234815${stamp},Female,36 to 45,Enugu,Poultry,250,250,,,,No record yet`,
  );
  expect(lines.some((l) => l.startsWith(`'=cmd ${last},`))).toBe(true);
});
