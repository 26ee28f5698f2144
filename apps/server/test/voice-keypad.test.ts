import { loadLocale, type Translator, translator } from '@kiwo/i18n';
import { and, eq } from 'drizzle-orm';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { dailyRecords, users, ussdPins } from '../src/db/schema';
import { farmToday } from '../src/lib/farm-today';
import { testApp } from './helpers/app';
import { nextPhone } from './helpers/auth';
import { openTestDb, type TestDb } from './helpers/db';
import { farmFixture, farmSnapshot, farmWorld, type World } from './helpers/farm';

/*
 * Recording today's deaths and feed by keypad on the phone line, as Africa's Talking Voice posts
 * it: form fields to one URL, each keypad GetDigits posting back to its own callbackUrl
 * (`&kp=<step>`). The caller is matched to the account by number AND the USSD PIN; the entry is
 * ADDED to today's record through the records rules (channel phone, the caller as author); a
 * resent callback never adds twice. English and Hausa are said by the gateway's Say here (no
 * text-to-speech configured for them), so the spoken words are read straight from the XML.
 */
const TOKEN = 'voice-keypad-secret-42';
let testDb: TestDb;
let app: App;
let w: World;
let houseA = '';
let houseB = '';
let onlyHouse = '';
let en: Translator['phone'];
let ha: Translator['phone'];

beforeAll(async () => {
  await Promise.all([loadLocale('en'), loadLocale('ha')]);
  en = translator('en').phone;
  ha = translator('ha').phone;
  testDb = await openTestDb();
  app = await testApp(
    { db: testDb.handle },
    {
      VOICE_CALLBACK_TOKEN: TOKEN,
      PUBLIC_URL: 'https://kiwo.example',
      IVR_ESPEAK_BIN: '/nonexistent/espeak-ng',
    },
  );
  w = await farmWorld(app, testDb.handle.db);
  const a = await farmFixture(w.farmerA.api, w.farmerA.id, 200);
  houseA = a.sectionId;
  const b = await w.farmerA.api.post(`/api/batches/${a.batchId}/sections`, {
    name: 'House B',
    livestockType: 'poultry',
    subType: 'broiler',
    count: 50,
  });
  houseB = b.body.data.id as string;
  onlyHouse = (await farmFixture(w.farmerB.api, w.farmerB.id, 10)).sectionId;
  expect((await w.farmerA.api.put('/api/ussd/pin', { pin: '2468' })).status).toBe(200);
  expect((await w.farmerB.api.put('/api/ussd/pin', { pin: '1357' })).status).toBe(200);
  await testDb.handle.db.update(users).set({ language: 'hausa' }).where(eq(users.id, w.farmerB.id));
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

/** One gateway post: to the configured URL, or to the callbackUrl a GetDigits named. */
const post = (fields: Record<string, string>, url = `/api/voice/callback?token=${TOKEN}`) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const fromXml = (s: string) =>
  s
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const says = (xml: string) =>
  [...xml.matchAll(/<Say>([^<]*)<\/Say>/g)].map((m) => fromXml(m[1] ?? ''));
/** Where the document's GetDigits posts the keys (path and query), if it names a URL. */
const keysUrl = (xml: string) => {
  const url = xml.match(/<GetDigits[^>]* callbackUrl="([^"]+)"/)?.[1];
  return url && fromXml(url).replace('https://kiwo.example', '');
};

async function phoneOf(id: string) {
  const [row] = await testDb.handle.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, id));
  return row?.phone as string;
}

const dayOf = async (sectionId: string) =>
  (
    await testDb.handle.db
      .select()
      .from(dailyRecords)
      .where(and(eq(dailyRecords.sectionId, sectionId), eq(dailyRecords.date, farmToday())))
  )[0];

/** A caller on one session: each `press` posts to where the last document said to. */
function caller(sessionId: string, callerNumber: string) {
  let last = '';
  return {
    get last() {
      return last;
    },
    async press(dtmfDigits?: string) {
      const url = keysUrl(last);
      const res = await post(
        { sessionId, isActive: '1', callerNumber, ...(dtmfDigits ? { dtmfDigits } : {}) },
        url,
      );
      expect(res.statusCode).toBe(200);
      expect(XMLValidator.validate(res.body)).toBe(true);
      last = res.body;
      return res.body;
    },
  };
}

describe('recording by keypad on the phone line', () => {
  it('a farmer adds 3 deaths to House A after the PIN; a resent confirmation adds once', async () => {
    const callerNumber = await phoneOf(w.farmerA.id);
    const call = caller('ATVId_kp_deaths', callerNumber);
    await call.press();
    // A known farmer chooses a language, then hears the menu (the keypad recording on 3).
    expect(says(await call.press('1'))).toEqual([en.farmerMenu()]);
    const pin = await call.press('3');
    expect(says(pin)).toEqual([en.enterPin()]);
    expect(pin).toMatch(/<GetDigits numDigits="4" timeout="20" finishOnKey="#" callbackUrl="/);
    expect(keysUrl(pin)).toBe(`/api/voice/callback?token=${TOKEN}&kp=1`);
    expect(says(await call.press('2468'))).toEqual([en.chooseRecord()]);
    expect(says(await call.press('1'))).toEqual([
      `${en.chooseSection()} ${en.sectionChoice({ section: 'House A', key: 1 })} ${en.sectionChoice({ section: 'House B', key: 2 })}`,
    ]);
    expect(says(await call.press('1'))).toEqual([en.askDeaths({ section: 'House A' })]);
    const confirm = await call.press('3#');
    expect(says(confirm)).toEqual([
      'You are adding 3 deaths to House A today. Press 1 to confirm, 2 to cancel.',
    ]);
    const confirmUrl = keysUrl(confirm) as string;
    const saved = await call.press('1');
    expect(says(saved)).toEqual([
      en.savedDeaths({ section: 'House A', alive: 197, total: '3' }),
      en.afterAnswer(),
    ]);
    // The gateway resends the confirmation (it missed our answer): the same words, no new add.
    const fields = { sessionId: 'ATVId_kp_deaths', isActive: '1', callerNumber, dtmfDigits: '1' };
    const resent = await post(fields, confirmUrl);
    expect(resent.body).toBe(saved);
    expect((await dayOf(houseA))?.mortality).toBe(3);

    const record = await dayOf(houseA);
    const history = await w.farmerA.api.get(`/api/records/${record?.id}/history`);
    expect(history.status).toBe(200);
    const revisions = history.body.data.revisions as {
      channel: string;
      actor: { id: string };
      after: { mortality: number };
    }[];
    expect(revisions.map((r) => [r.channel, r.actor.id, r.after.mortality])).toEqual([
      ['phone', w.farmerA.id, 3],
    ]);
    const section = await w.farmerA.api.get(`/api/sections/${houseA}`);
    expect(section.body.data.count).toBe(197);
  });

  it('adds (never overwrites): feed with a decimal point, then more deaths; two resends at once add once', async () => {
    const callerNumber = await phoneOf(w.farmerA.id);
    const call = caller('ATVId_kp_more', callerNumber);
    // The language is remembered: straight to the menu.
    expect(says(await call.press())).toEqual([en.welcomeBack(), en.farmerMenu()]);
    await call.press('3');
    await call.press('2468');
    await call.press('2');
    expect(says(await call.press('2'))).toEqual([en.askFeed({ section: 'House B' })]);
    expect(says(await call.press('12*5'))).toEqual([
      'You are adding 12.5 kilograms of feed to House B today. Press 1 to confirm, 2 to cancel.',
    ]);
    await call.press('1');
    expect((await dayOf(houseB))?.feedAmount).toBe(12.5);

    // Within the same call the PIN is not asked again.
    expect(says(await call.press('3'))).toEqual([en.chooseRecord()]);
    await call.press('1');
    await call.press('1');
    const confirm = await call.press('4');
    const url = keysUrl(confirm) as string;
    const fields = { sessionId: 'ATVId_kp_more', isActive: '1', callerNumber, dtmfDigits: '1' };
    const [one, two] = await Promise.all([post(fields, url), post(fields, url)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const day = await dayOf(houseA);
    expect(day?.mortality).toBe(7);
    const history = await w.farmerA.api.get(`/api/records/${day?.id}/history`);
    expect(
      (history.body.data.revisions as { after: { mortality: number } }[]).map(
        (r) => r.after.mortality,
      ),
    ).toEqual([3, 7]);
  });

  it('cancel saves nothing; a bad amount is asked again', async () => {
    const callerNumber = await phoneOf(w.farmerA.id);
    const call = caller('ATVId_kp_cancel', callerNumber);
    await call.press();
    await call.press('3');
    await call.press('2468');
    await call.press('1');
    await call.press('2');
    const before = await farmSnapshot(testDb.handle.db);
    expect(says(await call.press('0'))).toEqual([
      `${en.invalidAmount()} ${en.askDeaths({ section: 'House B' })}`,
    ]);
    expect(says(await call.press('1*5'))).toEqual([
      `${en.invalidAmount()} ${en.askDeaths({ section: 'House B' })}`,
    ]);
    await call.press('2');
    expect(says(await call.press('2'))).toEqual([en.cancelled(), en.afterAnswer()]);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });

  it('wrong PINs are counted like USSD (a resend once) and lock the PIN; nothing is said or saved', async () => {
    const callerNumber = await phoneOf(w.farmerA.id);
    const call = caller('ATVId_kp_pin', callerNumber);
    const before = await farmSnapshot(testDb.handle.db);
    await call.press();
    await call.press('3');
    const pinUrl = keysUrl(call.last) as string;
    const wrong = await call.press('1111');
    expect(says(wrong)).toEqual([`${en.wrongPin({ left: 4 })} ${en.enterPin()}`]);
    // The gateway resends that wrong guess: the same answer, not a second failure.
    const fields = { sessionId: 'ATVId_kp_pin', isActive: '1', callerNumber, dtmfDigits: '1111' };
    expect((await post(fields, pinUrl)).body).toBe(wrong);
    const [pinRow] = await testDb.handle.db
      .select()
      .from(ussdPins)
      .where(eq(ussdPins.userId, w.farmerA.id));
    expect(pinRow?.failures).toBe(1);
    expect(says(await call.press('12'))).toEqual([`${en.invalidChoice()} ${en.enterPin()}`]);
    await call.press('2222');
    await call.press('3333');
    expect(says(await call.press('4444'))).toEqual([
      `${en.wrongPin({ left: 1 })} ${en.enterPin()}`,
    ]);
    expect(says(await call.press('5555'))).toEqual([
      en.pinLocked({ minutes: 15 }),
      en.afterAnswer(),
    ]);
    // Locked: even the right PIN is refused, and no section name was ever said.
    await call.press('3');
    expect(says(await call.press('2468'))).toEqual([
      en.pinLocked({ minutes: 15 }),
      en.afterAnswer(),
    ]);
    expect(call.last).not.toContain('House');
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
    const list = await w.admin.api.get(`/api/admin/phone-calls?phone=${callerNumber.slice(-7)}`);
    const turns = (
      list.body.data.calls as { sessionId: string; turns: { kind: string; question: string }[] }[]
    ).find((c) => c.sessionId === 'ATVId_kp_pin')?.turns;
    expect(turns?.map((t) => t.kind)).toEqual(Array(6).fill('pin-wrong'));
    expect(turns?.every((t) => t.question === '****')).toBe(true);
    await testDb.handle.db.update(ussdPins).set({ lockedUntil: null, failures: 0 });
  });

  it('a Hausa farmer with one house: more deaths than alive is refused in Hausa', async () => {
    const callerNumber = await phoneOf(w.farmerB.id);
    const call = caller('ATVId_kp_hausa', callerNumber);
    await call.press();
    await call.press('2');
    expect(says(await call.press('3'))).toEqual([ha.enterPin()]);
    await call.press('1357');
    // One house: no choice to make.
    expect(says(await call.press('1'))).toEqual([ha.askDeaths({ section: 'House A' })]);
    const before = await farmSnapshot(testDb.handle.db);
    expect(says(await call.press('11'))).toEqual([
      ha.notEnough({ alive: 10, section: 'House A' }),
      ha.afterAnswer(),
    ]);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
    await call.press('3');
    await call.press('1');
    expect(says(await call.press('2'))).toEqual([
      'Kuna ƙara mace-mace 2 ga House A yau. Danna 1 don tabbatarwa, 2 don sokewa.',
    ]);
    expect(says(await call.press('1'))).toEqual([
      ha.savedDeaths({ section: 'House A', alive: 8, total: '2' }),
      ha.afterAnswer(),
    ]);
    expect((await dayOf(onlyHouse))?.mortality).toBe(2);
  });

  it('no PIN: told how to set one, nothing about the farm said, nothing saved', async () => {
    const unknown = caller('ATVId_kp_unknown', `+234${nextPhone().slice(1)}`);
    await unknown.press();
    // An unknown number goes straight to the question; its menu only follows an answer.
    expect(await unknown.press('1')).toMatch(/<Record /);
    await testDb.handle.db.delete(ussdPins).where(eq(ussdPins.userId, w.farmerA.id));
    const before = await farmSnapshot(testDb.handle.db);
    const call = caller('ATVId_kp_nopin', await phoneOf(w.farmerA.id));
    await call.press();
    expect(says(await call.press('3'))).toEqual([en.noPin(), en.afterAnswer()]);
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });

  it('lists calls for admins: masked numbers, search by phone, keypad turns', async () => {
    const phone = await phoneOf(w.farmerA.id);
    const found = await w.admin.api.get(`/api/admin/phone-calls?phone=0${phone.slice(4)}&limit=50`);
    expect(found.status).toBe(200);
    const calls = found.body.data.calls as {
      sessionId: string;
      callerNumber: string;
      turns: { kind: string; question: string; answer: string }[];
    }[];
    expect(calls.map((c) => c.sessionId)).toContain('ATVId_kp_deaths');
    expect(calls.every((c) => c.callerNumber === `${phone.slice(0, 7)}•••${phone.slice(-4)}`)).toBe(
      true,
    );
    expect(JSON.stringify(found.body)).not.toContain(phone);
    const deaths = calls.find((c) => c.sessionId === 'ATVId_kp_deaths');
    expect(deaths?.turns).toEqual([
      expect.objectContaining({
        kind: 'record',
        question: 'mortality +3, House A',
        answer: en.savedDeaths({ section: 'House A', alive: 197, total: '3' }),
      }),
    ]);
    const other = await w.admin.api.get('/api/admin/phone-calls?phone=0701 000 0000');
    expect(other.body.data.calls).toEqual([]);
    expect(other.body.data.pagination.total).toBe(0);
    expect((await w.admin.api.get('/api/admin/phone-calls?phone=abc')).status).toBe(400);
    expect((await w.farmerA.api.get('/api/admin/phone-calls')).status).toBe(403);
  });
});
