import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { notify } from '../src/modules/notifications';
import { testApp } from './helpers/app';
import { eventually } from './helpers/auth';
import { openTestDb, type TestDb } from './helpers/db';
import { farmWorld, type World } from './helpers/farm';
import {
  type GraphApi,
  graphError,
  metaJson,
  postSigned,
  sign,
  startGraphApi,
  statusUpdate,
  textMsg,
  whatsappEnv,
} from './helpers/whatsapp';

/*
 * Alerts to a farmer who uses the WhatsApp bot (ADR 0048), through a local
 * server that speaks the Graph API: free-form text inside 24 hours of their last message, the
 * approved template outside it, the template when Meta answers 131047 after all, and SMS when
 * no template is approved for the alert. The SMS outbox (no gateway) keeps what went by SMS.
 */

let testDb: TestDb;
let app: App;
let graph: GraphApi;
let w: World;
let waId: string;

const rows = async <R>(query: ReturnType<typeof sql>) =>
  ((await testDb.handle.db.execute(query)) as unknown as { rows: R[] }).rows;

beforeAll(async () => {
  testDb = await openTestDb();
  graph = await startGraphApi();
  app = await testApp(
    { db: testDb.handle },
    {
      ...whatsappEnv(graph),
      WHATSAPP_TEMPLATE_CONSULTATION_ANSWERED: 'consultation_answered_v2',
      WHATSAPP_TEMPLATE_LANGUAGES: 'en=en_US,ha=ha,yo=yo,ig=ig',
    },
  );
  w = await farmWorld(app, testDb.handle.db);
  await testDb.handle.db.update(users).set({ language: 'hausa' }).where(eq(users.id, w.farmerA.id));
  const [row] = await testDb.handle.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, w.farmerA.id));
  waId = String(row?.phone).replace(/^\+/, '');
  // The farmer asked for alerts (otherwise a user of the app gets them in the app only).
  const optIn = await w.farmerA.api.put('/api/users/sms-alerts', { enabled: true });
  expect(optIn.status).toBe(200);
  // The farmer writes to the bot once: that starts the 24-hour window.
  expect(await postSigned(app, waId, [textMsg(waId, 'sannu')])).toBe(200);
  await eventually(async () => {
    const [r] = await rows<{ n: number }>(
      sql`select count(*)::int as n from whatsapp_inbound where user_id = ${w.farmerA.id}`,
    );
    return r?.n === 1 ? true : undefined;
  });
});
afterAll(async () => {
  await app?.close();
  await graph?.down();
  await testDb?.close();
});
beforeEach(async () => {
  graph.closeWindow(waId, false);
  // Yesterday's alerts must not count against today's cap in the next test.
  await testDb.handle.db.execute(sql`delete from outbox_messages where kind like 'alert:%'`);
});

/** The farmer's last message to the bot was `hoursAgo` hours ago. */
const lastWrote = (hoursAgo: number) =>
  testDb.handle.db.execute(
    sql`update whatsapp_inbound set received_at = now() - make_interval(hours => ${hoursAgo}) where user_id = ${w.farmerA.id}`,
  );

const answered = (topic: string) =>
  notify(testDb.handle.db, w.farmerA.id, {
    type: 'consultation_answered',
    title: 'Your question has an answer',
    body: 'Give clean water with vitamins.',
    params: { topic, message: 'Give clean water with vitamins.\nCall me if it gets worse.' },
  });

const highMortality = () =>
  notify(testDb.handle.db, w.farmerA.id, {
    type: 'high_mortality',
    title: 'High mortality',
    body: '12 deaths',
    priority: 'high',
    params: { count: '12', section: 'House A', date: '2026-11-26', rate: '12' },
  });

const alertRows = () =>
  rows<{ channel: string; status: string; to: string; error: string | null; body: string }>(
    sql`select channel, status, "to", error, body from outbox_messages where kind like 'alert:%' order by created_at`,
  );

// biome-ignore lint/suspicious/noExplicitAny: tests walk the sent JSON freely
type Sent = Record<string, any>;

/** Drains the queue and returns what reached the Graph API. */
async function drain() {
  const before = graph.sent.length;
  await app.outbound.drain();
  return graph.sent.slice(before) as Sent[];
}

describe('an alert to a farmer who uses WhatsApp', () => {
  it('is free-form text inside the 24-hour window, in the farmer’s language', async () => {
    await lastWrote(2);
    await answered('Coughing broilers');
    const [sent] = await drain();
    expect(sent).toMatchObject({ to: waId, type: 'text' });
    // The fixture farmer signed up as a woman: Hausa speaks to her as "ki" (ADR 0053).
    expect(sent?.text.body).toMatch(/^Kiwo: an amsa tambayarki "Coughing broilers": Give clean/);
    expect((await alertRows()).map((r) => [r.channel, r.status])).toEqual([['whatsapp', 'sent']]);
  });

  it('is the approved template outside the window, with its body parameters', async () => {
    await lastWrote(30);
    await answered('Coughing broilers');
    const [sent] = await drain();
    expect(sent).toMatchObject({
      to: waId,
      type: 'template',
      template: {
        name: 'consultation_answered_v2',
        language: { code: 'ha' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Coughing broilers' },
              // Meta refuses new lines in a parameter (132018): they become spaces.
              { type: 'text', text: 'Give clean water with vitamins. Call me if it gets worse.' },
            ],
          },
        ],
      },
    });
  });

  it('falls back to the template when Meta answers 131047 to the text', async () => {
    await lastWrote(23);
    graph.closeWindow(waId);
    await answered('Coughing broilers');
    const sent = await drain();
    expect(sent.map((m) => m.type)).toEqual(['text', 'template']);
    const refused = graph.requests.filter((r) => r.body.type === 'text' && r.body.to === waId);
    expect(refused.length).toBeGreaterThan(0);
    expect((await alertRows()).map((r) => [r.channel, r.status])).toEqual([['whatsapp', 'sent']]);
  });

  it('goes by SMS outside the window when no template is approved for the alert', async () => {
    await lastWrote(30);
    await highMortality();
    const alerts = await alertRows();
    expect(alerts.map((r) => r.channel)).toEqual(['sms']);
    expect(alerts[0]?.to).toBe(`+${waId}`);
    expect(await drain()).toEqual([]);
  });

  it('is sent by SMS when the window closed while the text waited and there is no template', async () => {
    await lastWrote(1);
    graph.closeWindow(waId);
    await highMortality();
    const sent = await drain();
    expect(sent.map((m) => m.type)).toEqual(['text']);
    const alerts = await alertRows();
    expect(alerts.map((r) => [r.channel, r.status])).toEqual([
      ['whatsapp', 'failed'],
      // No SMS gateway in this test: the development outbox keeps it, queued for the next drain.
      ['sms', expect.any(String)],
    ]);
    expect(alerts[0]?.error).toMatch(/131047.*sent by SMS instead/);
    expect(alerts[1]).toMatchObject({ to: `+${waId}` });
    expect(alerts[1]?.body).toMatch(/House A/);
  });

  it('sends the template when Meta accepts the text and reports 131047 later, once', async () => {
    await lastWrote(1);
    await answered('Coughing broilers');
    const [text] = await drain();
    expect(text).toMatchObject({ type: 'text' });
    const [row] = await rows<{ id: string }>(
      sql`select provider_message_id as id from outbox_messages where kind like 'alert:%'`,
    );
    const failed = metaJson(
      statusUpdate(String(row?.id), 'failed', waId, [
        { code: 131047, title: 'Re-engagement message', message: 'Re-engagement message' },
      ]),
    );
    // Meta may post the same status twice: the template goes once.
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(failed) },
        payload: failed,
      });
      expect(res.statusCode).toBe(200);
    }
    const sent = await drain();
    expect(sent.map((m) => m.type)).toEqual(['template']);
    expect((await alertRows()).map((r) => [r.channel, r.status])).toEqual([
      ['whatsapp', 'failed'],
      ['whatsapp', 'sent'],
    ]);
  });

  it('tries a rate-limited template again on the next drain (429, 130429)', async () => {
    await lastWrote(30);
    await answered('Coughing broilers');
    graph.fail(graphError(429, 130429, '(#130429) Rate limit hit'));
    expect(await drain()).toHaveLength(1);
    expect((await alertRows())[0]).toMatchObject({ channel: 'whatsapp', status: 'queued' });
    // Due a second ago: the drain compares with a JavaScript Date (whole milliseconds), which can
    // fall just before PostgreSQL's now() (microseconds) when the drain follows at once.
    await testDb.handle.db.execute(
      sql`update outbox_messages set retry_at = now() - interval '1 second' where kind like 'alert:%'`,
    );
    const [again] = await drain();
    expect(again).toMatchObject({ type: 'template' });
    expect((await alertRows())[0]).toMatchObject({ status: 'sent' });
  });

  it('goes by SMS as before to a farmer who has not written to the bot in 30 days', async () => {
    await lastWrote(24 * 31);
    await answered('Coughing broilers');
    expect((await alertRows()).map((r) => r.channel)).toEqual(['sms']);
  });
});
