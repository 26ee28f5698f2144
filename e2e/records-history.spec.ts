import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// One day's record, many hands (ADR 0026): a form opened before another channel changed the day
// gets a conflict on save and the farmer chooses; the record shows who changed it and how.

const PASSWORD = 'kiwo-demo-2026';

const login = async (page: Page, identifier: string) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
};

/** A signed-in API caller, as the agent's phone or another channel would be. */
const apiAs = async (request: APIRequestContext, identifier: string) => {
  const res = await request.post('/api/auth/login', { data: { identifier, password: PASSWORD } });
  expect(res.status()).toBe(200);
  const { data } = await res.json();
  const headers = { authorization: `Bearer ${data.token}` };
  return {
    user: data.user as { _id: string },
    get: async (url: string) => (await (await request.get(url, { headers })).json()).data,
    put: (url: string, body: unknown) => request.put(url, { headers, data: body }),
  };
};

test('a stale form gets a conflict, the farmer chooses, and the history shows every hand', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const farmer = await apiAs(request, '08030000001');
  const agent = await apiAs(request, '08030000002');
  // The demo broilers' House A (the goat herd is too small for the numbers below).
  const batches = await farmer.get(`/api/farmers/${farmer.user._id}/batches?status=Active`);
  const details = await Promise.all(
    batches.map((b: { id: string }) => farmer.get(`/api/batches/${b.id}`)),
  );
  const section = details
    .flatMap((b: { sections: { id: string; name: string; count: number }[] }) => b.sections)
    .find((s: { name: string }) => s.name === 'House A');
  if (!section) throw new Error('the demo farm has no House A');
  expect(section.count).toBeGreaterThan(10);
  const page1 = await farmer.get(`/api/sections/${section.id}/records?limit=1`);
  const today = page1.items[0];

  // The farmer opens today's record and starts typing.
  await login(page, '08030000001');
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
  await page.goto(`/farmer/records?section=${section.id}&date=${today.date}`);
  // The form shows today's stored record (empty boxes for 0).
  await expect(page.getByRole('textbox', { name: 'Feed (kg)' })).toHaveValue(
    today.feedAmount ? String(today.feedAmount) : '',
  );
  await page.getByRole('textbox', { name: 'Deaths' }).fill('7');

  // Meanwhile the extension agent changes the same day from another phone.
  const theirs = await agent.put(`/api/sections/${section.id}/records/${today.date}`, {
    mortality: 1,
    numberSold: 2,
    salesNaira: 20000,
  });
  expect(theirs.status(), await theirs.text()).toBe(200);

  // Saving the stale form is a conflict, not a silent overwrite: both versions are shown.
  await page.getByRole('button', { name: 'Save record' }).click();
  await expect(page.getByText('A record needs your choice')).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Not yet synced' }).getByRole('listitem');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText('Yours');
  await expect(waiting).toContainText('On Kiwo now');
  await waiting.getByRole('button', { name: 'Keep mine' }).click();
  await expect(waiting).toHaveCount(0);
  const stored = await farmer.get(`/api/records/${today.id}`);
  expect(stored.mortality).toBe(7);

  // The record's page lists who changed it, their role and the channel.
  await page.goto(`/farmer/daily-record/${today.id}`);
  const changes = page.getByRole('list', { name: 'Changes to this record' });
  await expect(changes).toBeVisible();
  await expect(changes).toContainText('Extension agent');
  await expect(changes).toContainText('Agent');
  await expect(changes).toContainText('Farmer');
  const last = changes.locator(':scope > li').last();
  await expect(last).toContainText('7');
  // "Keep mine" was the farmer's choice on the page: a web save, not a later offline sync.
  await expect(last).toContainText('Web form');
});
