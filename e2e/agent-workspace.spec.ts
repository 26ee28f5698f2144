import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations, startOwnServer } from './support/own-server';

// An extension agent with 1,200 farmers, on a phone (360 × 740): the dashboard's first screen
// shows "Register a farmer" and the mortality alerts; everyone who needs a visit is there, paged,
// with why and with call and WhatsApp links; any farmer is found by name from the report form;
// the farmer list sorts by last record on the server.
//
// The shared e2e server has the demo agent's three farmers; this journey starts its own server
// with SEED_AGENT_FARMERS=1200 (generated farmers: 30 first names × 40 last names, so
// "Hauwa Ojo" is the 1,200th), on the web build `pnpm start` made for the run.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';

let server: Awaited<ReturnType<typeof startOwnServer>>;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(
    { SEED_DEMO: 'true', SEED_AGENT_FARMERS: '1200' },
    'kiwo-e2e-agent-workspace-',
  );
});
test.afterAll(() => server?.stop());

/** True when the element sits wholly within the phone's first screen (no scrolling). */
const onFirstScreen = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= 740;
};

const login = async (page: Page) => {
  await page.goto(`${server.url}/login`);
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill('08030000002');
  await page.getByRole('textbox', { name: 'Password' }).fill('kiwo-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
};

test('an agent with 1,200 farmers works from a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page);

  // The first screen: the register button and the alerts, before any figure.
  const register = page.getByRole('link', { name: 'Register a farmer' });
  const alerts = page.getByRole('heading', { name: 'Mortality alerts' });
  await expect(register).toBeVisible();
  await expect(alerts).toBeVisible();
  expect(await onFirstScreen(register)).toBe(true);
  expect(await onFirstScreen(alerts)).toBe(true);
  const firstAlert = page.getByRole('link', { name: /death.* in .* on / }).first();
  await expect(firstAlert).toBeVisible();
  expect(await onFirstScreen(firstAlert)).toBe(true);
  await page.screenshot({ path: `${SHOTS}/agent-workspace-dashboard.png` });
  await page.screenshot({ path: `${SHOTS}/agent-workspace-dashboard-full.png`, fullPage: true });

  // Everyone who needs a visit, ten a page, each with why and how to reach them.
  const visits = page.getByRole('navigation', { name: 'Need a visit' });
  await expect(visits.getByText(/Page 1 of \d+/)).toBeVisible();
  const pages = Number(
    (await visits.getByText(/Page 1 of \d+/).textContent())?.match(/of (\d+)/)?.[1],
  );
  expect(pages).toBeGreaterThan(50);
  const call = page.getByRole('link', { name: /^Call / }).first();
  await expect(call).toHaveAttribute('href', /^tel:\+234\d{10}$/);
  const whatsapp = page.getByRole('link', { name: /^WhatsApp / }).first();
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/234\d{10}$/);
  // Mortality first: the first page's farmers each say where animals died.
  await expect(page.getByText(/^\d+ deaths in House A on /).first()).toBeVisible();
  await visits.getByRole('button', { name: 'Next' }).click();
  await expect(visits.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/agent-workspace-visits.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // "Register a farmer" lands on the form, its first field ready.
  await register.click();
  await expect(page).toHaveURL(/\/agent\/farmer#register$/);
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();

  // The list sorts on the server: last record puts the never-recorded first.
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('option', { name: 'Last record' }).click();
  const table = page
    .getByRole('grid', { name: 'Farmers' })
    .or(page.getByRole('table', { name: 'Farmers' }));
  await expect(table.getByText('No record yet').first()).toBeVisible();
  await expect(page.getByText('Page 1 of 61')).toBeVisible();
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('option', { name: 'Deaths this week' }).click();
  // Most deaths this week first: 12 of 200 (the most any generated farmer lost).
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText('12');
  await page.screenshot({ path: `${SHOTS}/agent-workspace-farmers.png` });

  // Every farm page of a farmer names them: Farmers › name › page, the name leading back.
  const first = table.getByRole('rowheader').first();
  const name = (await first.textContent()) ?? '';
  await first.getByRole('link').click();
  const crumbs = page.getByRole('navigation', { name: 'Where you are' });
  await expect(crumbs.getByRole('link', { name: 'Farmers' })).toBeVisible();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(name);
  await page.getByRole('link', { name: 'Farm records' }).click();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Farm records');
  await page.screenshot({ path: `${SHOTS}/agent-workspace-farm-page.png` });
  await crumbs.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/agent\/farmer\/[^/]+$/);
  await page.goto(`${server.url}/agent/reports`);

  // Any farmer, found by name from the report form: the 1,200th.
  const picker = page.getByRole('combobox', { name: 'Farmer' });
  await picker.pressSequentially('hauwa oj', { delay: 60 });
  const option = page.getByRole('option', { name: 'Hauwa Ojo' });
  await expect(option).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/agent-workspace-report-picker.png` });
  await option.click();
  await expect(picker).toHaveValue('Hauwa Ojo');
  await page
    .getByRole('textbox', { name: 'What did you find?' })
    .fill('Birds healthy; water clean');
  await page.getByRole('button', { name: 'Submit report' }).click();
  await expect(page.getByText('Report filed')).toBeVisible();
  await expect(page.getByText('Birds healthy; water clean')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
