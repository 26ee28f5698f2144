import { calendarDay } from '@kiwo/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { testApp } from './helpers/app';
import { eventually } from './helpers/auth';
import { openTestDb, type TestDb } from './helpers/db';
import { farmFixture, farmSnapshot, farmWorld, storedCount, type World } from './helpers/farm';
import {
  buttonReply,
  type GraphApi,
  listReply,
  metaJson,
  notification,
  sign,
  startGraphApi,
  statusUpdate,
  textMsg,
  WA,
  whatsappEnv,
} from './helpers/whatsapp';

/*
 * The WhatsApp chatbot tried as a farmer would, through a local server that speaks the Graph
 * API: Meta's signed webhook posts in (serialised as Meta does, with emoji and Hausa's hooked
 * letters escaped), the bot's messages out to the stand-in, and the farm's records read back
 * through the API.
 */

let testDb: TestDb;
let app: App;
let graph: GraphApi;
let w: World;
let waId: string;
let sectionId: string;
const today = calendarDay(new Date()) as string;

const rows = async <R>(query: ReturnType<typeof sql>) =>
  ((await testDb.handle.db.execute(query)) as unknown as { rows: R[] }).rows;

beforeAll(async () => {
  testDb = await openTestDb();
  graph = await startGraphApi();
  app = await testApp({ db: testDb.handle }, whatsappEnv(graph));
  w = await farmWorld(app, testDb.handle.db);
  ({ sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 100));
  await testDb.handle.db.update(users).set({ language: 'hausa' }).where(eq(users.id, w.farmerA.id));
  const [row] = await testDb.handle.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, w.farmerA.id));
  waId = String(row?.phone).replace(/^\+/, '');
});
afterAll(async () => {
  await app?.close();
  await graph?.down();
  await testDb?.close();
});

/** Posts a body exactly as given, signed (or not) like Meta signs it. */
const post = (body: string, signature: string | null = sign(body)) =>
  app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'facebookexternalua',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
    payload: body,
  });

/** Sends messages from a number and waits until the bot has sent `replies` more messages. */
async function say(from: string, messages: Record<string, unknown>[], replies = 1) {
  const before = graph.sent.length;
  const body = metaJson(notification(from, messages));
  const res = await post(body);
  expect(res.statusCode).toBe(200);
  await eventually(() => (graph.sent.length >= before + replies ? true : undefined));
  // Acted on to the end: the replies' rows updated and the messages marked processed.
  const ids = messages.map((m) => String(m.id));
  await eventually(async () => {
    const done = await rows<{ n: number }>(
      sql`select count(*)::int as n from whatsapp_inbound where wamid in ${sql.raw(`(${ids.map((id) => `'${id}'`).join(',')})`)} and processed_at is not null`,
    );
    return done[0]?.n === ids.length ? true : undefined;
  });
  return graph.sent.slice(before);
}

// biome-ignore lint/suspicious/noExplicitAny: tests walk the sent JSON freely; the client types it
type Sent = Record<string, any>;
const textOf = (m: Sent) =>
  m.type === 'text' ? String(m.text.body) : String(m.interactive?.body?.text ?? '');

describe('the verification handshake', () => {
  it('echoes hub.challenge for the right verify token and refuses anything else', async () => {
    const ok = await app.inject({
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${WA.verifyToken}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.body).toBe('1158201444');
    const wrong = await app.inject({
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
    const mode = await app.inject({
      url: `/api/whatsapp/webhook?hub.mode=unsubscribe&hub.verify_token=${WA.verifyToken}&hub.challenge=1`,
    });
    expect(mode.statusCode).toBe(403);
  });
});

describe('signatures', () => {
  it('refuses a post with no signature, a wrong one, or one over the re-serialised body', async () => {
    const message = textMsg(waId, 'Kaji na 2 sun mutu 🐔 ƙarfe');
    const body = metaJson(notification(waId, [message]));
    // The escapes are there, as Meta sends them, so a re-serialised body has other bytes.
    expect(body).toContain('\\ud83d\\udc14');
    expect(body).toContain('\\u0199');
    const before = await farmSnapshot(testDb.handle.db);
    const sent = graph.sent.length;
    expect((await post(body, null)).statusCode).toBe(401);
    expect((await post(body, sign(body, 'another-app-secret-000'))).statusCode).toBe(401);
    expect((await post(body, sign(JSON.stringify(JSON.parse(body))))).statusCode).toBe(401);
    expect((await post(body, 'sha1=abc')).statusCode).toBe(401);
    const stored = await rows<{ n: number }>(
      sql`select count(*)::int as n from whatsapp_inbound where wamid = ${message.id}`,
    );
    expect(stored[0]?.n).toBe(0);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
    expect(graph.sent.length).toBe(sent);
  });

  it('answers 400 for a signed body that is not JSON', async () => {
    const res = await post('{"object":');
    expect(res.statusCode).toBe(400);
  });
});

describe('a Hausa death report', () => {
  it('asks in Hausa with buttons, adds 3 deaths on Confirm with channel whatsapp, once', async () => {
    const before = await farmSnapshot(testDb.handle.db);
    const message = textMsg(waId, 'Kaji na 3 sun mutu a House A 😢');
    const [ask] = await say(waId, [message]);
    expect(ask).toMatchObject({
      messaging_product: 'whatsapp',
      to: waId,
      type: 'interactive',
      interactive: { type: 'button' },
    });
    expect(textOf(ask as Sent)).toBe('A ƙara a bayanan yau na House A: mace-mace 3?');
    const buttons = (ask as Sent).interactive.action.buttons as Sent[];
    expect(buttons.map((b) => b.reply.title)).toEqual(['Tabbatar', 'Soke']);
    // Nothing is saved before the farmer confirms.
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);

    // Meta delivers the same post again: stored once, no second question.
    const again = await post(metaJson(notification(waId, [message])));
    expect(again.statusCode).toBe(200);
    const sentAfterRetry = graph.sent.length;

    const confirm = buttons[0]?.reply.id as string;
    const [saved] = await say(waId, [buttonReply(waId, confirm, 'Tabbatar')]);
    expect(textOf(saved as Sent)).toBe(
      'An ajiye ✅ House A yau: mace-mace 3, an sayar 0, abinci 0 kg. Masu rai yanzu: 97.',
    );
    expect(graph.sent.length).toBe(sentAfterRetry + 1);
    expect(await storedCount(testDb.handle.db, sectionId)).toBe(97);

    const page = await w.farmerA.api.get(`/api/sections/${sectionId}/records`);
    const record = (page.body.data.items as Sent[]).find((r) => r.date === today);
    expect(record).toMatchObject({ mortality: 3 });
    const history = await w.farmerA.api.get(`/api/records/${record?.id}/history`);
    expect(history.body.data.revisions.at(-1)).toMatchObject({
      channel: 'whatsapp',
      actor: { id: w.farmerA.id, role: 'farmer' },
      after: { mortality: 3 },
    });

    // A second tap on Confirm (a new message id) adds nothing.
    const [handled] = await say(waId, [buttonReply(waId, confirm, 'Tabbatar')]);
    expect(textOf(handled as Sent)).toBe('An riga an kula da wannan bayanin.');
    expect(await storedCount(testDb.handle.db, sectionId)).toBe(97);

    const inbound = await rows<{ n: number }>(
      sql`select count(*)::int as n from whatsapp_inbound where wamid = ${message.id}`,
    );
    expect(inbound[0]?.n).toBe(1);
    // Every reply went through the durable queue, sent once, with Meta's message id.
    const queued = await rows<{ status: string; provider: string; id: string | null }>(
      sql`select status, provider, provider_message_id as id from outbox_messages where channel = 'whatsapp' and "to" = ${waId}`,
    );
    expect(queued.length).toBe(graph.sent.filter((m) => m.to === waId).length);
    expect(queued.every((q) => q.status === 'sent' && q.provider === 'whatsapp')).toBe(true);
    expect(new Set(queued.map((q) => q.id)).size).toBe(queued.length);
  });

  it('saves nothing on Cancel', async () => {
    const before = await farmSnapshot(testDb.handle.db);
    const [ask] = await say(waId, [textMsg(waId, 'na sayar da kaji 2 naira 9000')]);
    expect(textOf(ask as Sent)).toBe('A ƙara a bayanan yau na House A: an sayar da 2 kan ₦9,000?');
    const cancel = (ask as Sent).interactive.action.buttons[1].reply.id as string;
    const [done] = await say(waId, [buttonReply(waId, cancel, 'Soke')]);
    expect(textOf(done as Sent)).toBe('An soke. Ba a ajiye komai ba.');
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });

  it('asks for the section with a list when the farm has two and the message names neither', async () => {
    const b = await w.farmerA.api.get(`/api/pen/farmer/${w.farmerA.id}`);
    const penId = b.body.data[0].id as string;
    const batch = await w.farmerA.api.post(`/api/pens/${penId}/batches`, {
      name: 'Layers',
      livestockType: 'poultry',
    });
    const second = await w.farmerA.api.post(`/api/batches/${batch.body.data.id}/sections`, {
      name: 'House B',
      livestockType: 'poultry',
      subType: 'layer',
      count: 50,
    });
    const houseB = second.body.data.id as string;
    const [list] = await say(waId, [textMsg(waId, 'abinci 25kg')]);
    expect(list).toMatchObject({ type: 'interactive', interactive: { type: 'list' } });
    const rowsSent = (list as Sent).interactive.action.sections[0].rows as Sent[];
    expect(rowsSent.map((r) => r.title)).toEqual(['House A', 'House B']);
    expect(rowsSent[1]?.description).toBe('masu rai 50');
    const [ask] = await say(waId, [listReply(waId, rowsSent[1]?.id, 'House B')]);
    expect(textOf(ask as Sent)).toBe('A ƙara a bayanan yau na House B: abinci 25 kg?');
    const ok = (ask as Sent).interactive.action.buttons[0].reply.id as string;
    await say(waId, [buttonReply(waId, ok, 'Tabbatar')]);
    const page = await w.farmerA.api.get(`/api/sections/${houseB}/records`);
    expect(page.body.data.items[0]).toMatchObject({ date: today, feedAmount: 25 });
  });
});

describe('figures, language and advice', () => {
  it('answers "yau" with the day’s figures in Hausa', async () => {
    const [report] = await say(waId, [textMsg(waId, 'Yau')]);
    expect(textOf(report as Sent)).toBe(
      '📊 Yau a gonarku: dabbobi masu rai 147, mace-mace 3, an sayar 0 (₦0), abinci 25 kg, an kashe ₦0.',
    );
  });

  it('switches language by keyword and answers a Newcastle question with the farm’s own figures', async () => {
    const [set] = await say(waId, [textMsg(waId, 'English')]);
    expect(textOf(set as Sent)).toBe('Okay, I will answer in English from now on.');
    const question = 'What is Newcastle disease and how do I prevent it?';
    const [answer] = await say(waId, [textMsg(waId, question)]);
    const text = textOf(answer as Sent);
    expect(text).toContain('From your records: 3 deaths in the last 30 days');
    expect(text).toContain('You keep 147 poultry in 2 active batches.');
    expect(text).toMatch(/Newcastle/);
    // One conversation: the in-app assistant shows the WhatsApp exchange.
    const history = await w.farmerA.api.get('/api/whatsapp/chat');
    const contents = (history.body.data as Sent[]).map((m) => m.content);
    expect(contents).toContain(question);
    expect(contents).toContain(text);
  });

  it('offers an unknown number sign-up in the language it wrote in (ADR 0049)', async () => {
    const [reply] = await say('2348099990000', [textMsg('2348099990000', 'Sannu, ina da kaji')]);
    expect(textOf(reply as Sent)).toMatch(
      /^Sannu! Wannan lambar WhatsApp ba ta cikin Kiwo tukuna\. Kuna so ku yi rajista a nan/,
    );
    const stored = await rows<{ user_id: string | null; outcome: string }>(
      sql`select user_id, outcome from whatsapp_inbound where "from" = '2348099990000'`,
    );
    expect(stored).toEqual([{ user_id: null, outcome: 'signup_offered' }]);
  });

  it('tells a number outside Nigeria how to register instead', async () => {
    const [reply] = await say('447700900123', [textMsg('447700900123', 'Hello, I keep goats')]);
    expect(textOf(reply as Sent)).toMatch(
      /^Hello! This WhatsApp number is not on Kiwo yet\. Register free at http:\/\/localhost:\d+\/register/,
    );
    const stored = await rows<{ outcome: string }>(
      sql`select outcome from whatsapp_inbound where "from" = '447700900123'`,
    );
    expect(stored).toEqual([{ outcome: 'unknown_number' }]);
  });
});

describe('status callbacks', () => {
  it('stores each status once and marks the queued message delivered', async () => {
    const [latest] = await rows<{ id: string }>(
      sql`select provider_message_id as id from outbox_messages where channel = 'whatsapp' and status = 'sent' order by created_at desc limit 1`,
    );
    const id = latest?.id as string;
    for (const status of ['sent', 'delivered', 'read', 'read']) {
      const body = metaJson(statusUpdate(id, status, waId));
      expect((await post(body)).statusCode).toBe(200);
    }
    const stored = await rows<{ status: string }>(
      sql`select status from whatsapp_statuses where wamid = ${id} order by status`,
    );
    expect(stored.map((s) => s.status)).toEqual(['delivered', 'read', 'sent']);
    const [row] = await rows<{ status: string }>(
      sql`select status from outbox_messages where provider_message_id = ${id}`,
    );
    expect(row?.status).toBe('delivered');
  });
});

describe('a process that died before acting on a stored message', () => {
  it('leaves it to the next process once its claim has run out, and only then', async () => {
    const lost = textMsg(waId, 'wannan mako');
    const held = textMsg(waId, 'yau');
    const store = (m: Record<string, unknown>, claimedUntil: string) =>
      testDb.handle.db.execute(
        sql`insert into whatsapp_inbound (wamid, "from", type, payload, claimed_until) values (${String(m.id)}, ${waId}, 'text', ${JSON.stringify(m)}::jsonb, ${claimedUntil}::timestamptz)`,
      );
    await store(lost, new Date(Date.now() - 1000).toISOString());
    await store(held, new Date(Date.now() + 3600_000).toISOString());
    const before = graph.sent.length;
    const next = await testApp({ db: testDb.handle }, whatsappEnv(graph));
    try {
      await next.ready();
      await eventually(() => (graph.sent.length > before ? true : undefined));
      await eventually(async () => {
        const [row] = await rows<{ outcome: string | null }>(
          sql`select outcome from whatsapp_inbound where wamid = ${String(lost.id)}`,
        );
        return row?.outcome ?? undefined;
      });
    } finally {
      await next.close();
    }
    const replies = graph.sent.slice(before);
    expect(replies).toHaveLength(1);
    expect(textOf(replies[0] as Sent)).toMatch(/^📊 Last 7 days: 3 deaths,/);
    const [untouched] = await rows<{ processed_at: string | null }>(
      sql`select processed_at from whatsapp_inbound where wamid = ${String(held.id)}`,
    );
    expect(untouched?.processed_at).toBeNull();
  });
});
