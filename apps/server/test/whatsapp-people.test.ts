import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { testApp } from './helpers/app';
import { eventually } from './helpers/auth';
import { openTestDb, type TestDb } from './helpers/db';
import { farmFixture, farmSnapshot, farmWorld, type World } from './helpers/farm';
import {
  buttonReply,
  type GraphApi,
  listReply,
  metaJson,
  notification,
  sign,
  startGraphApi,
  textMsg,
  whatsappEnv,
} from './helpers/whatsapp';

/*
 * Who is writing to the WhatsApp bot (ADR 0049), through the Graph API stand-in with signed
 * webhook posts: a stranger signs up in Hausa in the chat, an agent records for their farmer
 * (and is refused for someone else's), and an admin switches the bot off for a user.
 */

let testDb: TestDb;
let app: App;
let graph: GraphApi;
let w: World;
let sectionId: string;
const waOf = async (userId: string) => {
  const [row] = await testDb.handle.db
    .select({ phone: users.phone, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return {
    waId: String(row?.phone).replace(/^\+/, ''),
    name: `${row?.firstName} ${row?.lastName}`,
  };
};
const rows = async <R>(query: ReturnType<typeof sql>) =>
  ((await testDb.handle.db.execute(query)) as unknown as { rows: R[] }).rows;

beforeAll(async () => {
  testDb = await openTestDb();
  graph = await startGraphApi();
  app = await testApp({ db: testDb.handle }, whatsappEnv(graph));
  w = await farmWorld(app, testDb.handle.db);
  ({ sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 100));
});
afterAll(async () => {
  await app?.close();
  await graph?.down();
  await testDb?.close();
});

const post = (body: string) =>
  app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
    payload: body,
  });

/** Sends one message from a number; waits until it was handled and answers what the bot sent. */
async function say(from: string, message: Record<string, unknown>) {
  const before = graph.sent.length;
  const res = await post(metaJson(notification(from, [message])));
  expect(res.statusCode).toBe(200);
  await eventually(async () => {
    const [done] = await rows<{ n: number }>(
      sql`select count(*)::int as n from whatsapp_inbound where wamid = ${String(message.id)} and processed_at is not null`,
    );
    return done?.n === 1 ? true : undefined;
  });
  return graph.sent.slice(before);
}

// biome-ignore lint/suspicious/noExplicitAny: tests walk the sent JSON freely
type Sent = Record<string, any>;
const textOf = (m: Sent | undefined) =>
  m?.type === 'text' ? String(m.text.body) : String(m?.interactive?.body?.text ?? '');
const only = (sent: Sent[]) => {
  expect(sent).toHaveLength(1);
  return sent[0] as Sent;
};

describe('sign-up in the chat', () => {
  it('walks a Hausa stranger through name, state, livestock and the code to an account', async () => {
    const wa = '2348035559001';
    const offer = only(await say(wa, textMsg(wa, 'Sannu, ina son yin kiwo da Kiwo')));
    expect(textOf(offer)).toContain('Wannan lambar WhatsApp ba ta cikin Kiwo tukuna');
    const buttons = offer.interactive.action.buttons as Sent[];
    expect(buttons.map((b) => b.reply.title)).toEqual([
      'Yi rajista a nan',
      'Wasu hanyoyi',
      'Harshe',
    ]);

    const askName = only(await say(wa, buttonReply(wa, 'su:yes', 'Yi rajista a nan')));
    expect(textOf(askName)).toBe(
      'Menene sunanku na farko da na ƙarshe? (Aika “soke” a kowane lokaci don tsayawa.)',
    );
    expect(textOf(only(await say(wa, textMsg(wa, 'Musa'))))).toContain('Don Allah aiko sunanku');
    expect(textOf(only(await say(wa, textMsg(wa, 'Musa Garba'))))).toBe(
      'Na gode, Musa. A wace jiha kuke kiwo? Misali Kaduna',
    );
    expect(textOf(only(await say(wa, textMsg(wa, 'Kanoo'))))).toBe(
      'Ban san jihar “Kanoo” ba. Don Allah aiko ɗaya daga cikin jihohi 36, misali “Kano”.',
    );
    const livestock = only(await say(wa, textMsg(wa, 'kano')));
    const rowsShown = livestock.interactive.action.sections[0].rows as Sent[];
    expect(rowsShown.map((r) => r.title)).toContain('Kaji');
    const codeMsg = only(await say(wa, listReply(wa, 'su:ls:poultry', 'Kaji')));
    const code = /(\d{6})$/.exec(textOf(codeMsg))?.[1] as string;
    expect(textOf(codeMsg)).toBe(
      `Musa Garba, Kano, Kaji. Don buɗe asusunku na Kiwo, mayar da wannan lambar: ${code}`,
    );
    // The stored outbound row never holds the code.
    const stored = await rows<{ body: string }>(
      sql`select body from outbox_messages where kind = 'whatsapp:signup_code' and "to" = ${wa}`,
    );
    expect(stored[0]?.body).not.toContain(code);
    // Nothing created before the code comes back; a wrong code is refused.
    expect(await rows(sql`select id from users where phone = '+2348035559001'`)).toEqual([]);
    const wrong = code === '111111' ? '222222' : '111111';
    expect(textOf(only(await say(wa, textMsg(wa, wrong))))).toContain('Wannan ba lambar ba ce');

    const welcome = only(await say(wa, textMsg(wa, code)));
    expect(textOf(welcome)).toContain('Barka da zuwa Kiwo, Musa! Asusunku ya shirya.');
    const [user] = await rows<Sent>(
      sql`select id, first_name, last_name, language, state_of_residence, primary_livestock, phone_verified, role, must_change_password from users where phone = '+2348035559001'`,
    );
    expect(user).toMatchObject({
      first_name: 'Musa',
      last_name: 'Garba',
      language: 'hausa',
      state_of_residence: 'Kano',
      primary_livestock: 'poultry',
      phone_verified: true,
      role: 'farmer',
      must_change_password: true,
    });
    const [signup] = await rows<Sent>(
      sql`select step, user_id from whatsapp_signups where wa_id = ${wa}`,
    );
    expect(signup).toEqual({ step: 'done', user_id: user?.id });
    expect(await rows(sql`select id from pens where farmer_id = ${user?.id}`)).toHaveLength(1);
    // Now a farmer: the bot answers as for any farmer, in Hausa.
    const help = only(await say(wa, textMsg(wa, 'taimako')));
    expect(textOf(help)).toContain('Sannu Musa!');
  });

  it('stops at "cancel" with nothing saved, and a decline gets the web and USSD ways', async () => {
    const wa = '2348035559002';
    expect(textOf(only(await say(wa, textMsg(wa, 'Hello'))))).toContain(
      'Would you like to sign up',
    );
    await say(wa, buttonReply(wa, 'su:yes', 'Sign up here'));
    await say(wa, textMsg(wa, 'Ada Obi'));
    const cancelled = only(await say(wa, textMsg(wa, 'cancel')));
    expect(textOf(cancelled)).toContain('Sign-up cancelled. Nothing was saved.');
    expect(textOf(cancelled)).toContain('*347*754#');
    expect(await rows(sql`select id from users where phone = '+2348035559002'`)).toEqual([]);

    const again = only(await say(wa, textMsg(wa, 'Hello again')));
    expect(textOf(again)).toContain('Would you like to sign up');
    const declined = only(await say(wa, buttonReply(wa, 'su:no', 'Other ways')));
    expect(textOf(declined)).toMatch(/Register free at http.*\/register or dial \*347\*754#/);
    expect(await rows(sql`select id from users where phone = '+2348035559002'`)).toEqual([]);
  });

  it('a language chosen first asks every step in it', async () => {
    const wa = '2348035559003';
    await say(wa, textMsg(wa, 'Good morning'));
    const menu = only(await say(wa, buttonReply(wa, 'su:lang', 'Language')));
    expect(menu.interactive.type).toBe('list');
    const yo = only(await say(wa, listReply(wa, 'su:lang:yo', 'Yorùbá')));
    expect(textOf(yo)).toContain('Ṣé ẹ fẹ́ forúkọ sílẹ̀ níbí');
    const name = only(await say(wa, buttonReply(wa, 'su:yes', 'Forúkọ sílẹ̀')));
    expect(textOf(name)).toContain('Kí ni orúkọ àkọ́kọ́');
  });
});

describe('an agent writing for their farmers', () => {
  it('records on the farmer’s day with channel whatsapp and the agent as author', async () => {
    const agent = await waOf(w.agentA.id);
    const farmer = await waOf(w.farmerA.id);
    const ask = only(
      await say(agent.waId, textMsg(agent.waId, `for ${farmer.name}: 2 died in House A`)),
    );
    expect(textOf(ask)).toBe(`For ${farmer.name}: Add to today’s record for House A: 2 death(s)?`);
    const ok = ask.interactive.action.buttons[0].reply.id as string;
    const saved = only(await say(agent.waId, buttonReply(agent.waId, ok, 'Confirm')));
    expect(textOf(saved)).toContain(`For ${farmer.name}: Saved ✅ House A today: 2 deaths`);
    const records = await w.farmerA.api.get(`/api/sections/${sectionId}/records`);
    const record = records.body.data.items[0];
    expect(record).toMatchObject({ mortality: 2 });
    const history = await w.farmerA.api.get(`/api/records/${record.id}/history`);
    expect(history.body.data.revisions.at(-1)).toMatchObject({
      channel: 'whatsapp',
      actor: { id: w.agentA.id, role: 'agent' },
    });
  });

  it('lists same-named farmers to choose from, and only the agent’s own', async () => {
    const agent = await waOf(w.agentA.id);
    const farmer = await waOf(w.farmerA.id);
    const first = farmer.name.split(' ')[0] as string;
    // Farmer B, with the same first name, attached to agent A for this test.
    await testDb.handle.db
      .update(users)
      .set({ firstName: first, agentId: w.agentA.id })
      .where(eq(users.id, w.farmerB.id));
    try {
      const list = only(await say(agent.waId, textMsg(agent.waId, `for ${first}: 1 died`)));
      expect(textOf(list)).toBe(`More than one of your farmers is called “${first}”. Which one?`);
      const rowsShown = list.interactive.action.sections[0].rows as Sent[];
      expect(rowsShown).toHaveLength(2);
      const mine = rowsShown.find((r) => String(r.id).endsWith(w.farmerA.id)) as Sent;
      const ask = only(await say(agent.waId, listReply(agent.waId, mine.id, mine.title)));
      expect(textOf(ask)).toBe(
        `For ${farmer.name}: Add to today’s record for House A: 1 death(s)?`,
      );
      const ok = ask.interactive.action.buttons[0].reply.id as string;
      expect(textOf(only(await say(agent.waId, buttonReply(agent.waId, ok, 'Confirm'))))).toContain(
        'Saved ✅',
      );
    } finally {
      await testDb.handle.db.update(users).set({ agentId: null }).where(eq(users.id, w.farmerB.id));
    }
  });

  it('refuses an agent writing for a farmer who is not theirs, and saves nothing', async () => {
    const stranger = await waOf(w.agentB.id);
    const farmer = await waOf(w.farmerA.id);
    const before = await farmSnapshot(testDb.handle.db);
    const refused = only(
      await say(stranger.waId, textMsg(stranger.waId, `for ${farmer.name}: 5 died in House A`)),
    );
    expect(textOf(refused)).toBe(
      `None of your farmers is called “${farmer.name}”. Check the name, or register the farmer in the Kiwo app.`,
    );
    // A forged list row naming A's farmer on a pending record of agent B's own: refused too.
    const pendingOfA = await rows<{ id: string }>(
      sql`select id from whatsapp_pending where user_id = ${w.agentA.id} limit 1`,
    );
    const forged = only(
      await say(stranger.waId, buttonReply(stranger.waId, `ok:${pendingOfA[0]?.id}`, 'Confirm')),
    );
    expect(textOf(forged)).toContain('expired');
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });
});

describe('the admin conversations page and the bot switch', () => {
  it('finds a conversation by phone, shows its messages, and a switched-off user gets one note', async () => {
    const farmer = await waOf(w.farmerA.id);
    await say(farmer.waId, textMsg(farmer.waId, 'help'));
    // Found by the local form of the number, with its messages in and out.
    const local = `0${farmer.waId.slice(3, 6)} ${farmer.waId.slice(6)}`;
    const list = await w.admin.api.get(
      `/api/admin/conversations?phone=${encodeURIComponent(local)}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.conversations).toEqual([
      expect.objectContaining({
        waId: farmer.waId,
        user: { id: w.farmerA.id, name: farmer.name, role: 'farmer', botOn: true },
      }),
    ]);
    const whatsapp = (list.body.data.channels as Sent[]).find((c) => c.channel === 'whatsapp');
    expect(whatsapp?.today).toBeGreaterThan(0);
    expect(whatsapp?.month).toBeGreaterThanOrEqual(whatsapp?.today);
    const one = await w.admin.api.get(`/api/admin/conversations/${farmer.waId}`);
    const last = (one.body.data.messages as Sent[]).slice(-2);
    expect(last).toMatchObject([
      { direction: 'in', text: 'help', status: 'help' },
      { direction: 'out', status: 'sent' },
    ]);
    expect(last[1]?.text).toContain('Send me the day’s events');
    // Farmers may not read it.
    expect((await w.farmerA.api.get('/api/admin/conversations')).status).toBe(403);

    // Switched off: one polite reply, then nothing, and no record understood.
    const off = await w.admin.api.put(`/api/admin/users/${w.farmerA.id}/whatsapp-bot`, {
      enabled: false,
    });
    expect(off.body.data).toEqual({ userId: w.farmerA.id, botOn: false });
    const before = await farmSnapshot(testDb.handle.db);
    const note = only(await say(farmer.waId, textMsg(farmer.waId, '2 died in House A')));
    expect(textOf(note)).toBe(
      'The Kiwo WhatsApp assistant is turned off for your account. Please use the Kiwo app or dial *347*754#, or contact Kiwo support.',
    );
    expect(await say(farmer.waId, textMsg(farmer.waId, '3 died in House A'))).toEqual([]);
    expect(await say(farmer.waId, textMsg(farmer.waId, 'today'))).toEqual([]);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
    const audited = await rows<{ action: string }>(
      sql`select action from admin_audit_log where user_id = ${w.farmerA.id} and action like 'whatsapp_bot_%'`,
    );
    expect(audited).toEqual([{ action: 'whatsapp_bot_off' }]);

    // On again: answered as before.
    await w.admin.api.put(`/api/admin/users/${w.farmerA.id}/whatsapp-bot`, { enabled: true });
    expect(textOf(only(await say(farmer.waId, textMsg(farmer.waId, 'help'))))).toContain(
      'Send me the day’s events',
    );
    const bad = await w.admin.api.put(`/api/admin/users/${w.farmerA.id}/whatsapp-bot`, {
      enabled: 'yes',
    });
    expect(bad.status).toBe(400);
  });
});
