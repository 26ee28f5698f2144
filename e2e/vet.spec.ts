import { expect, type Page, test } from '@playwright/test';

// ADR 0061: a vet invited by link answers a vet request of their state on a phone; the farmer
// replies to the follow-up in the thread, and every admin heard of the urgent request at once.

const stamp = String(Date.now()).slice(-7);

/** Signs in through the API (a second person acting beside the browser) and returns a caller. */
async function apiAs(page: Page, identifier: string, password = 'kiwo-demo-2026') {
  const res = await page.request.post('/api/auth/login', { data: { identifier, password } });
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

const login = async (page: Page, identifier: string, password: string) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
};

test('an invited vet answers an urgent vet request of their state; the farmer replies', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const admin = await apiAs(page, 'admin@kiwo.ng');
  const farmer = await apiAs(page, '08030000001'); // Amina, Kaduna

  // In the console the admin makes a single-use link for a vet of Kaduna (on a desktop); the vet
  // opens it on a phone and signs up.
  const desk = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: test.info().project.use.baseURL,
  });
  const console_ = await desk.newPage();
  await login(console_, 'admin@kiwo.ng', 'kiwo-demo-2026');
  await expect(console_).toHaveURL(/\/admin\/dashboard$/);
  await console_.goto('/admin/agents');
  const invites = console_.getByRole('form', { name: 'Invite an agent or a vet' });
  await invites.getByRole('button', { name: 'Role' }).click();
  await console_.getByRole('option', { name: 'Vet' }).click();
  // A vet without a state is refused in the form, before any request.
  await invites.getByRole('button', { name: 'Create the link' }).click();
  await expect(invites.getByText('Choose the state the vet serves')).toBeVisible();
  await invites.getByRole('button', { name: /State the vet serves/ }).click();
  await console_.getByRole('option', { name: 'Kaduna', exact: true }).click();
  await invites.getByRole('button', { name: 'Create the link' }).click();
  const linkBox = console_.getByRole('textbox', { name: 'Sign-up link' });
  await expect(linkBox).toHaveValue(/\/signup\?invite=/);
  const link = new URL(await linkBox.inputValue());
  const token = link.searchParams.get('invite') ?? '';
  // Pending invitations are listed newest first: this one heads the list.
  await expect(console_.getByText(/^Vet · Kaduna · made /).first()).toBeVisible();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('You were invited to join Kiwo as: Vet.')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'I am' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'First name' }).fill('Ngozi');
  await page.getByRole('textbox', { name: 'Last name' }).fill(`Vet${stamp}`);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(`0818${stamp}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(`vet${stamp}@example.ng`);
  await page.getByRole('textbox', { name: 'Password' }).fill('vet-pass-2026');
  await page.screenshot({ path: '/tmp/vet-role-signup.png', fullPage: false });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/vet\/dashboard$/);
  await expect(page.getByText('Your states: Kaduna')).toBeVisible();
  await page.screenshot({ path: '/tmp/vet-role-dashboard.png', fullPage: false });
  // The same link is spent.
  const again = await page.request.get(`/api/auth/invites/${token}`);
  expect(again.status()).toBe(404);
  // The console's list now says so.
  await console_.reload();
  const made = console_
    .getByText(/^Vet · Kaduna · made /)
    .first()
    .locator('xpath=..');
  await expect(made.getByText('Used', { exact: true })).toBeVisible();

  // The farmer sends an urgent vet request: every admin and this vet are told at once.
  const topic = `Sheep limping ${stamp}`;
  const asked = await farmer.post('/consultations', {
    kind: 'vet',
    topic,
    livestockType: 'sheep',
    description: 'Two sheep limp on the front leg since this morning.',
    urgency: 'high',
  });
  expect(asked.status()).toBe(201);
  const { id } = (await asked.json()).data as { id: string };
  const adminNews = (await admin.get('/notifications')).data as {
    params: Record<string, string>;
  }[];
  expect(adminNews.some((n) => n.params.topic === topic && n.params.reason === 'urgent')).toBe(
    true,
  );

  // The vet opens it from the notification on a phone and asks a follow-up.
  await page.goto('/vet/notifications');
  const note = page
    .getByRole('article')
    .filter({ hasText: 'A farmer needs a vet' })
    .filter({ hasText: topic });
  await note.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(`/vet/consultations\\?open=${id}$`));
  const dialog = page.getByRole('dialog', { name: topic });
  await expect(dialog.getByText('Two sheep limp')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Your answer' })
    .fill('Is the hoof hot or swollen? Keep them on dry ground meanwhile.');
  await dialog.getByRole('button', { name: 'Send answer' }).click();
  await expect(dialog.getByText(/^Answer from Ngozi Vet/)).toBeVisible();
  await page.screenshot({ path: '/tmp/vet-role-vet-answer.png', fullPage: false });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  // The console counts the team's time to a first answer.
  await console_.goto('/admin/vet-consultations');
  await expect(
    console_.getByText(/^Median time to a first answer, last 30 days: \d+ (min|h)/),
  ).toBeVisible();
  await desk.close();

  // The answer reached the farmer, with a link to the thread; the farmer replies there.
  const news = (await farmer.get('/notifications')).data as { type: string; link: string }[];
  expect(news[0]).toMatchObject({
    type: 'consultation_answered',
    link: `/farmer/consultations?open=${id}`,
  });
  // The farmer on their own phone.
  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    baseURL: test.info().project.use.baseURL,
  });
  const farmerPage = await phone.newPage();
  await login(farmerPage, '08030000001', 'kiwo-demo-2026');
  await expect(farmerPage).toHaveURL(/\/farmer\//);
  await farmerPage.goto(`/farmer/consultations?open=${id}`);
  const thread = farmerPage.getByRole('dialog', { name: topic });
  await expect(thread.getByText('Is the hoof hot or swollen?')).toBeVisible();
  await thread.getByRole('textbox', { name: 'Your reply' }).fill('Yes, the left hoof is hot.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByText('Yes, the left hoof is hot.')).toBeVisible();
  await farmerPage.screenshot({ path: '/tmp/vet-role-farmer-reply.png', fullPage: false });
  await phone.close();

  // The vet hears of the reply, with the link back to the thread.
  const vet = await apiAs(page, `vet${stamp}@example.ng`, 'vet-pass-2026');
  const vetNews = (await vet.get('/notifications')).data as { type: string; link: string }[];
  expect(vetNews[0]).toMatchObject({
    type: 'consultation_reply',
    link: `/vet/consultations?open=${id}`,
  });
});
