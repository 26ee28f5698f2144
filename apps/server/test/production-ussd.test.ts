import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionScenario } from './helpers/production';
import { startServerProcess } from './helpers/server-process';

/*
 * The USSD gateway callbacks in production, as an operator starts Kiwo (ADR 0027): without
 * USSD_CALLBACK_TOKEN they are refused (503) and the start says so in one line; with it, a call
 * without the callback URL's token is a 403, writes to the USSD log included.
 */
let scenario: Awaited<ReturnType<typeof productionScenario>>;
beforeAll(async () => {
  scenario = await productionScenario('produssd');
});
afterAll(() => scenario.cleanup());
const env = (extra: Record<string, string> = {}) => scenario.env(extra);

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const callback = form({
  sessionId: 'ATUid_prod',
  serviceCode: '*347*754#',
  phoneNumber: '+2348030000001',
  text: '',
});
const sessionEnd = form({
  sessionId: 'ATUid_prod',
  phoneNumber: '+2348030000001',
  status: 'Success',
});

describe('USSD in production', () => {
  it('refuses the callbacks without USSD_CALLBACK_TOKEN and says so at start', async () => {
    const server = await startServerProcess({ env: env() });
    try {
      const res = await fetch(`${server.url}/api/ussd`, callback);
      expect(res.status, server.output()).toBe(503);
      const body = (await res.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/USSD_CALLBACK_TOKEN/);
      expect((await fetch(`${server.url}/api/ussd/events`, sessionEnd)).status).toBe(503);
      const lines = server
        .output()
        .split('\n')
        .filter((l) => l.includes('USSD is switched off'));
      expect(lines).toHaveLength(1);
      // The rest of Kiwo is up.
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('with the secret: only callbacks carrying the token get through', async () => {
    const token = randomBytes(24).toString('hex');
    const server = await startServerProcess({ env: env({ USSD_CALLBACK_TOKEN: token }) });
    try {
      expect((await fetch(`${server.url}/api/ussd`, callback)).status).toBe(403);
      expect((await fetch(`${server.url}/api/ussd?token=nope`, callback)).status).toBe(403);
      expect((await fetch(`${server.url}/api/ussd/events`, sessionEnd)).status).toBe(403);
      const ok = await fetch(`${server.url}/api/ussd?token=${token}`, callback);
      expect(ok.status).toBe(200);
      // An unknown number on a fresh database: the self-registration menu.
      expect(await ok.text()).toMatch(/^CON Welcome to Kiwo\./);
      expect((await fetch(`${server.url}/api/ussd/events?token=${token}`, sessionEnd)).status).toBe(
        200,
      );
      expect(server.output()).not.toMatch(/USSD is switched off/);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
