import { addDays, calendarDay } from '@kiwo/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { createRecordsService } from '../src/modules/records';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmFixture, farmSnapshot, farmWorld, storedCount, type World } from './helpers/farm';

/*
 * The USSD menu tried as a farmer with a feature phone would: every request is the gateway's form
 * post (sessionId, serviceCode, phoneNumber, text with every input so far joined by `*`).
 */

let testDb: TestDb;
let app: App;
let w: World;
let phone: string;
let sectionId: string;
let batchId: string;
const T = calendarDay(new Date()) as string;
let n = 0;

const NAV = '0 Back 00 Home';

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
  ({ sectionId, batchId } = await farmFixture(w.farmerA.api, w.farmerA.id, 100));
  phone = await phoneOf(w.farmerA.id);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

async function phoneOf(id: string) {
  const [row] = await testDb.handle.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, id));
  return row?.phone as string;
}

const rows = async <R>(query: ReturnType<typeof sql>) =>
  ((await testDb.handle.db.execute(query)) as unknown as { rows: R[] }).rows;

/** One USSD session: each `say` posts the inputs so far, like the gateway does. */
function session(from = phone) {
  const sessionId = `ATUid_${testDriver}_${++n}`;
  const inputs: string[] = [];
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
    // Every screen: CON/END, at most 160 characters, printable ASCII, never cut short.
    expect(body).toMatch(/^(CON|END) /);
    expect(body.length, body).toBeLessThanOrEqual(160);
    expect(body).toMatch(/^[\x20-\x7e\n]*$/);
    expect(body).not.toMatch(/\.\.\.$/);
    return body;
  };
  return {
    sessionId,
    start: () => post(''),
    say: (input: string) => {
      inputs.push(input);
      return post(inputs.join('*'));
    },
    /** Several inputs, answering the last screen. */
    run: async (...many: string[]) => {
      let last = '';
      for (const input of many) {
        inputs.push(input);
        last = await post(inputs.join('*'));
      }
      return last;
    },
  };
}

async function dayRecord(section: string, date = T) {
  const res = await w.farmerA.api.get(`/api/sections/${section}/records?limit=5`);
  return (res.body.data.items as { date: string }[]).find((d) => d.date === date) as
    | Record<string, unknown>
    | undefined;
}

describe(`USSD menu (${testDriver})`, () => {
  it('two “1 death” reports in one day give 2, each confirmation showing the new total', async () => {
    const s = session();
    expect(await s.start()).toBe(
      'CON Kiwo: Hi Amina\n1 Record today\n2 Record yesterday\n3 Summary today\n4 Request a call\n5 Settings',
    );
    expect(await s.say('1')).toBe(`CON Choose section (today)\n1 House A (100)\n${NAV}`);
    expect(await s.say('1')).toMatch(/^CON House A today\n1 Deaths\n2 Feed \(kg\)\n3 Sales\n/);
    expect(await s.say('1')).toBe(`CON Deaths today in House A (so far 0):\n${NAV}`);
    // The cause is asked after the count: the web form's causes, from the domain.
    expect(await s.say('1')).toBe(
      `CON Cause of the 1 death?\n1 Disease\n2 Heat\n3 Predator\n4 Smothering\n5 Unknown\n6 Other\n${NAV}`,
    );
    expect(await s.say('1')).toBe(
      `CON Deaths today in House A: 0 + 1 = 1.\nCause: Disease.\n1 Confirm 2 Cancel\n${NAV}`,
    );
    expect(await s.say('1')).toBe(
      `CON Saved. House A has 99 animals.\n1 Record more for House A\n${NAV}`,
    );

    const again = session();
    await again.start();
    expect(await again.run('1', '1', '1')).toBe(`CON Deaths today in House A (so far 1):\n${NAV}`);
    expect(await again.say('1')).toMatch(/^CON Cause of the 1 death\?/);
    expect(await again.say('2')).toBe(
      `CON Deaths today in House A: 1 + 1 = 2.\nCause: Heat.\n1 Confirm 2 Cancel\n${NAV}`,
    );
    expect(await again.say('1')).toMatch(/^CON Saved\. House A has 98 animals\./);
    expect(await storedCount(testDb.handle.db, sectionId)).toBe(98);
    // The day keeps the first cause; the second entry's other cause is kept beside it, in the
    // notes, never written over it (ADR 0026).
    expect(await dayRecord(sectionId)).toMatchObject({
      mortality: 2,
      mortalityCause: 'disease',
      notes: 'cause of death also given: Heat (1)',
    });
    // Each entry is attributed: the farmer, through USSD, with the values before it.
    const revisions = await rows<{ channel: string; actor_id: string }>(
      sql`select channel, actor_id from record_revisions where section_id = ${sectionId}`,
    );
    expect(revisions).toEqual([
      { channel: 'ussd', actor_id: w.farmerA.id },
      { channel: 'ussd', actor_id: w.farmerA.id },
    ]);
    const outcomes = await rows<{ outcome: string; menu: string | null }>(
      sql`select outcome, menu from ussd_events where session_id = ${again.sessionId} order by created_at, id`,
    );
    expect(outcomes.at(-1)).toEqual({ outcome: 'saved', menu: 'record' });
  });

  it('a gateway retry of the confirming request saves once', async () => {
    const s = session();
    await s.start();
    await s.run('1', '1', '6', '3');
    const confirm = await s.say('1');
    expect(confirm).toMatch(/^CON Saved\./);
    // The gateway sends the same request again (a timeout on its side): same screen, no new entry.
    const retry = await app.inject({
      method: 'POST',
      url: '/api/ussd',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        sessionId: s.sessionId,
        serviceCode: '*347*754#',
        phoneNumber: phone,
        text: '1*1*6*3*1',
      }).toString(),
    });
    expect(retry.body).toBe(confirm);
    expect(await dayRecord(sectionId)).toMatchObject({ mortality: 2, newBirths: 3 });
    expect(await storedCount(testDb.handle.db, sectionId)).toBe(101);
  });

  it("adds a USSD sale to the web's sale (never replaces it) with kobo", async () => {
    const web = await w.agentA.api.put(`/api/sections/${sectionId}/records/${T}`, {
      mortality: 2,
      numberSold: 1,
      salesNaira: 45000,
    });
    expect(web.status, JSON.stringify(web.body)).toBe(200);
    const s = session();
    await s.start();
    expect(await s.run('1', '1', '3')).toBe(
      `CON Number sold today from House A (so far 1):\n${NAV}`,
    );
    expect(await s.say('1')).toBe(`CON Naira received for the 1 sold (e.g. 13500.50):\n${NAV}`);
    expect(await s.say('20000.50')).toBe(
      `CON Sold today from House A: 1 + 1 = 2, N65000.5 in all.\n1 Confirm 2 Cancel\n${NAV}`,
    );
    expect(await s.say('1')).toMatch(/^CON Saved\. House A has 96 animals\./);
    expect(await dayRecord(sectionId)).toMatchObject({
      mortality: 2,
      numberSold: 2,
      salesNaira: 65000.5,
    });
  });

  it('records deaths, feed and sales for one section in one session, then expenses and vaccination', async () => {
    const s = session();
    await s.start();
    await s.run('1', '1', '1', '2', '5');
    expect(await s.say('1')).toMatch(/^CON Saved\. House A has 94 animals\.\n1 Record more/);
    expect(await s.say('1')).toMatch(/^CON House A today\n1 Deaths/);
    expect(await s.run('2')).toBe(`CON Feed today in House A, kg (so far 0):\n${NAV}`);
    expect(await s.say('12,5')).toBe(
      `CON Feed today in House A: 0 + 12.5 = 12.5 kg.\n1 Confirm 2 Cancel\n${NAV}`,
    );
    expect(await s.run('1', '1', '3', '3', '13500')).toMatch(
      /^CON Sold today from House A: 2 \+ 3 = 5, N78500\.5 in all\./,
    );
    expect(await s.say('1')).toMatch(/^CON Saved\. House A has 91 animals\./);
    expect(await s.run('1', '4', '1500.25')).toMatch(
      /^CON Expenses today for House A: N0 \+ N1500\.25 = N1500\.25\./,
    );
    expect(await s.say('1')).toMatch(/^CON Saved\./);
    expect(await s.run('1', '5', 'Lasota')).toMatch(/^CON Given today in House A: Lasota\./);
    expect(await s.say('1')).toMatch(/^CON Saved\./);
    expect(await dayRecord(sectionId)).toMatchObject({
      mortality: 4,
      feedAmount: 12.5,
      numberSold: 5,
      salesNaira: 78500.5,
      expenses: 1500.25,
      vaccination: 'Lasota',
    });
  });

  it('records for yesterday when asked', async () => {
    const yesterday = addDays(T, -1);
    const s = session();
    await s.start();
    expect(await s.say('2')).toMatch(/^CON Choose section \(yesterday\)/);
    expect(await s.run('1', '6', '4')).toBe(
      `CON Births yesterday in House A: 0 + 4 = 4.\n1 Confirm 2 Cancel\n${NAV}`,
    );
    await s.say('1');
    expect(await dayRecord(sectionId, yesterday)).toMatchObject({ newBirths: 4 });
  });

  it('0 goes back and 00 home on every screen; wrong input re-asks; cancel saves nothing', async () => {
    const before = await farmSnapshot(testDb.handle.db);
    const s = session();
    await s.start();
    expect(await s.say('1')).toMatch(/^CON Choose section/);
    expect(await s.say('1')).toMatch(/^CON House A today/);
    expect(await s.say('0')).toMatch(/^CON Choose section/);
    expect(await s.say('0')).toMatch(/^CON Kiwo: Hi Amina/);
    expect(await s.say('0')).toMatch(/^CON Kiwo: Hi Amina/);
    expect(await s.run('1', '1', '1')).toMatch(/^CON Deaths today/);
    expect(await s.say('00')).toMatch(/^CON Kiwo: Hi Amina/);
    expect(await s.say('9')).toMatch(/^CON Invalid input\.\nKiwo: Hi/);
    expect(await s.run('1', '1', '1')).toMatch(/^CON Deaths today/);
    expect(await s.say('x')).toMatch(/^CON Invalid input\.\nDeaths today/);
    expect(await s.say('1000')).toMatch(/^CON Cause of the 1000 deaths\?/);
    expect(await s.say('1')).toBe(`CON Not enough animals (95 alive).\n${NAV}`);
    expect(await s.say('0')).toMatch(/^CON Cause of the 1000 deaths\?/);
    expect(await s.say('0')).toMatch(/^CON Deaths today in House A \(so far 4\)/);
    expect(await s.say('1.5')).toMatch(/^CON Invalid input\./);
    expect(await s.say('4')).toMatch(/^CON Cause of the 4 deaths\?/);
    expect(await s.say('7')).toMatch(/^CON Invalid input\.\nCause of the 4 deaths\?/);
    expect(await s.say('2')).toMatch(/^CON Deaths today in House A: 4 \+ 4 = 8\.\nCause: Heat\./);
    expect(await s.say('0')).toMatch(/^CON Cause of the 4 deaths\?/);
    expect(await s.say('0')).toMatch(/^CON Deaths today in House A \(so far 4\)/);
    expect(await s.say('4')).toMatch(/^CON Cause of the 4 deaths\?/);
    expect(await s.say('3')).toMatch(/= 8\.\nCause: Predator\./);
    expect(await s.say('3')).toMatch(/^CON Invalid input\./);
    expect(await s.say('2')).toBe('END Cancelled. Nothing was saved.');
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });

  it('pages sections with 98 More: the seventh section is reachable', async () => {
    const farmer = w.farmerB;
    const { batchId: b } = await farmFixture(farmer.api, farmer.id, 10);
    for (let i = 2; i <= 8; i++) {
      const res = await farmer.api.post(`/api/batches/${b}/sections`, {
        name: `Ɗakin Ƙananan ${i}`,
        livestockType: 'poultry',
        subType: 'broiler',
        count: 10 + i,
      });
      expect(res.status).toBe(201);
    }
    const s = session(await phoneOf(farmer.id));
    await s.start();
    const first = await s.say('1');
    expect(first).toMatch(/\n98 More\n0 Back 00 Home$/);
    expect(first).toContain('Dakin Kananan 2'); // transliterated, not dropped
    const shown: string[] = [...first.matchAll(/^\d+ (.+) \(\d+\)$/gm)].map((m) => m[1] as string);
    let screen = first;
    const pages = [first];
    while (screen.includes('98 More')) {
      screen = await s.say('98');
      pages.push(screen);
      shown.push(...[...screen.matchAll(/^\d+ (.+) \(\d+\)$/gm)].map((m) => m[1] as string));
    }
    expect(shown).toHaveLength(8);
    expect(pages.length).toBeGreaterThan(1);
    // The seventh section (count 17) on the last pages: pick it by its line number there.
    const page = pages.find((p) => /\(17\)/.test(p)) as string;
    while (!screen.includes('(17)')) screen = await s.say('0');
    const line = page.match(/^(\d+) .*\(17\)$/m)?.[1] as string;
    expect(await s.say(line)).toMatch(/^CON Dakin Kananan 7 today\n/);
    expect(await s.run('2', '2.75')).toMatch(
      /Feed today in Dakin Kananan 7: 0 \+ 2\.75 = 2\.75 kg/,
    );
  });

  it('a PIN set on the web guards USSD saves; wrong guesses are limited', async () => {
    const set = await w.farmerA.api.put('/api/ussd/pin', { pin: '4321' });
    expect(set.status).toBe(200);
    expect((await w.farmerA.api.put('/api/ussd/pin', { pin: '12a4' })).status).toBe(400);
    const [stored] = await rows<{ pin_hash: string }>(
      sql`select pin_hash from ussd_pins where user_id = ${w.farmerA.id}`,
    );
    expect(stored?.pin_hash).toMatch(/^\$argon2id\$/);
    expect((await w.farmerA.api.get('/api/ussd/pin')).body.data).toEqual({ hasPin: true });

    const s = session();
    await s.start();
    expect(await s.say('1')).toBe(`CON Enter your Kiwo PIN:\n${NAV}`);
    expect(await s.say('1111')).toMatch(/^CON Wrong PIN\. 4 tries left\.\nEnter your Kiwo PIN:/);
    expect(await s.say('4321')).toMatch(/^CON Choose section/);
    expect(await s.run('1', '1', '1', '6')).toMatch(/= \d+\./);
    expect(await s.say('1')).toMatch(/^CON Saved\./);

    // Five wrong guesses (across sessions) lock it, even for the right PIN.
    for (let i = 0; i < 4; i++) {
      const g = session();
      await g.start();
      await g.say('1');
      const left = 4 - i;
      expect(await g.say('0000')).toMatch(
        new RegExp(`Wrong PIN\\. ${left} ${left === 1 ? 'try' : 'tries'} left`),
      );
    }
    const g = session();
    await g.start();
    await g.say('1');
    expect(await g.say('0000')).toBe('END Too many wrong PINs. Try again in 15 minutes.');
    const locked = session();
    await locked.start();
    await locked.say('1');
    expect(await locked.say('4321')).toMatch(/^END Too many wrong PINs/);
    await testDb.handle.db.execute(
      sql`update ussd_pins set locked_until = null where user_id = ${w.farmerA.id}`,
    );

    // Changed by USSD (Settings): the current PIN first.
    const c = session();
    await c.start();
    expect(await c.say('5')).toMatch(/^CON Settings\n1 Language\n2 Set PIN/);
    expect(await c.say('2')).toMatch(/^CON Enter your Kiwo PIN/);
    expect(await c.say('4321')).toMatch(/^CON Choose a new 4-digit PIN/);
    expect(await c.say('5678')).toMatch(/^CON Enter the new PIN again/);
    expect(await c.say('5679')).toMatch(/^CON The two PINs differ\./);
    expect(await c.say('5678')).toBe('END PIN saved. Kiwo will ask for it before saving records.');
    const next = session();
    await next.start();
    await next.say('1');
    expect(await next.say('5678')).toMatch(/^CON Choose section/);
    expect((await w.farmerA.api.del('/api/ussd/pin')).body.data).toEqual({ hasPin: false });
  });

  it('a "request a call" reaches the farmer\'s agent and the admins, and promises only then', async () => {
    const s = session();
    await s.start();
    expect(await s.say('4')).toBe(`CON Request a call from\n1 Extension agent\n2 Vet\n${NAV}`);
    expect(await s.say('1')).toMatch(/^CON Request a call from an extension agent\?\n1 Confirm/);
    expect(await s.say('1')).toBe('END Request received. An extension agent will call you soon.');
    for (const reader of [w.agentA, w.admin]) {
      const list = await reader.api.get('/api/notifications');
      const note = (list.body.data as { type: string; params: Record<string, string> }[]).find(
        (x) => x.type === 'help_requested',
      );
      expect(note?.params).toMatchObject({ reason: 'call', phone, kind: 'extension' });
    }
    const other = await w.agentB.api.get('/api/notifications');
    expect(
      (other.body.data as { type: string }[]).filter((x) => x.type === 'help_requested'),
    ).toEqual([]);

    // Nobody to tell (no agent, no active admin): saved, and said honestly.
    await testDb.handle.db.execute(sql`update users set status = 'suspended' where role = 'admin'`);
    try {
      const b = session(await phoneOf(w.farmerB.id));
      await b.start();
      await b.run('4', '2');
      expect(await b.say('1')).toBe(
        'END Request saved, but no one could be told yet. Kiwo staff will see it.',
      );
    } finally {
      await testDb.handle.db.execute(sql`update users set status = 'active' where role = 'admin'`);
    }
  });

  it('an urgent request and a request assigned to an agent notify the agent and admins', async () => {
    const asked = await w.farmerA.api.post('/api/consultations', {
      kind: 'vet',
      topic: 'Birds dying fast',
      livestockType: 'poultry',
      description: 'Ten birds died since morning',
      urgency: 'high',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.data.id as string;
    const notes = async (reader: World['agentA']) =>
      (
        (await reader.api.get('/api/notifications')).body.data as {
          type: string;
          params: Record<string, string>;
        }[]
      ).filter((x) => x.type === 'help_requested' && x.params.topic === 'Birds dying fast');
    expect((await notes(w.agentA)).map((x) => x.params.reason)).toEqual(['urgent']);
    expect((await notes(w.admin)).map((x) => x.params.reason)).toEqual(['urgent']);

    const assigned = await w.admin.api.post(`/api/admin/consultations/${id}/assign`, {
      assigneeId: w.agentB.id,
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect((await notes(w.agentA)).map((x) => x.params.reason).sort()).toEqual([
      'assigned',
      'urgent',
    ]);
  });

  it('lets an unknown number register as a farmer, attached to an agent for approval', async () => {
    const caller = '+2348091112233';
    const s = session(caller);
    expect(await s.start()).toBe(
      'CON Welcome to Kiwo. This number is not registered.\n1 Register as a farmer\n2 Exit\n3 Language',
    );
    expect(await s.say('1')).toBe(`CON Your first name:\n${NAV}`);
    expect(await s.say('Ɗanladi')).toBe(`CON Your surname:\n${NAV}`);
    expect(await s.say('4')).toMatch(/^CON Use letters only/);
    let screen = await s.say('Musa');
    expect(screen).toMatch(/^CON Your state\n1 Abia\n/);
    while (!/\d+ Kaduna/.test(screen)) screen = await s.say('98');
    expect(await s.say(screen.match(/(\d+) Kaduna/)?.[1] as string)).toMatch(
      /^CON Your main livestock\n1 Cattle\n2 Poultry/,
    );
    expect(await s.say('3')).toMatch(/^CON Choose a new 4-digit PIN/);
    await s.say('2468');
    expect(await s.say('2468')).toBe(
      `CON Register Danladi Musa, Kaduna, Goats?\n1 Confirm 2 Cancel\n${NAV}`,
    );
    expect(await s.say('1')).toMatch(
      /^END Welcome, Danladi! .+ will call to approve your account\.$/,
    );

    const [user] = await rows<{ id: string; agent_id: string; role: string; state: string }>(
      sql`select id, agent_id, role, state_of_residence as state from users where phone = ${caller}`,
    );
    // agentB: an agent in Kaduna with the fewest farmers (agentA already has one).
    expect(user).toMatchObject({ agent_id: w.agentB.id, role: 'farmer', state: 'Kaduna' });
    const list = await w.agentB.api.get('/api/notifications');
    const note = (list.body.data as { _id: string; type: string }[]).find(
      (x) => x.type === 'farmer_registered',
    );
    expect(note).toBeDefined();
    const approve = await w.agentB.api.post(`/api/notifications/${note?._id}/action`, {
      action: 'accept',
    });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    const [reg] = await rows<{ status: string }>(
      sql`select status from ussd_registrations where user_id = ${user?.id}`,
    );
    expect(reg?.status).toBe('approved');
    const pens = await rows<{ name: string }>(
      sql`select name from pens where farmer_id = ${user?.id}`,
    );
    expect(pens.map((p) => p.name)).toEqual(['Main Pen']);

    // Dialling again: the farmer's menu, and saving asks for the PIN chosen.
    const again = session(caller);
    expect(await again.start()).toMatch(/^CON Kiwo: Hi Danladi/);
    expect(await again.say('1')).toMatch(/^END You have no active section/);
  });

  it('names the default pen of a farmer registered in Yoruba in Yoruba', async () => {
    const caller = '+2348091112299';
    const s = session(caller);
    await s.start();
    expect(await s.say('3')).toMatch(/^CON Choose language/);
    expect(await s.say('3')).toMatch(/^CON /);
    await s.say('1');
    await s.say('Bola');
    await s.say('Adewale');
    await s.say('1');
    await s.say('3');
    await s.say('2468');
    await s.say('2468');
    expect(await s.say('1')).toMatch(/^END /);
    const pens = await rows<{ name: string; language: string }>(
      sql`select p.name, u.language from pens p join users u on u.id = p.farmer_id
          where u.phone = ${caller}`,
    );
    expect(pens).toEqual([{ name: 'Ilé ẹran pàtàkì', language: 'yoruba' }]);
  });

  it('switches the language and keeps every screen of every language within the rules', async () => {
    const s = session();
    await s.start();
    expect(await s.run('5', '1')).toMatch(
      /^CON Choose language\n1 English\n2 Hausa\n3 Yoruba\n4 Igbo/,
    );
    expect(await s.say('2')).toMatch(/^CON Kiwo: Sannu Amina\n1 Rubuta na yau/);
    expect(await s.say('3')).toMatch(/^END Yau: /);
    for (const [code, greeting] of [
      ['2', 'Sannu'],
      ['3', 'E kaabo'],
      ['4', 'Nnoo'],
      ['1', 'Hi'],
    ] as const) {
      const next = session();
      await next.start();
      expect(await next.run('5', '1', code)).toContain(greeting);
      // A tour of every screen in that language (each checked in `post`).
      const tour = session();
      await tour.start();
      await tour.run('1', '1');
      for (const field of ['1', '2', '3', '4', '5', '6']) {
        await tour.say(field);
        await tour.say('x');
        await tour.say(field === '5' ? 'Gumboro' : '1');
        if (field === '3') await tour.say('100.5');
        await tour.say('7');
        await tour.say('0');
        await tour.say('0');
        if (field === '3') await tour.say('0');
      }
      await tour.run('00', '4', '2');
      const call = session();
      await call.start();
      // The call request names the extension agent in the glossary's words, never the farmer.
      const agent = {
        '1': 'an extension agent',
        '2': "jami'in fadakarwa",
        '3': 'asoju itosona',
        '4': 'onye ndumodu oru ugbo',
      }[code];
      expect(await call.run('4', '1')).toContain(agent);
      const settings = session();
      await settings.start();
      await settings.run('5', '2', '12', '1234', '9999');
      const sum = session();
      await sum.start();
      await sum.say('3');
      const reg = session(`+234809000${code}${code}${code}${code}`.slice(0, 14));
      await reg.start();
      await reg.run('3', code, '1', 'Ngozi', 'Eze', '98', '98', '98', '1', '7', '1234', '1234');
    }
  });

  it('stores the end-of-session notification and groups sessions for the admin page', async () => {
    const s = session();
    await s.start();
    await s.run('1', '1', '1', '1', '1', '2');
    const end = await app.inject({
      method: 'POST',
      url: '/api/ussd/events',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        sessionId: s.sessionId,
        phoneNumber: phone,
        serviceCode: '*347*754#',
        status: 'Success',
        durationInMillis: '15230',
        cost: 'NGN 2.5000',
        input: '1*1*1*1*1*2',
      }).toString(),
    });
    expect(end.statusCode).toBe(200);
    const page = await w.admin.api.get(`/api/admin/ussd-sessions?search=${s.sessionId}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0]).toMatchObject({
      sessionId: s.sessionId,
      durationMs: 15230,
      menu: 'record',
      outcome: 'cancelled',
      completed: false,
      status: 'Success',
    });
    expect(page.body.data[0].steps.map((x: { text: string }) => x.text)).toEqual([
      '',
      '1',
      '1*1',
      '1*1*1',
      '1*1*1*1',
      '1*1*1*1*1',
      '1*1*1*1*1*2',
    ]);
    const all = await w.admin.api.get('/api/admin/ussd-sessions?limit=100');
    const record = (
      all.body.menus as { menu: string; sessions: number; completed: number; rate: number }[]
    ).find((m) => m.menu === 'record');
    expect(record?.sessions).toBeGreaterThan(record?.completed ?? 0);
    expect(record?.rate).toBeCloseTo((record?.completed ?? 0) / (record?.sessions ?? 1));
    const csv = await app.inject({
      method: 'GET',
      url: `/api/admin/ussd-sessions.csv?search=${s.sessionId}`,
      headers: { authorization: `Bearer ${w.admin.session.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('Session,Phone,User,Started at,Duration (ms),Steps,Menu,Outcome');
    expect(csv.body).toContain(`${s.sessionId},${phone},Amina Bello,`);
    // Headed in the admin's language (the i18n `csv` section), the cells unchanged.
    await testDb.handle.db
      .update(users)
      .set({ language: 'yoruba' })
      .where(eq(users.id, w.admin.id));
    try {
      const yo = await app.inject({
        method: 'GET',
        url: `/api/admin/ussd-sessions.csv?search=${s.sessionId}`,
        headers: { authorization: `Bearer ${w.admin.session.token}` },
      });
      expect(yo.body).toContain('Ìpè,Nọ́ńbà fóònù,Àkáǹtì,Ìbẹ̀rẹ̀,Àkókò (ms),Ìgbésẹ̀,Àkójọ,Àbájáde');
      expect(yo.body).toContain(`${s.sessionId},${phone},Amina Bello,`);
      expect(yo.headers['content-disposition']).toContain('kiwo-ipe-ussd');
    } finally {
      await testDb.handle.db
        .update(users)
        .set({ language: 'english' })
        .where(eq(users.id, w.admin.id));
    }
    expect((await w.farmerA.api.get('/api/admin/ussd-sessions')).status).toBe(403);
  });

  it('refuses callbacks without the token when USSD_CALLBACK_TOKEN is set, events included', async () => {
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
      const before = await rows<{ n: number }>(sql`select count(*)::int as n from ussd_events`);
      expect((await post('/api/ussd')).statusCode).toBe(403);
      expect((await post('/api/ussd?token=wrong')).statusCode).toBe(403);
      expect((await post('/api/ussd/events')).statusCode).toBe(403);
      expect((await post('/api/ussd/events?token=wrong')).statusCode).toBe(403);
      const after = await rows<{ n: number }>(sql`select count(*)::int as n from ussd_events`);
      expect(after[0]?.n).toBe(before[0]?.n);
      const ok = await post('/api/ussd?token=a-long-callback-secret');
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toMatch(/^CON Kiwo: /);
      expect((await post('/api/ussd/events?token=a-long-callback-secret')).statusCode).toBe(200);
    } finally {
      await secured.close();
    }
  });

  void batchId;
});

describe(`USSD: a second cause of death in the farmer's language (${testDriver})`, () => {
  it('keeps it in the notes in Hausa for a Hausa farmer, and in Igbo when her agent adds it', async () => {
    expect((await w.farmerA.api.patch('/api/users/profile', { language: 'hausa' })).status).toBe(
      200,
    );
    if (!(await dayRecord(sectionId))?.mortalityCause) {
      const first = session();
      await first.start();
      await first.run('1', '1', '1', '1', '1'); // today, House A, deaths, 1, disease
      expect(await first.say('1')).toMatch(/^CON /);
    }
    const before = (await dayRecord(sectionId)) as Record<string, unknown>;
    const again = session();
    await again.start();
    await again.run('1', '1', '1', '1', '4'); // 1 more, smothering: not the day's cause
    expect(await again.say('1')).toMatch(/^CON /);
    const ha = 'an kuma faɗi wani dalilin mutuwa: Tattake juna (1)';
    const after = (await dayRecord(sectionId)) as Record<string, unknown>;
    expect(after.mortalityCause).toBe(before.mortalityCause);
    expect(after.notes).toBe(before.notes ? `${before.notes}; ${ha}` : ha);

    // Her agent (who reads English) adds another cause through the records service: the farm's
    // notes stay in the farmer's language, now Igbo.
    expect((await w.farmerA.api.patch('/api/users/profile', { language: 'igbo' })).status).toBe(
      200,
    );
    const [agent] = await testDb.handle.db.select().from(users).where(eq(users.id, w.agentA.id));
    if (!agent) throw new Error('no agent');
    await createRecordsService(testDb.handle.db).addEntry(agent, 'agent', sectionId, T, {
      mortality: 1,
      mortalityCause: 'predator',
    });
    const notes = String((await dayRecord(sectionId))?.notes);
    expect(notes).toBe(`${after.notes}; e kwukwara ihe ọzọ kpatara ọnwụ: Anụ ọhịa (1)`);
    expect(notes.slice(String(before.notes ?? '').length)).not.toContain('also given');
    expect((await w.farmerA.api.patch('/api/users/profile', { language: 'english' })).status).toBe(
      200,
    );
  });
});
