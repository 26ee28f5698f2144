import { calendarDay } from '@kiwo/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmFixture, farmSnapshot, farmWorld, storedCount, type World } from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;
let phone: string;
let sectionId: string;
const T = calendarDay(new Date()) as string;
let n = 0;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
  ({ sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 100));
  const [row] = await testDb.handle.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, w.farmerA.id));
  phone = row?.phone as string;
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

/** One USSD session: each `say` posts the inputs so far, like the gateway does. */
function session(from = phone) {
  const sessionId = `ATUid_${testDriver}_${++n}`;
  const inputs: string[] = [];
  const screens: string[] = [];
  const post = async (text: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ussd',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        sessionId,
        serviceCode: '*347*754#',
        phoneNumber: from,
        networkCode: '62130',
        text,
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const body = res.body;
    // Every screen: CON/END, at most 160 characters, printable ASCII.
    expect(body).toMatch(/^(CON|END) /);
    expect(body.length).toBeLessThanOrEqual(160);
    expect(body).toMatch(/^[\x20-\x7e\n]*$/);
    screens.push(body);
    return body;
  };
  return {
    sessionId,
    screens,
    start: () => post(''),
    say: (input: string) => {
      inputs.push(input);
      return post(inputs.join('*'));
    },
  };
}

async function events(sessionId: string) {
  const result = (await testDb.handle.db.execute(
    sql`select text, response, outcome from ussd_events where session_id = ${sessionId} order by created_at, id`,
  )) as unknown as { rows: { text: string; response: string; outcome: string }[] };
  return result.rows;
}

describe(`USSD gateway (${testDriver})`, () => {
  it("records a day's mortality for a farmer and the dashboard shows it", async () => {
    const s = session();
    expect(await s.start()).toMatch(/^CON Kiwo: Hi [\s\S]*1 Record today[\s\S]*0 Language$/);
    expect(await s.say('1')).toMatch(/^CON Choose section\n1 House A \(100\)/);
    expect(await s.say('1')).toMatch(/1 Deaths/);
    expect(await s.say('1')).toBe('CON Deaths today in House A:');
    expect(await s.say('3')).toBe('CON House A: 3 deaths\n1 Confirm\n2 Cancel');
    expect(await s.say('1')).toBe('END Saved. House A now has 97 animals.');
    expect(await storedCount(testDb.handle.db, sectionId)).toBe(97);

    const dash = await w.farmerA.api.get(`/api/farmers/${w.farmerA.id}/dashboard`);
    expect(dash.status).toBe(200);
    expect(dash.body.data.totals.mortality30d).toBe(3);
    expect(dash.body.data.totals.animals).toBe(97);
    const today = dash.body.data.weekly.find((d: { date: string }) => d.date === T);
    expect(today?.mortality).toBe(3);

    const rows = await events(s.sessionId);
    expect(rows.map((r) => r.outcome)).toEqual(['menu', 'menu', 'menu', 'menu', 'menu', 'saved']);
    expect(rows[5]?.text).toBe('1*1*1*3*1');

    // Same day again: the record is replaced (one record per day), the count moves by the difference.
    const again = session();
    await again.start();
    for (const input of ['1', '1', '1', '5']) await again.say(input);
    expect(await again.say('1')).toBe('END Saved. House A now has 95 animals.');
    const count = (await testDb.handle.db.execute(
      sql`select count(*)::int as n from daily_records where section_id = ${sectionId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]?.n).toBe(1);

    // The summary reads the same day.
    const sum = session();
    await sum.start();
    expect(await sum.say('2')).toBe('END Today: 95 animals alive, 5 deaths, 0 sold (N0).');
  });

  it('re-asks on wrong or out-of-range input and saves nothing on cancel', async () => {
    const before = await farmSnapshot(testDb.handle.db);
    const s = session();
    await s.start();
    expect(await s.say('7')).toMatch(/^CON Invalid input\.\nKiwo: Hi/);
    expect(await s.say('1')).toMatch(/^CON Choose section/);
    expect(await s.say('9')).toMatch(/^CON Invalid input\.\nChoose section/);
    expect(await s.say('1')).toMatch(/1 Deaths/);
    expect(await s.say('x')).toMatch(/^CON Invalid input\./);
    expect(await s.say('1')).toBe('CON Deaths today in House A:');
    expect(await s.say('1000')).toMatch(/^CON Not enough animals \(100 alive\)\./);
    expect(await s.say('abc')).toMatch(/^CON Invalid input\./);
    expect(await s.say('4')).toMatch(/4 deaths\n1 Confirm\n2 Cancel$/);
    expect(await s.say('3')).toMatch(/^CON Invalid input\./);
    expect(await s.say('2')).toBe('END Cancelled. Nothing was saved.');
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
    const outcomes = (await events(s.sessionId)).map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'invalid')).toHaveLength(6);
    expect(outcomes.at(-1)).toBe('cancelled');
  });

  it('records sales, feed and births through the same rules', async () => {
    const s = session();
    await s.start();
    for (const input of ['1', '1', '3', '10']) await s.say(input);
    expect(await s.say('25000')).toBe('CON House A: 10 sold for N25000\n1 Confirm\n2 Cancel');
    expect(await s.say('1')).toBe('END Saved. House A now has 85 animals.');
    const f = session();
    await f.start();
    for (const input of ['1', '1', '2', '40']) await f.say(input);
    expect(await f.say('1')).toBe('END Saved. House A now has 85 animals.');
    const record = await w.farmerA.api.get(`/api/sections/${sectionId}/records?limit=1`);
    const day = record.body.data.items[0];
    expect(day).toMatchObject({ date: T, mortality: 5, numberSold: 10, feedAmount: 40 });
  });

  it('requests a call from a vet and stores a consultation', async () => {
    const s = session();
    await s.start();
    expect(await s.say('3')).toMatch(/1 Extension agent\n2 Vet$/);
    expect(await s.say('2')).toMatch(/a vet\?\n1 Confirm/);
    expect(await s.say('1')).toBe('END Request received. A vet will call you soon.');
    const rows = (await testDb.handle.db.execute(
      sql`select kind, channel, status from consultations where user_id = ${w.farmerA.id}`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([{ kind: 'vet', channel: 'ussd', status: 'open' }]);
  });

  it('switches the language and answers in it, ASCII only', async () => {
    const s = session();
    await s.start();
    expect(await s.say('0')).toMatch(/^CON Choose language\n1 English\n2 Hausa\n3 Yoruba\n4 Igbo$/);
    expect(await s.say('3')).toMatch(/^CON Kiwo: E kaabo/);
    const [row] = await testDb.handle.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, w.farmerA.id));
    expect(row?.language).toBe('yoruba');
    for (const [code, greeting] of [
      ['2', 'Sannu'],
      ['4', 'Nnoo'],
      ['1', 'Hi'],
    ] as const) {
      const next = session();
      await next.start();
      await next.say('0');
      expect(await next.say(code)).toContain(greeting);
      // Every screen of the whole tree in that language stays within the rules (checked in post).
      const tour = session();
      await tour.start();
      for (const input of ['1', '1', '3', '1', '1', '2']) await tour.say(input);
      const call = session();
      await call.start();
      for (const input of ['3', '1', '2']) await call.say(input);
      const sum = session();
      await sum.start();
      await sum.say('2');
    }
  });

  it('tells an unknown number how to register', async () => {
    const s = session('+2348099999999');
    expect(await s.start()).toMatch(/^END This number is not registered on Kiwo\. Register/);
    const rows = await events(s.sessionId);
    expect(rows[0]?.outcome).toBe('unknown_phone');
  });

  it('refuses callbacks without the token when USSD_CALLBACK_TOKEN is set', async () => {
    const secured = await testApp(
      { db: testDb.handle },
      { USSD_CALLBACK_TOKEN: 'a-long-callback-secret' },
    );
    try {
      const payload = new URLSearchParams({ sessionId: 'x', phoneNumber: phone, text: '' });
      const post = (url: string) =>
        secured.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: payload.toString(),
        });
      expect((await post('/api/ussd')).statusCode).toBe(403);
      expect((await post('/api/ussd?token=wrong')).statusCode).toBe(403);
      expect((await post('/api/ussd/events?token=wrong')).statusCode).toBe(403);
      const ok = await post('/api/ussd?token=a-long-callback-secret');
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toMatch(/^CON Kiwo: /);
    } finally {
      await secured.close();
    }
  });

  it('stores the end-of-session notification', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/ussd/events',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        sessionId: 'ATUid_end',
        phoneNumber: phone,
        serviceCode: '*347*754#',
        networkCode: '62130',
        status: 'Success',
        durationInMillis: '15230',
        cost: 'NGN 2.5000',
        input: '1*1*1*3*1',
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const rows = (await testDb.handle.db.execute(
      sql`select kind, status, duration_ms, cost, user_id from ussd_events where session_id = 'ATUid_end'`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([
      {
        kind: 'session_end',
        status: 'Success',
        duration_ms: 15230,
        cost: 'NGN 2.5000',
        user_id: w.farmerA.id,
      },
    ]);
  });
});
