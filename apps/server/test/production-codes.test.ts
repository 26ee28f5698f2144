import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionScenario } from './helpers/production';
import { startServerProcess } from './helpers/server-process';

/*
 * ADR 0025, tried as an attacker would against a production start with no SMTP_URL: no response
 * carries a code, admin sign-up is refused (and the start-up log says so), and the development
 * switch that echoes codes cannot be turned on.
 */
let scenario: Awaited<ReturnType<typeof productionScenario>>;
beforeAll(async () => {
  scenario = await productionScenario('prodcodes');
});
afterAll(() => scenario.cleanup());
const productionEnv = (extra: Record<string, string> = {}) =>
  scenario.env({ IVR_ENABLED: 'false', ...extra });

const json = { 'content-type': 'application/json' };

describe('production without a mail transport', () => {
  it('refuses to start with DEV_SHOW_CODES=true, in one line', async () => {
    const started = startServerProcess({ env: productionEnv({ DEV_SHOW_CODES: 'true' }) });
    await expect(started).rejects.toThrow(/DEV_SHOW_CODES cannot be on when NODE_ENV=production/);
  }, 120_000);

  it('says admin sign-up is off, refuses it, and never answers with a code', async () => {
    // OUTBOX_PRINT: the console is where codes go without SMTP; the responses must not have them.
    const server = await startServerProcess({ env: productionEnv({ OUTBOX_PRINT: 'true' }) });
    try {
      expect(server.output()).toMatch(/Admin sign-up is off/);
      const api = (path: string, init: RequestInit = {}) =>
        fetch(`${server.url}/api${path}`, { ...init, headers: { ...json, ...init.headers } });

      const admin = await api('/auth/register', {
        method: 'POST',
        body: JSON.stringify({
          firstName: 'Eve',
          lastName: 'Attacker',
          phone: '08035550001',
          email: 'eve@kiwo.ng',
          password: 'attacker passphrase',
          role: 'admin',
        }),
      });
      expect(admin.status).toBe(403);
      expect(await admin.json()).toMatchObject({
        success: false,
        error: expect.stringMatching(/Admin sign-up is turned off/),
      });

      const farmer = await api('/auth/register', {
        method: 'POST',
        body: JSON.stringify({
          firstName: 'Amina',
          lastName: 'Bello',
          phone: '08035550002',
          password: 'farmer passphrase',
        }),
      });
      expect(farmer.status).toBe(201);
      const { token, user } = (
        (await farmer.json()) as { data: { token: string; user: { _id: string } } }
      ).data;
      const bearer = { authorization: `Bearer ${token}` };

      const resend = await api('/auth/resend-admin-otp', {
        method: 'POST',
        body: JSON.stringify({ userId: user._id }),
      });
      expect(resend.status).toBe(403);

      const bodies: string[] = [];
      const sent = await api('/auth/send-phone-otp', { method: 'POST', headers: bearer });
      expect(sent.status).toBe(200);
      bodies.push(await sent.text());
      const changed = await api('/auth/updatedetails', {
        method: 'PUT',
        headers: bearer,
        body: JSON.stringify({ phone: '08035550003' }),
      });
      expect(changed.status).toBe(200);
      bodies.push(await changed.text());
      const forgot = await api('/auth/forgotpassword', {
        method: 'POST',
        body: JSON.stringify({ identifier: '08035550002' }),
      });
      bodies.push(await forgot.text());

      // The codes went to the console (the development outbox) — and only there.
      await new Promise((r) => setTimeout(r, 300));
      const printedCodes = [...server.output().matchAll(/(?<![\d+])(\d{6})(?!\d)/g)].map(
        (m) => m[1],
      );
      expect(printedCodes.length).toBeGreaterThanOrEqual(2);
      for (const body of bodies) {
        expect(body).toMatch(/"otpCode":null|"data":null/);
        for (const code of printedCodes) expect(body).not.toContain(code);
      }
      expect(bodies.join('')).not.toMatch(/resetpassword\//);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
