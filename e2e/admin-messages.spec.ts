import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations, signUpAdmin, startOwnServer } from './support/own-server';

// SMS as an operator and a farmer meet it (ADR 0037): a Kiwo server whose SMS gateway is a local
// stand-in answering like Africa's Talking sends a farmer's phone code; the gateway reports it
// delivered; an admin opens SMS and email from the navigation, finds the message by the farmer's
// phone and sees it delivered with its cost, the spend and the gateway (never its key); the
// farmer turns SMS alerts off in settings and back on. At phone width (360 px).
//
// The shared e2e server keeps SMS in the development outbox (nothing is priced or delivered), so
// this journey starts its own server process pointed at the stand-in, on the web build that
// `pnpm start` made for the run.

const AT_USERNAME = 'kiwo-e2e';
const AT_API_KEY = 'atsk_e2e_0123456789abcdef';
const TOKEN = 'e2e-callback-token-0123456789';
const SHOTS = process.env.E2E_SCREENSHOTS;

interface Sent {
  to: string;
  message: string;
  messageId: string;
}

/** Africa's Talking's `POST /version1/messaging`: form fields, apiKey header, 201 + recipients. */
async function startGateway() {
  const sent: Sent[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    if (req.url !== '/version1/messaging' || req.headers.apikey !== AT_API_KEY) {
      res
        .writeHead(401, { 'content-type': 'text/plain' })
        .end('The supplied authentication is invalid');
      return;
    }
    const messageId = `ATXid_e2e_${sent.length + 1}`;
    sent.push({ to: form.get('to') ?? '', message: form.get('message') ?? '', messageId });
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
              messageId,
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

/** A Kiwo server process using that gateway, with its own embedded database. */
const startKiwo = (gatewayUrl: string) =>
  startOwnServer(
    {
      SMS_PROVIDER: 'africastalking',
      AT_USERNAME,
      AT_API_KEY,
      AT_SENDER_ID: 'KIWO',
      AT_BASE_URL: gatewayUrl,
      SMS_CALLBACK_TOKEN: TOKEN,
    },
    'kiwo-e2e-sms-',
  );

const phoneWidth = async (page: Page) => page.setViewportSize({ width: 360, height: 780 });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

async function login(page: Page, base: string, identifier: string, password: string) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill(identifier);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('an admin finds a delivered SMS with its cost; a farmer turns SMS alerts off and on', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const gateway = await startGateway();
  const kiwo = await startKiwo(gateway.url);
  try {
    // A farmer asks for a phone code: one SMS through the gateway, priced NGN 2.20.
    const local = `0806${String(Date.now()).slice(-7)}`;
    const e164 = `+234${local.slice(1)}`;
    const password = 'farmer-secret-1';
    const registered = await fetch(`${kiwo.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ngozi',
        lastName: 'Okeke',
        phone: local,
        password,
        stateOfResidence: 'Enugu',
        age: '26-35',
        gender: 'female',
        farmName: 'Okeke Farm',
        primaryLivestock: 'poultry',
        totalLivestockCount: 80,
      }),
    });
    expect(registered.status).toBe(201);
    const farmerToken = ((await registered.json()) as { data: { token: string } }).data.token;
    const otp = await fetch(`${kiwo.url}/api/auth/send-phone-otp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${farmerToken}` },
    });
    expect(otp.status).toBe(200);
    const sms = gateway.sent.find((s) => s.to === e164);
    expect(sms?.message).toMatch(/\d{6}/);

    // The gateway reports it delivered (Africa's Talking's delivery report, form fields).
    const report = await fetch(`${kiwo.url}/api/sms/africastalking/delivery?token=${TOKEN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        id: sms?.messageId ?? '',
        status: 'Success',
        phoneNumber: e164,
        networkCode: '62130',
        retryCount: '0',
      }).toString(),
    });
    expect(report.status).toBe(200);

    // A new admin (sign-up and the email code shown by DEV_SHOW_CODES), at phone width.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await phoneWidth(admin);
    await signUpAdmin(admin, kiwo.url);

    // The dashboard shows the month's SMS spend; the menu leads to the messages page.
    await expect(admin.getByRole('heading', { name: 'SMS spending' })).toBeVisible();
    await shot(admin, 'admin-dashboard-360');
    await admin.getByRole('button', { name: 'Show or hide the menu' }).click();
    await admin.getByRole('link', { name: 'SMS and email' }).click();
    await expect(admin).toHaveURL(/\/admin\/messages$/);
    await expect(
      admin.getByRole('listitem').filter({ hasText: "Africa's Talking gateway" }),
    ).toBeVisible();
    await expect(admin.getByText('Sender ID: KIWO')).toBeVisible();
    await expect(admin.getByText(AT_API_KEY)).toHaveCount(0);

    // Search by the phone as a Nigerian would type it: the delivered code and its cost.
    await admin
      .getByRole('searchbox', { name: 'Search by phone' })
      .fill(`${local.slice(0, 4)} ${local.slice(4)}`);
    await expect(admin.getByText('1 in total')).toBeVisible();
    const table = admin.getByRole('table', { name: 'SMS and email' });
    const row = table.getByRole('row').filter({ hasText: e164 });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Delivered')).toBeVisible();
    await expect(row.getByText('₦2.2')).toBeVisible();
    await expect(row.getByText("Africa's Talking gateway")).toBeVisible();
    await shot(admin, 'admin-messages-360');
    expect(await axeViolations(admin)).toEqual([]);

    // Only failed messages: this one is gone from the list.
    await admin.getByRole('button', { name: /Status/ }).click();
    await admin.getByRole('option', { name: 'Failed' }).click();
    await expect(admin.getByText('No messages match this search.').first()).toBeVisible();
    await adminContext.close();

    // The farmer, at phone width: SMS alerts off, then on again.
    const farmerContext = await browser.newContext();
    const farmer = await farmerContext.newPage();
    await phoneWidth(farmer);
    await login(farmer, kiwo.url, local, password);
    await expect(farmer).toHaveURL(/\/farmer\//);
    await farmer.goto(`${kiwo.url}/farmer/settings`);
    const alerts = farmer.getByRole('switch', { name: 'Send me alerts by SMS' });
    await expect(alerts).toBeEnabled();
    await expect(farmer.getByText(/reply STOP to any Kiwo text message/)).toBeVisible();
    await alerts.scrollIntoViewIfNeeded();
    await shot(farmer, 'farmer-settings-auto-360');
    // A tap on the switch's label, as a thumb would (the input itself is visually hidden).
    const toggle = farmer.getByText('Send me alerts by SMS', { exact: true });
    await toggle.click();
    await expect(alerts).toBeChecked();
    await expect(farmer.getByText(`Alerts go to ${e164}.`)).toBeVisible();
    await toggle.click();
    await expect(alerts).not.toBeChecked();
    await expect(farmer.getByText('SMS alerts are off.', { exact: true })).toBeVisible();
    await shot(farmer, 'farmer-settings-off-360');
    expect(await axeViolations(farmer)).toEqual([]);
    const off = await fetch(`${kiwo.url}/api/users/sms-alerts`, {
      headers: { authorization: `Bearer ${farmerToken}` },
    });
    expect(((await off.json()) as { data: { mode: string } }).data.mode).toBe('off');
    await toggle.click();
    await expect(alerts).toBeChecked();
    // Still on after a reload: the server holds the choice.
    await farmer.reload();
    await expect(farmer.getByRole('switch', { name: 'Send me alerts by SMS' })).toBeChecked();
    await shot(farmer, 'farmer-settings-on-360');
    await farmerContext.close();
  } finally {
    kiwo.stop();
    await gateway.close();
  }
});
