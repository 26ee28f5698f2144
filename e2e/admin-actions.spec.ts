import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations, startOwnServer } from './support/own-server';

// An admin who can act, tried as they would (ADR 0061): hide a buy/sell request with a reason
// and see it gone for a farmer; move three farmers from one agent to another and see them on
// the new agent's list; an agent who cannot take a consultation hands it to another, who finds
// it on their page; the farmer's reply reaches that agent, away from the app, as a Hausa SMS at
// a local stand-in that answers like Africa's Talking. The console at 1280 px, the field staff
// and the farmer at 360 px.

const AT_API_KEY = 'atsk_e2e_actions_0123456789';
const PASSWORD = 'kiwo-demo-2026';
const stamp = String(Date.now()).slice(-6);

async function startGateway() {
  const sent: { to: string; message: string }[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    if (req.url !== '/version1/messaging' || req.headers.apikey !== AT_API_KEY) {
      res.writeHead(401, { 'content-type': 'text/plain' }).end('Invalid authentication');
      return;
    }
    sent.push({ to: form.get('to') ?? '', message: form.get('message') ?? '' });
    res.writeHead(201, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: NGN 2.2000',
          Recipients: [
            {
              statusCode: 101,
              number: form.get('to'),
              status: 'Success',
              cost: 'NGN 2.2000',
              messageId: `ATXid_actions_${sent.length}`,
            },
          ],
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, sent, close: () => new Promise((r) => server.close(r)) };
}

type Api = <T = { data: Record<string, unknown> }>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) => Promise<T>;

const apiOf =
  (base: string): Api =>
  async (method, path, token, body) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status >= 300)
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

async function login(page: Page, base: string, identifier: string, password = PASSWORD) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('hide a request, move farmers, hand a consultation on, text the agent a reply', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const gateway = await startGateway();
  const kiwo = await startOwnServer(
    {
      SEED_DEMO: 'true',
      SMS_PROVIDER: 'africastalking',
      AT_USERNAME: 'kiwo-e2e',
      AT_API_KEY,
      AT_SENDER_ID: 'KIWO',
      AT_BASE_URL: gateway.url,
      OUTBOX_RETRY_INTERVAL_MS: '500',
    },
    'kiwo_console_e2e-',
  );
  const api = apiOf(kiwo.url);
  try {
    // The people, through the API as their own forms would: two invited agents, three farmers of
    // agent A, one farmer elsewhere.
    const admin = (
      await api<{ data: { token: string } }>('POST', '/auth/login', undefined, {
        identifier: 'admin@kiwo.ng',
        password: PASSWORD,
      })
    ).data.token;
    const agent = async (first: string, n: number, language: string) => {
      const invite = await api<{ data: { token: string } }>('POST', '/admin/invites', admin, {
        role: 'agent',
      });
      const phone = `0708${stamp}${n}`;
      const made = await api<{ data: { token: string; user: { _id: string; phone: string } } }>(
        'POST',
        '/auth/register',
        undefined,
        {
          firstName: first,
          lastName: `Agent${stamp}`,
          email: `${first.toLowerCase()}.${stamp}@example.ng`,
          phone,
          password: PASSWORD,
          stateOfResidence: 'Kaduna',
          language,
          role: 'agent',
          inviteToken: invite.data.token,
        },
      );
      return { ...made.data, phone, name: `${first} Agent${stamp}` };
    };
    const agentA = await agent('Ifeoma', 1, 'english');
    const agentB = await agent('Sani', 2, 'hausa');
    const farmer = async (first: string, n: number) => {
      const phone = `0709${stamp}${n}`;
      const made = await api<{ data: { token: string; user: { _id: string } } }>(
        'POST',
        '/auth/register',
        undefined,
        {
          firstName: first,
          lastName: `Farmer${stamp}`,
          phone,
          password: PASSWORD,
          stateOfResidence: 'Kaduna',
        },
      );
      return { ...made.data, phone, name: `${first} Farmer${stamp}` };
    };
    const moved = [await farmer('Halima', 1), await farmer('Tunde', 2), await farmer('Obi', 3)];
    for (const f of moved) {
      await api('PUT', `/admin/farmers/${f.user._id}/agent`, admin, { agentId: agentA.user._id });
    }
    const other = await farmer('Zainab', 4);

    // Agent B asks for feed; a farmer answers.
    const product = `Layer mash ${stamp}`;
    const request = await api<{ data: { id: string } }>(
      'POST',
      '/marketplace/requests',
      agentB.token,
      {
        transactionType: 'buy',
        productType: 'feed',
        productName: product,
      },
    );
    await api('POST', `/marketplace/requests/${request.data.id}/answers`, moved[0]?.token, {
      message: 'I have 20 bags in Zaria.',
    });

    // 1. The admin, at 1280 px, reads the answer and hides the request with a reason.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const console_ = await adminContext.newPage();
    await login(console_, kiwo.url, 'admin@kiwo.ng');
    await console_.goto(`${kiwo.url}/admin/marketplace`);
    await console_.getByRole('tab', { name: 'Requests' }).click();
    await console_.getByRole('searchbox', { name: 'Search requests' }).fill(product);
    const row = console_.getByRole('row').filter({ hasText: product });
    await expect(row.getByText('Open')).toBeVisible();
    await row.getByRole('button', { name: 'Answers (1)' }).click();
    const answers = console_.getByRole('dialog', { name: `Answers to “${product}”` });
    await expect(answers.getByText('I have 20 bags in Zaria.')).toBeVisible();
    await answers.getByRole('button', { name: 'Close' }).first().click();
    await row.getByRole('button', { name: 'Hide' }).click();
    const hide = console_.getByRole('alertdialog');
    await hide.getByRole('button', { name: 'Hide' }).click();
    await expect(hide.getByText('Enter a reason')).toBeVisible();
    await hide.getByRole('textbox', { name: 'Reason for the author' }).fill('Duplicate request');
    await hide.getByRole('button', { name: 'Hide' }).click();
    await expect(row.getByText('Hidden by an admin')).toBeVisible();
    expect(await axeViolations(console_)).toEqual([]);

    // A farmer, at 360 px, no longer finds it.
    const farmerContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const farmerPage = await farmerContext.newPage();
    await login(farmerPage, kiwo.url, other.phone);
    await farmerPage.goto(`${kiwo.url}/farmer/marketplace`);
    await farmerPage.getByRole('tab', { name: 'Requests' }).click();
    await expect(farmerPage.getByRole('heading', { name: 'Requests from others' })).toBeVisible();
    await expect(farmerPage.getByText(product)).toHaveCount(0);
    await farmerContext.close();

    // 2. The admin moves agent A's three farmers to agent B, every match at once.
    await console_.goto(`${kiwo.url}/admin/agents/${agentA.user._id}`);
    await expect(console_.getByText('3 in total').first()).toBeVisible();
    await console_.getByRole('button', { name: 'Select every matching farmer (3)' }).click();
    await expect(
      console_.getByText('Every farmer matching the search is selected (3).'),
    ).toBeVisible();
    for (const f of moved) {
      await expect(console_.getByRole('checkbox', { name: `Select ${f.name}` })).toBeChecked();
    }
    await console_.getByRole('button', { name: 'Move selected farmers' }).click();
    await expect(console_.getByText('Choose the agent to move them to')).toBeVisible();
    await console_.getByRole('combobox', { name: 'Move to agent' }).fill('Sani');
    await console_.getByRole('option', { name: new RegExp(agentB.name) }).click();
    await console_.getByRole('button', { name: 'Move selected farmers' }).click();
    const confirm = console_.getByRole('alertdialog', { name: 'Move 3 farmers?' });
    await confirm.getByRole('button', { name: 'Move 3 farmers' }).click();
    await expect(console_.getByText('Moved: 3. Already with that agent: 0.').first()).toBeVisible();
    await expect(console_.getByText('0 in total').first()).toBeVisible();
    await adminContext.close();

    // Agent B, at 360 px, has them on the farmer list.
    const bContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const bPage = await bContext.newPage();
    await login(bPage, kiwo.url, agentB.phone);
    await bPage.goto(`${kiwo.url}/agent/farmer`);
    for (const f of moved) await expect(bPage.getByText(f.name).first()).toBeVisible();

    // 3. A farmer asks; the admin gives it to agent A, who cannot take it and hands it to B.
    const asked = await api<{ data: { id: string } }>('POST', '/consultations', moved[1]?.token, {
      kind: 'extension',
      topic: `Hens off feed ${stamp}`,
      livestockType: 'poultry',
      description: 'Forty hens stopped eating since yesterday.',
      urgency: 'medium',
    });
    const id = asked.data.id;
    await api('POST', `/admin/consultations/${id}/assign`, admin, { assigneeId: agentA.user._id });
    const aContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const aPage = await aContext.newPage();
    await login(aPage, kiwo.url, agentA.phone);
    await aPage.goto(`${kiwo.url}/agent/consultations?open=${id}`);
    const thread = aPage.getByRole('dialog', { name: `Hens off feed ${stamp}` });
    await thread.getByRole('button', { name: 'I can’t take this' }).click();
    const handOn = aPage.getByRole('dialog', { name: 'Hand this request on' });
    await handOn.getByRole('combobox', { name: 'Give it to' }).fill('Sani');
    await aPage.getByRole('option', { name: new RegExp(agentB.name) }).click();
    await handOn.getByRole('button', { name: 'Hand it on' }).click();
    await expect(aPage.getByText('Request handed on').first()).toBeVisible();
    // The dialog closed and the request left A's queue.
    await expect(aPage.getByRole('heading', { name: `Hens off feed ${stamp}` })).toHaveCount(0);
    await expect(
      aPage.getByRole('heading', { name: 'Nothing is assigned to you yet.' }),
    ).toBeVisible();
    expect(await axeViolations(aPage)).toEqual([]);
    await aContext.close();

    // B finds it on their page, linked from the notification.
    await bPage.goto(`${kiwo.url}/agent/consultations`);
    await expect(bPage.getByRole('heading', { name: `Hens off feed ${stamp}` })).toBeVisible();
    await bContext.close();

    // 4. B answers and turns on SMS alerts; the farmer replies: B gets it as a Hausa SMS.
    await api('POST', `/consultations/${id}/answer`, agentB.token, {
      answer: 'How much water do they drink?',
    });
    await api('PUT', '/users/sms-alerts', agentB.token, { enabled: true });
    await api('POST', `/consultations/${id}/reply`, moved[1]?.token, {
      message: 'Half of last week.',
    });
    const e164 = `+234${agentB.phone.slice(1)}`;
    await expect
      .poll(() => gateway.sent.find((s) => s.to === e164)?.message, { timeout: 60_000 })
      .toMatch(new RegExp(`^Kiwo: amsa daga Tunde Farmer${stamp} game da "Hens off feed`));
  } finally {
    kiwo.stop();
    await gateway.close();
  }
});
