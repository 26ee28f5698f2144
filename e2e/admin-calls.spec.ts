import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// The phone line's calls as an admin meets them (ADR 0043): a farmer calls Kiwo's number
// (Africa's Talking Voice posts each event of the call as form fields to the callback URL), picks
// English, records 3 deaths in House A by keypad with the USSD PIN, asks a question the line
// cannot hear, and hangs up (the gateway's end-of-call notice: 95 s, NGN 3.50). An admin opens
// Vet Requests → Phone calls, finds the call by the farmer's phone, sees it masked with its
// language, duration and cost, and reads its transcript. At phone width (360 px).
//
// The shared e2e server has no VOICE_CALLBACK_TOKEN (not production): callbacks are open, as a
// developer's own start is.

const SHOTS = process.env.E2E_SCREENSHOTS;

const axeViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .exclude('[data-live-announcer]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

test('an admin finds a phone call by the farmer’s number and reads its transcript', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const api = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${baseURL}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };

  // A farmer with one house of 50 birds and a USSD PIN.
  const local = `0805${String(Date.now()).slice(-7)}`;
  const e164 = `+234${local.slice(1)}`;
  const registered = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Musa',
      lastName: 'Danjuma',
      phone: local,
      password: 'farmer-secret-1',
      stateOfResidence: 'Kaduna',
      age: '36-45',
      gender: 'male',
      farmName: 'Danjuma Farm',
      primaryLivestock: 'poultry',
      // No starting stock: the one house is the one made below.
    }),
  });
  expect(registered.status).toBe(201);
  const farmer = ((await registered.json()) as { data: { token: string; user: { _id: string } } })
    .data;
  const pens = (await api('GET', `/pen/farmer/${farmer.user._id}`, farmer.token)) as unknown as {
    id: string;
  }[];
  const batch = await api('POST', `/pens/${pens[0]?.id}/batches`, farmer.token, {
    name: 'Broilers',
    livestockType: 'poultry',
  });
  await api('POST', `/batches/${batch.id}/sections`, farmer.token, {
    name: 'House A',
    livestockType: 'poultry',
    subType: 'broiler',
    count: 50,
  });
  await api('PUT', '/ussd/pin', farmer.token, { pin: '4826' });

  // The call, as the gateway posts it; each keypad step posts where its GetDigits says.
  const sessionId = `ATVId_e2e_${Date.now()}`;
  let next = '/api/voice/callback';
  const heard: string[] = [];
  const post = async (fields: Record<string, string>) => {
    const res = await fetch(`${baseURL}${next}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ sessionId, callerNumber: e164, ...fields }).toString(),
    });
    expect(res.status).toBe(200);
    const xml = await res.text();
    heard.push(xml.replace(/^<\?xml[^>]*>\n/, ''));
    const url = xml.match(/<GetDigits[^>]* callbackUrl="[^"?]+(\?[^"]+)"/)?.[1];
    next = `/api/voice/callback${url ? url.replace(/&amp;/g, '&') : ''}`;
    return xml;
  };
  await post({ isActive: '1', direction: 'Inbound' });
  for (const keys of ['1', '3', '4826', '1', '3#']) await post({ isActive: '1', dtmfDigits: keys });
  expect(await post({ isActive: '1', dtmfDigits: '1' }), heard.join('\n')).toContain('<GetDigits');
  // 1: a question; the recording cannot be heard here (no speech provider configured).
  expect(await post({ isActive: '1', dtmfDigits: '1' })).toContain('<Record');
  await post({ isActive: '1', recordingUrl: 'https://voice.example/rec/e2e-question.mp3' });
  await post({
    isActive: '0',
    durationInSeconds: '95',
    amount: '3.5000',
    currencyCode: 'NGN',
    hangupCause: 'NORMAL_CLEARING',
  });

  // A new admin (sign-up and the email code shown by DEV_SHOW_CODES), at phone width.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/signup');
  await page.getByText('Kiwo staff').click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Bola');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Admin');
  await page
    .getByRole('textbox', { name: 'Phone number' })
    .fill(`0704${String(Date.now()).slice(-7)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(`bola.calls.${Date.now()}@kiwo.ng`);
  await page.getByRole('textbox', { name: 'Password' }).fill('admin-secret-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-admin-email\?/);
  const code = (await page.getByTestId('dev-otp').textContent())?.match(/\d{6}/)?.[0] ?? '';
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Vet Requests from the menu, then its Phone calls tab.
  await page.getByRole('button', { name: 'Show or hide the menu' }).click();
  await page.getByRole('link', { name: 'Vet Requests', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/vet-consultations$/);
  await page.getByRole('tab', { name: 'Phone calls' }).click();
  await page
    .getByRole('searchbox', { name: 'Search by phone number' })
    .fill(`${local.slice(0, 4)} ${local.slice(4)}`);
  await expect(page.getByText('1 in total')).toBeVisible();
  const table = page.getByRole('table', { name: 'Phone calls' });
  const masked = `${e164.slice(0, 7)}•••${e164.slice(-4)}`;
  const row = table.getByRole('row').filter({ hasText: masked });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Musa Danjuma');
  await expect(row).toContainText('English');
  await expect(row).toContainText('1 min 35 s');
  await expect(row).toContainText('3.5 NGN');
  await expect(page.getByText(e164)).toHaveCount(0);
  await shot(page, 'admin-calls-360');
  expect(await axeViolations(page)).toEqual([]);

  // The transcript: the keypad recording, then the question the line could not hear.
  await row.getByRole('button', { name: 'Transcript' }).click();
  const dialog = page.getByRole('dialog', { name: `Call from Musa Danjuma · ${masked}` });
  const turns = dialog.getByRole('list', { name: 'Transcript of the call' }).getByRole('listitem');
  await expect(turns).toHaveCount(2);
  await expect(turns.nth(0)).toContainText('Recorded');
  await expect(turns.nth(0)).toContainText('mortality +3, House A');
  await expect(turns.nth(0)).toContainText(
    'Saved. House A now has 47 animals alive and 3 deaths today.',
  );
  await expect(turns.nth(1)).toContainText('Failed');
  await expect(turns.nth(1).getByRole('link', { name: 'Listen to the recording' })).toHaveAttribute(
    'href',
    'https://voice.example/rec/e2e-question.mp3',
  );
  await shot(page, 'admin-call-transcript-360');
  expect(await axeViolations(page)).toEqual([]);
});
