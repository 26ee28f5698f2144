import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations, signUpAdmin, startOwnServer } from './support/own-server';

// The admin conversations page as an operator meets it (ADR 0049): a Kiwo server whose WhatsApp
// Graph API is a local stand-in; a farmer writes "help" in a signed webhook post and gets the
// bot's answer; an admin opens WhatsApp conversations from the menu, finds the farmer's number
// as a Nigerian would type it, reads both messages, and switches the bot off for the farmer —
// whose next message gets the one polite note. At phone width (360 px).
//
// The shared e2e server has no WhatsApp configured, so this journey starts its own server
// process pointed at the stand-in, on the web build that `pnpm start` made for the run.

const WA = {
  verifyToken: 'e2e-verify-token-0123456789',
  appSecret: 'e2e-app-secret-0123456789abcdef',
  accessToken: 'EAAGe2e0123456789',
  phoneNumberId: '106540352242922',
  version: 'v23.0',
};
const SHOTS = process.env.E2E_SCREENSHOTS;

interface Sent {
  to: string;
  text: string;
}

/** The Graph API's `POST /{version}/{phone-number-id}/messages`: Bearer token, 200 + wamid. */
async function startGraphApi() {
  const sent: Sent[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = `/${WA.version}/${WA.phoneNumberId}/messages`;
    if (req.url !== path || req.headers.authorization !== `Bearer ${WA.accessToken}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 },
        }),
      );
      return;
    }
    // biome-ignore lint/suspicious/noExplicitAny: the stand-in reads the message JSON freely
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, any>;
    const text = body.type === 'text' ? body.text.body : (body.interactive?.body?.text ?? '');
    sent.push({ to: String(body.to), text: String(text) });
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.e2e${sent.length}` }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, sent, close: () => new Promise((r) => server.close(r)) };
}

const startKiwo = (graphUrl: string) =>
  startOwnServer(
    {
      WHATSAPP_VERIFY_TOKEN: WA.verifyToken,
      WHATSAPP_APP_SECRET: WA.appSecret,
      WHATSAPP_ACCESS_TOKEN: WA.accessToken,
      WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
      WHATSAPP_GRAPH_BASE_URL: graphUrl,
      WHATSAPP_GRAPH_VERSION: WA.version,
    },
    'kiwo-e2e-wa-',
  );

/** A text message from `from`, serialised and signed the way Meta does it. */
function signedText(from: string, text: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: WA.phoneNumberId },
              contacts: [{ profile: { name: 'Ngozi' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.e2e.in.${Date.now()}.${Math.random()}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  })
    .replace(/\//g, '\\/')
    .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const signature = `sha256=${createHmac('sha256', WA.appSecret).update(body, 'utf8').digest('hex')}`;
  return { body, signature };
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

test('an admin finds a WhatsApp conversation by phone and switches the bot off for the farmer', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const graph = await startGraphApi();
  const kiwo = await startKiwo(graph.url);
  try {
    const local = `0806${String(Date.now()).slice(-7)}`;
    const waId = `234${local.slice(1)}`;
    const registered = await fetch(`${kiwo.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ngozi',
        lastName: 'Okeke',
        phone: local,
        password: 'farmer-secret-1',
        stateOfResidence: 'Enugu',
        primaryLivestock: 'poultry',
      }),
    });
    expect(registered.status).toBe(201);

    /** The farmer writes; answers what the bot sent back (waits for `replies`). */
    const write = async (text: string, replies: number) => {
      const before = graph.sent.length;
      const { body, signature } = signedText(waId, text);
      const res = await fetch(`${kiwo.url}/api/whatsapp/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body,
      });
      expect(res.status).toBe(200);
      await expect.poll(() => graph.sent.length, { timeout: 15_000 }).toBe(before + replies);
      return graph.sent.slice(before);
    };
    const [help] = await write('help', 1);
    expect(help?.text).toContain('Hello Ngozi!');

    // A new admin (sign-up and the email code shown by DEV_SHOW_CODES), at phone width.
    const context = await browser.newContext();
    const admin = await context.newPage();
    await admin.setViewportSize({ width: 360, height: 780 });
    await signUpAdmin(admin, kiwo.url);

    // The menu leads to the conversations page; messages per channel first.
    await admin.getByRole('button', { name: 'Show or hide the menu' }).click();
    await admin.getByRole('link', { name: 'WhatsApp conversations' }).click();
    await expect(admin).toHaveURL(/\/admin\/conversations$/);
    await expect(admin.getByRole('heading', { name: 'Messages by channel' })).toBeVisible();
    await expect(admin.getByText('WhatsApp (in and out)')).toBeVisible();

    // Found by the phone as a Nigerian would type it.
    await admin
      .getByRole('searchbox', { name: 'Search by phone number' })
      .fill(`${local.slice(0, 4)} ${local.slice(4)}`);
    const table = admin.getByRole('table', { name: 'Recent WhatsApp conversations' });
    const row = table.getByRole('row').filter({ hasText: `+${waId}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Ngozi Okeke')).toBeVisible();
    await expect(row.getByText('On', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Open conversation with +${waId}` }).click();

    const thread = admin.getByRole('list', { name: `Messages with +${waId}` });
    const items = thread.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Received: help');
    await expect(items.nth(1)).toContainText('Sent: Hello Ngozi!');

    // The switch: off for this farmer.
    const bot = admin.getByRole('switch', { name: 'WhatsApp bot on for Ngozi Okeke' });
    await expect(bot).toBeChecked();
    await bot.scrollIntoViewIfNeeded();
    await bot.click({ force: true });
    await expect(bot).not.toBeChecked();
    await expect(row.getByText('Off', { exact: true })).toBeVisible();
    await shot(admin, 'admin-conversations-360');
    expect(await axeViolations(admin)).toEqual([]);

    // The farmer's next messages: one polite note, then nothing.
    const [note] = await write('2 died in House A', 1);
    expect(note?.text).toContain('turned off for your account');
    const before = graph.sent.length;
    const { body, signature } = signedText(waId, 'today');
    await fetch(`${kiwo.url}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body,
    });
    // The admin sees both messages arrive, the first answered, the second not.
    await expect(async () => {
      await admin.reload();
      await admin
        .getByRole('searchbox', { name: 'Search by phone number' })
        .fill(`${local.slice(0, 4)} ${local.slice(4)}`);
      await row.getByRole('button', { name: `Open conversation with +${waId}` }).click();
      await expect(items).toHaveCount(5, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(items.nth(4)).toContainText('Received: today');
    await expect(items.nth(4)).toContainText('Bot off');
    expect(graph.sent.length).toBe(before);
    await shot(admin, 'admin-conversations-off-360');
    await context.close();
  } finally {
    kiwo.stop();
    await graph.close();
  }
});
