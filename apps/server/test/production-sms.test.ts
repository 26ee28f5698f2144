import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './helpers/auth';
import { productionScenario } from './helpers/production';
import { startServerProcess } from './helpers/server-process';
import {
  africasTalkingEnv,
  type GatewayStandIn,
  startAfricasTalking,
} from './helpers/sms-gateways';

/*
 * ADR 0037 and ADR 0038 tried as an operator would: the built server in production with
 * SMS_PROVIDER=africastalking pointed at a local server that answers like Africa's Talking.
 * A Hausa farmer's code goes out in one well-formed request, in Hausa; a gateway answering 500
 * twice then 201 gives one delivered message; a message queued while the gateway is down
 * survives a restart; a STOP reply stops alerts; a consultation answer reaches a farmer who only
 * uses USSD by SMS.
 */
let scenario: Awaited<ReturnType<typeof productionScenario>>;
let at: GatewayStandIn;
beforeAll(async () => {
  scenario = await productionScenario('prodsms');
  at = await startAfricasTalking();
});
afterAll(async () => {
  await at?.down();
  await scenario?.cleanup();
});

const TOKEN = 'callback-token-0123456789';
const env = () =>
  scenario.env({
    IVR_ENABLED: 'false',
    SESSION_CACHE_TTL_MS: '0',
    OUTBOX_RETRY_INTERVAL_MS: '200',
    OUTBOX_RETRY_DELAYS_SECONDS: '1,1,1',
    ...africasTalkingEnv(at),
  });

async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: scenario.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

const codeIn = (text: unknown) => /\b(\d{6})\b/.exec(String(text))?.[1] ?? '';
const smsTo = (phone: string) => at.requests.filter((r) => r.fields.to === phone);

describe('production with Africa’s Talking', () => {
  it('codes, retries, restarts, delivery reports, STOP and alerts, end to end over HTTP', async () => {
    let server = await startServerProcess({ env: env() });
    const api = async (
      path: string,
      init: { method?: string; token?: string; body?: unknown } = {},
    ) => {
      const res = await fetch(`${server.url}/api${path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
    };
    const form = (path: string, fields: Record<string, string>) =>
      fetch(`${server.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const register = async (phone: string, language: string) => {
      const res = await api('/auth/register', {
        method: 'POST',
        body: {
          firstName: 'Aisha',
          lastName: 'Musa',
          phone,
          password: 'farmer passphrase',
          language,
        },
      });
      expect(res.status).toBe(201);
      return res.body.data as { token: string; user: { _id: string; phone: string } };
    };
    try {
      // 1. A Hausa farmer's code: one request, the real form fields and headers, in Hausa.
      const hausa = await register('08035551001', 'hausa');
      const sent = await api('/auth/send-phone-otp', { method: 'POST', token: hausa.token });
      expect(sent.body.data).toMatchObject({ sent: true, otpCode: null });
      expect(at.requests).toHaveLength(1);
      const [first] = at.requests;
      expect(first?.headers).toMatchObject({
        apikey: africasTalkingEnv(at).AT_API_KEY,
        accept: 'application/json',
      });
      expect(first?.fields).toMatchObject({ username: 'kiwo', to: '+2348035551001', from: 'KIWO' });
      expect(String(first?.fields.message)).toMatch(/^Lambar tantancewarku ta Kiwo ita ce \d{6}\./);
      const verified = await api('/auth/verify-phone-otp', {
        method: 'POST',
        token: hausa.token,
        body: { otp: codeIn(first?.fields.message) },
      });
      expect(verified.status).toBe(200);

      // An admin (promoted in the database: production refuses admin sign-up without SMTP).
      const admin = await register('08035551009', 'english');
      await sql(`update users set role = 'admin' where id = $1`, [admin.user._id]);

      // 2. 500, 500, then 201: one message, sent on the third try, then delivered.
      const boom = { status: 500, body: 'Internal Server Error', contentType: 'text/plain' };
      at.fail(boom, boom);
      const flaky = await register('08035551002', 'english');
      const refused = await api('/auth/send-phone-otp', { method: 'POST', token: flaky.token });
      expect(refused.body.data).toMatchObject({ sent: false });
      const row = await eventually(async () => {
        const list = await api('/admin/messages?phone=08035551002&status=sent', {
          token: admin.token,
        });
        return (list.body.data as unknown as Record<string, unknown>[])[0];
      });
      expect(row).toMatchObject({ attempts: 3, provider: 'africastalking', costNaira: '2.2000' });
      expect(smsTo('+2348035551002')).toHaveLength(3);
      const [stored] = await sql(
        `select provider_message_id from outbox_messages where "to" = '+2348035551002'`,
      );
      const report = await form(`/sms/africastalking/delivery?token=${TOKEN}`, {
        id: String(stored?.provider_message_id),
        status: 'Success',
        phoneNumber: '+2348035551002',
        networkCode: '62130',
        retryCount: '0',
      });
      expect(report.status).toBe(200);
      const delivered = await api('/admin/messages?phone=08035551002', { token: admin.token });
      expect(delivered.body.data).toMatchObject([{ status: 'delivered' }]);
      expect((delivered.body as { pagination?: unknown }).pagination).toMatchObject({ total: 1 });

      // 3. The gateway down across a restart: the code is queued, then sent by the new process.
      const patient = await register('08035551003', 'yoruba');
      await at.down();
      const queued = await api('/auth/send-phone-otp', { method: 'POST', token: patient.token });
      expect(queued.body.data).toMatchObject({ sent: false });
      await server.stop();
      await at.start();
      server = await startServerProcess({ env: env() });
      const restarted = await eventually(() => smsTo('+2348035551003')[0]);
      expect(String(restarted.fields.message)).toMatch(/^Koodu ijeriisi Kiwo re ni \d{6}\./);
      await new Promise((r) => setTimeout(r, 1500));
      expect(smsTo('+2348035551003')).toHaveLength(1);

      // 4. A farmer on USSD only (no app use for 20 days) gets the answer by SMS; STOP ends it.
      const asked = await api('/consultations', {
        method: 'POST',
        token: hausa.token,
        body: {
          kind: 'extension',
          topic: 'Kaji na tari',
          livestockType: 'poultry',
          description: 'Kajina goma suna tari tun jiya.',
          urgency: 'medium',
        },
      });
      expect(asked.status).toBe(201);
      await sql(
        `update sessions set last_used_at = now() - interval '20 days' where user_id = $1`,
        [hausa.user._id],
      );
      const answered = await api(
        `/admin/consultations/${(asked.body.data as { id: string }).id}/answer`,
        {
          method: 'POST',
          token: admin.token,
          body: { answer: 'Ka ba su ruwa mai tsabta kuma ka kira likitan dabbobi.' },
        },
      );
      expect(answered.status).toBe(200);
      const alert = await eventually(() =>
        smsTo('+2348035551001').find((r) => String(r.fields.message).includes('an amsa')),
      );
      expect(String(alert.fields.message)).toMatch(
        /^Kiwo: an amsa tambayarku "Kaji na tari": Ka ba su ruwa/,
      );

      const stop = await form(`/sms/africastalking/inbound?token=${TOKEN}`, {
        from: '+2348035551001',
        to: '24123',
        text: 'STOP',
        date: '2026-11-26 12:00:00',
        id: 'inbound-prod-1',
        linkId: 'link-prod-1',
      });
      expect(stop.status).toBe(200);
      const confirmation = await eventually(() =>
        smsTo('+2348035551001').find(
          (r) =>
            String(r.fields.message).includes('STOP') === false &&
            String(r.fields.message).includes('SMS'),
        ),
      );
      // No gender given at sign-up: Hausa uses the respectful plural (ADR 0053).
      expect(String(confirmation.fields.message)).toMatch(/^Kiwo: ba za ku kara samun/);
      const before = smsTo('+2348035551001').length;
      const again = await api('/consultations', {
        method: 'POST',
        token: hausa.token,
        body: {
          kind: 'extension',
          topic: 'Kaji na tari kuma',
          livestockType: 'poultry',
          description: 'Har yanzu suna tari.',
          urgency: 'medium',
        },
      });
      await sql(
        `update sessions set last_used_at = now() - interval '20 days' where user_id = $1`,
        [hausa.user._id],
      );
      await api(`/admin/consultations/${(again.body.data as { id: string }).id}/answer`, {
        method: 'POST',
        token: admin.token,
        body: { answer: 'Ka kira likita yau.' },
      });
      await new Promise((r) => setTimeout(r, 1500));
      expect(smsTo('+2348035551001')).toHaveLength(before);
    } finally {
      await server.stop();
    }
  }, 240_000);
});
