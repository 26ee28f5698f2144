import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { users } from '../src/db/schema';
import { createWhatsAppClient, textMessage, WhatsAppApiError } from '../src/messaging/whatsapp';
import { testApp, testConfig } from './helpers/app';
import { eventually, signUp } from './helpers/auth';
import { openTestDb, type TestDb } from './helpers/db';
import {
  type GraphApi,
  graphError,
  metaJson,
  notification,
  sign,
  startGraphApi,
  textMsg,
  WA,
  whatsappEnv,
} from './helpers/whatsapp';

/*
 * Replies through the Graph API stand-in and the durable outbound queue (ADR 0038): Meta's error
 * bodies, 5xx and rate limits retried with backoff, a bad token given up at once, one request
 * per message even with two drains at the same moment; media downloads; and the routes absent
 * when the chatbot is not configured.
 */

let testDb: TestDb;
let app: App;
let graph: GraphApi;
let n = 0;

beforeAll(async () => {
  testDb = await openTestDb();
  graph = await startGraphApi();
  app = await testApp(
    { db: testDb.handle },
    { ...whatsappEnv(graph), OUTBOX_RETRY_DELAYS_SECONDS: '30,60' },
  );
});
afterAll(async () => {
  await app?.close();
  await graph?.down();
  await testDb?.close();
});

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

type Row = { status: string; attempts: number; error: string | null; id: string | null };
const rowsTo = async (to: string) =>
  (
    (await testDb.handle.db.execute(
      sql`select status, attempts, error, provider_message_id as id from outbox_messages where channel = 'whatsapp' and "to" = ${to}`,
    )) as unknown as { rows: Row[] }
  ).rows;

/** An unknown number writes; the bot's one reply (how to register) is attempted at once. */
async function unknownWrites() {
  const from = `23481${String(10_000_000 + ++n)}`;
  const body = metaJson(notification(from, [textMsg(from, 'Hello')]));
  const res = await app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  const [row] = await eventually(async () => {
    const rows = await rowsTo(from);
    return rows.length > 0 && rows[0]?.attempts ? rows : undefined;
  });
  return { from, row: row as Row };
}

const requestsTo = (to: string) => graph.requests.filter((r) => r.body.to === to);

describe('replies through the queue', () => {
  it('sends one well-formed request with the token and stores Meta’s message id', async () => {
    const { from, row } = await unknownWrites();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(row.id).toMatch(/^wamid\./);
    const [req] = requestsTo(from);
    expect(req?.path).toBe(`/${WA.version}/${WA.phoneNumberId}/messages`);
    expect(req?.headers.authorization).toBe(`Bearer ${WA.accessToken}`);
    expect(req?.headers['content-type']).toMatch(/^application\/json/);
    expect(req?.body).toMatchObject({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: from,
      // a number Kiwo does not know is offered sign-up with reply buttons (ADR 0049)
      type: 'interactive',
    });
  });

  it('retries a 500 after the backoff and sends it once', async () => {
    graph.fail(graphError(500, 131000, 'Something went wrong'));
    const { from, row } = await unknownWrites();
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.error).toContain('WhatsApp answered 500 code 131000: Something went wrong');
    expect(await app.retryOutbox()).toEqual({ sent: 0, failed: 0, givenUp: 0 });
    expect(await app.retryOutbox(later(31))).toEqual({ sent: 1, failed: 0, givenUp: 0 });
    expect(await rowsTo(from)).toMatchObject([{ status: 'sent', attempts: 2, error: null }]);
    expect(requestsTo(from)).toHaveLength(2);
    expect(await app.retryOutbox(later(3600))).toEqual({ sent: 0, failed: 0, givenUp: 0 });
  });

  it('retries Meta’s rate limits (429 / 131056, 400 / 80007) and gives up after the last delay', async () => {
    graph.fail(
      graphError(
        429,
        131056,
        '(#131056) (Business Account, Consumer Account) pair rate limit hit',
        'Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.',
      ),
      graphError(400, 80007, 'The WhatsApp Business Account has reached its rate limit.'),
      graphError(503, 133004, 'Server temporarily unavailable'),
    );
    const { from, row } = await unknownWrites();
    expect(row.error).toContain('code 131056');
    expect(row.error).toContain('too many messages');
    expect(await app.retryOutbox(later(31))).toMatchObject({ failed: 1 });
    expect((await rowsTo(from))[0]?.error).toContain('code 80007');
    expect(await app.retryOutbox(later(31 + 61))).toMatchObject({ givenUp: 1 });
    expect(await rowsTo(from)).toMatchObject([{ status: 'failed', attempts: 3 }]);
    expect(requestsTo(from)).toHaveLength(3);
  });

  it('gives up at once on a bad token (code 190), naming the setting to check', async () => {
    graph.fail(graphError(401, 190, 'Error validating access token: Session has expired'));
    const { from, row } = await unknownWrites();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.error).toContain('check WHATSAPP_ACCESS_TOKEN');
    expect(await app.retryOutbox(later(3600))).toEqual({ sent: 0, failed: 0, givenUp: 0 });
    expect(requestsTo(from)).toHaveLength(1);
  });

  it('sends a queued reply once when two drains run at the same moment', async () => {
    graph.fail(graphError(502, 1, 'An unknown error occurred'));
    const { from } = await unknownWrites();
    const at = later(31);
    const results = await Promise.all([app.retryOutbox(at), app.retryOutbox(at)]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    expect(requestsTo(from)).toHaveLength(2);
  });
});

describe('the admin messages page', () => {
  it('lists WhatsApp replies with the SMS and emails, filtered by channel', async () => {
    const { from } = await unknownWrites();
    const admin = await signUp(app);
    await testDb.handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
    const res = await app.inject({
      url: '/api/admin/messages?channel=whatsapp&limit=100',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = JSON.parse(res.body).data as Record<string, unknown>[];
    expect(items.every((m) => m.channel === 'whatsapp')).toBe(true);
    expect(items.find((m) => m.to === from)).toMatchObject({
      status: 'sent',
      provider: 'whatsapp',
    });
  });
});

describe('the client', () => {
  const client = () => createWhatsAppClient(testConfig(whatsappEnv(graph)).whatsapp as never);

  it('downloads a voice note: the media URL by id, then the bytes, both with the token', async () => {
    const ogg = Buffer.from('OggS\u0000\u0002fake opus payload', 'binary');
    graph.addMedia('1037543291543636', ogg, 'audio/ogg; codecs=opus');
    const media = await client().media('1037543291543636', 5_000_000);
    expect(media.mimeType).toBe('audio/ogg; codecs=opus');
    expect(media.bytes.equals(ogg)).toBe(true);
  });

  it('reads Meta’s error body for a missing media id and a refused parameter', async () => {
    const missing = await client()
      .media('999', 5_000_000)
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(WhatsAppApiError);
    expect(missing).toMatchObject({ retryable: false, code: 100 });
    const refused = await client()
      .send('2348030000000', { type: 'text' } as never)
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ retryable: false, code: 100 });
    expect(String((refused as Error).message)).toContain('(#100) Param text is required.');
  });

  it('cuts a text to the Cloud API’s 4096 characters without splitting an emoji', () => {
    const long = textMessage('🐔'.repeat(5000));
    const body = (long as { text: { body: string } }).text.body;
    expect([...body]).toHaveLength(4096);
    expect(body.endsWith('…')).toBe(true);
  });

  it('reports the gateway unreachable as worth another try', async () => {
    const down = createWhatsAppClient({
      ...(testConfig(whatsappEnv(graph)).whatsapp as NonNullable<
        ReturnType<typeof testConfig>['whatsapp']
      >),
      graphBaseUrl: 'http://127.0.0.1:9',
    });
    const error = await down.send('2348030000000', textMessage('hi')).catch((e: unknown) => e);
    expect(error).toMatchObject({ retryable: true, message: 'WhatsApp unreachable' });
  });
});

describe('configuration', () => {
  it('needs all four keys or none', () => {
    const { WHATSAPP_APP_SECRET: _secret, ...partial } = whatsappEnv(graph);
    expect(() => loadConfig({ ...partial, NODE_ENV: 'test' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...partial, NODE_ENV: 'test' })).toThrow(
      'the WhatsApp chatbot also needs WHATSAPP_APP_SECRET',
    );
    expect(loadConfig({ NODE_ENV: 'test' }).whatsapp).toBeUndefined();
  });

  it('answers 404 on both routes when the chatbot is not configured', async () => {
    const off = await testApp({ db: testDb.handle });
    try {
      const get = await off.inject({
        url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${WA.verifyToken}&hub.challenge=1`,
      });
      expect(get.statusCode).toBe(404);
      const body = metaJson(notification('2348030000000', [textMsg('2348030000000', 'hi')]));
      const post = await off.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
        payload: body,
      });
      expect(post.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
