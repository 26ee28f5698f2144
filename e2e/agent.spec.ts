import { expect, type Page, test } from '@playwright/test';

const login = async (page: Page, identifier: string, password: string) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
};

const logout = async (page: Page, name: string) => {
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
};

const stamp = String(Date.now()).slice(-7);
const farmerPhone = `0809${stamp}`;

test('an agent registers farmers, keeps a farm for one, files a report; others see none of it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await login(page, '08030000002', 'kiwo-demo-2026');
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  const farmersStat = page
    .locator('dl')
    .filter({ has: page.getByText('Farmers', { exact: true }) });
  const before = Number((await farmersStat.locator('dd').first().textContent()) ?? '0');

  // Register two farmers in the field.
  await page.getByRole('tab', { name: 'Farmers' }).click();
  await expect(page).toHaveURL(/\/agent\/farmer$/);
  for (const [first, phone] of [
    ['Halima', farmerPhone],
    ['Chidi', `0702${stamp}`],
  ] as const) {
    await page.getByRole('textbox', { name: 'First name' }).fill(first);
    await page.getByRole('textbox', { name: 'Last name' }).fill('Test');
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    await page.getByRole('textbox', { name: 'Password for the farmer' }).fill('first-pass-1');
    await page.getByRole('button', { name: 'Register farmer' }).click();
    await expect(page.getByText(`${first} Test is registered`)).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
  }
  // A duplicate phone is refused clearly.
  await page.getByRole('textbox', { name: 'First name' }).fill('Again');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Test');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(farmerPhone);
  await page.getByRole('textbox', { name: 'Password for the farmer' }).fill('first-pass-1');
  await page.getByRole('button', { name: 'Register farmer' }).click();
  await expect(page.getByText(/already exists/).first()).toBeVisible();

  // A batch, a section and a day's record for Halima.
  await page.getByRole('searchbox', { name: 'Search farmers' }).fill('Halima');
  await page.getByRole('link', { name: 'Halima Test', exact: true }).click();
  await page.getByRole('link', { name: 'Farm records' }).click();
  await page.getByRole('textbox', { name: 'Batch name' }).fill('Layers – agent visit');
  await page.getByRole('button', { name: 'Create batch' }).click();
  await page.getByRole('link', { name: 'Open Layers – agent visit' }).click();
  await page.getByRole('textbox', { name: 'Section name' }).fill('Cage 1');
  await page.getByRole('textbox', { name: 'Number of animals' }).fill('120');
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(page.getByText('120 alive now')).toBeVisible();
  await page.getByRole('link', { name: 'Record today’s data' }).click();
  await page.getByRole('textbox', { name: 'Deaths' }).fill('3');
  await page.getByRole('textbox', { name: 'Feed (kg)' }).fill('14');
  await page.getByRole('button', { name: 'Save record' }).click();
  await expect(page.getByText('Record saved')).toBeVisible();

  // A report, then the dashboard counts the new farmers.
  await page.goto('/agent/reports');
  // The farmer picker searches the server: type part of the name, then choose.
  await page.getByRole('combobox', { name: 'Farmer' }).fill('Halima');
  await page.getByRole('option', { name: 'Halima Test' }).click();
  await page
    .getByRole('textbox', { name: 'What did you find?' })
    .fill('Birds coughing in cage 1; advised vaccination.');
  await page.getByRole('button', { name: 'Submit report' }).click();
  await expect(page.getByText('Report filed')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Halima Test' }).first()).toBeVisible();
  await page.goto('/agent/dashboard');
  await expect(farmersStat.locator('dd').first()).toHaveText(String(before + 2));

  // On a phone, the demo farmer Ngozi's batch and section carry her Igbo names, not English.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/agent/farmer');
  await page.getByRole('searchbox', { name: 'Search farmers' }).fill('Ngozi Eze');
  await page.getByRole('link', { name: 'Ngozi Eze', exact: true }).click();
  await page.getByRole('link', { name: 'Farm records' }).click();
  await page.getByRole('link', { name: 'Open Ewu — ìgwè ewu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ewu — ìgwè ewu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ìgwè ewu', exact: true })).toBeVisible();
  await expect(page.getByText(/Goats — herd|\bHerd\b/)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await logout(page, 'Chinedu Okafor');

  // A second agent sees none of it.
  await page.goto('/signup?role=agent');
  await page.getByRole('textbox', { name: 'First name' }).fill('Other');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Agent');
  await page.getByRole('textbox', { name: 'Phone number' }).fill(`0813${stamp}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(`other.${stamp}@example.ng`);
  await page.getByRole('textbox', { name: 'Password' }).fill('agent-pass-2');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  // A self-signed-up agent waits for an admin; the server refuses their agent routes too.
  await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: 'test-results/agent-waiting-360.png' });
  const waiting = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state,
  );
  const refused = await page.request.get('/api/agents/me/dashboard', {
    headers: { authorization: `Bearer ${waiting.token}` },
  });
  expect(refused.status()).toBe(403);
  const admin = await apiAs(page, 'admin@kiwo.ng');
  const approved = await admin.post(`/admin/users/${waiting.user._id}/agent-approval`, {
    decision: 'approve',
  });
  expect(approved.status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/agent/farmer');
  await expect(page.getByText('No farmers yet. Register your first farmer.')).toBeVisible();
  await logout(page, 'Other Agent');

  // The registered farmer signs in, must choose a password, and sees the agent's records.
  await login(page, farmerPhone, 'first-pass-1');
  await expect(page).toHaveURL(/\/farmer\/settings$/);
  await expect(
    page.getByText('Please choose your own password before you continue.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Current password' }).fill('first-pass-1');
  await page.getByRole('textbox', { name: 'New password' }).fill('my-own-pass-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();
  await page.goto('/farmer/batch');
  await page.getByRole('link', { name: 'Open Layers – agent visit' }).click();
  await expect(page.getByText('117 alive now')).toBeVisible();
});

/** Signs in through the API (a second person acting beside the browser) and returns a caller. */
async function apiAs(page: Page, identifier: string) {
  const res = await page.request.post('/api/auth/login', {
    data: { identifier, password: 'kiwo-demo-2026' },
  });
  expect(res.status()).toBe(200);
  const { token, user } = (await res.json()).data as { token: string; user: { _id: string } };
  const headers = { authorization: `Bearer ${token}` };
  return {
    id: user._id,
    get: async (path: string) => (await page.request.get(`/api${path}`, { headers })).json(),
    post: async (path: string, data: unknown) =>
      page.request.post(`/api${path}`, { headers, data }),
  };
}

test('an urgent vet request reaches every admin; the assigned agent answers it on a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const topic = `Goats coughing ${stamp}`;
  const farmer = await apiAs(page, '08030000001');
  const admin = await apiAs(page, 'admin@kiwo.ng');
  const asked = await farmer.post('/consultations', {
    kind: 'vet',
    topic,
    livestockType: 'goats',
    description: 'Three goats cough and one will not eat since yesterday.',
    urgency: 'high',
  });
  expect(asked.status()).toBe(201);
  const { id } = (await asked.json()).data as { id: string };
  // The admin is told at once, before anyone assigns it.
  const told = (await admin.get('/notifications')).data as { params: Record<string, string> }[];
  expect(told.some((n) => n.params.topic === topic && n.params.reason === 'urgent')).toBe(true);
  const staff = (await admin.get('/admin/staff?search=Chinedu')).data as { id: string }[];
  const assign = await admin.post(`/admin/consultations/${id}/assign`, {
    assigneeId: staff[0]?.id,
  });
  expect(assign.status()).toBe(200);

  // The agent opens it from the notification, on a phone, and answers.
  await login(page, '08030000002', 'kiwo-demo-2026');
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  await page.goto('/agent/notifications');
  // The farmer's own agent was also told of the urgent request; this is the assignment.
  const note = page
    .getByRole('article')
    .filter({ hasText: 'A consultation was assigned to you' })
    .filter({ hasText: topic });
  await note.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/agent/consultations\\?open=${id}$`));
  const dialog = page.getByRole('dialog', { name: topic });
  await expect(dialog.getByText('Three goats cough')).toBeVisible();
  await page.screenshot({ path: 'test-results/agent-consultation-360.png', fullPage: false });
  await dialog
    .getByRole('textbox', { name: 'Your answer' })
    .fill('Keep them apart, give clean water, and I will visit tomorrow morning.');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(dialog.getByText(/^Answer from Chinedu Okafor/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/agent\/consultations$/);

  // The farmer's view has the answer, and the farmer was told.
  const mine = (await farmer.get(`/consultations/${id}`)).data as { answer: string };
  expect(mine.answer).toMatch(/^Keep them apart/);
  const news = (await farmer.get('/notifications')).data as { type: string }[];
  expect(news[0]?.type).toBe('consultation_answered');
});
