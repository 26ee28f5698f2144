import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { translator } from '@kiwo/i18n';
import { and, eq } from 'drizzle-orm';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { consultations, notifications, phoneAudio, users } from '../src/db/schema';
import { escapeXml, voiceResponse } from '../src/ivr/phone/xml';
import { pcmToWav } from '../src/ivr/speech/wav';
import { testApp } from './helpers/app';
import { nextPhone } from './helpers/auth';
import { openTestDb, type TestDb } from './helpers/db';
import { farmFixture, farmWorld, type World } from './helpers/farm';
import { spokenText, startSpitch } from './helpers/spitch';

/*
 * The phone line tried as callers would, through Africa's Talking Voice callbacks (form posts to
 * one URL): the language menu, Hausa by keypad, a recorded question served from a local URL,
 * transcribed and spoken by a Spitch stand-in, the answer played from Kiwo's expiring audio URL,
 * the end-of-call notification, and the admin's list of calls.
 */
const KEY = 'sk_phone_test';
const TOKEN = 'voice-callback-secret-123';
let testDb: TestDb;
let app: App;
let w: World;
let spitch: Awaited<ReturnType<typeof startSpitch>>;
const recording = pcmToWav(Buffer.alloc(8_000), 16_000);
const recordings = createServer((req, res) => {
  if (req.url === '/rec/question.wav') {
    res.writeHead(200, { 'content-type': 'audio/wav' });
    res.end(recording);
  } else {
    res.writeHead(404);
    res.end();
  }
});
let recordingBase = '';

beforeAll(async () => {
  spitch = await startSpitch(KEY);
  await new Promise<void>((r) => recordings.listen(0, '127.0.0.1', r));
  recordingBase = `http://127.0.0.1:${(recordings.address() as AddressInfo).port}`;
  testDb = await openTestDb();
  app = await testApp(
    { db: testDb.handle },
    {
      SPEECH_PROVIDER_HA: 'spitch',
      SPEECH_PROVIDER_YO: 'spitch',
      SPEECH_PROVIDER_IG: 'spitch',
      SPITCH_API_KEY: KEY,
      SPITCH_BASE_URL: spitch.url,
      VOICE_CALLBACK_TOKEN: TOKEN,
      VOICE_AUDIO_TTL_SECONDS: '10',
      PUBLIC_URL: 'https://kiwo.example',
      // The English prompts fall back to the gateway's Say without espeak-ng.
      IVR_ESPEAK_BIN: '/nonexistent/espeak-ng',
    },
  );
  w = await farmWorld(app, testDb.handle.db);
  await farmFixture(w.farmerA.api, w.farmerA.id, 200);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
  await spitch?.close();
  recordings.closeAllConnections();
  await new Promise<void>((r) => recordings.close(() => r()));
});

const callback = (fields: Record<string, string>, token: string | null = TOKEN) =>
  app.inject({
    method: 'POST',
    url: `/api/voice/callback${token === null ? '' : `?token=${token}`}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The XML's Play URLs and Say texts, in order. */
const plays = (xml: string) =>
  [...xml.matchAll(/<Play url="([^"]+)"\/>/g)].map((m) => m[1] as string);
const says = (xml: string) => [...xml.matchAll(/<Say>([^<]*)<\/Say>/g)].map((m) => m[1] as string);
const audioPath = (url: string) => url.replace('https://kiwo.example', '');

async function phoneOf(id: string) {
  const [row] = await testDb.handle.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, id));
  return row?.phone as string;
}

describe('the phone line', () => {
  it('refuses a callback without the token', async () => {
    const res = await callback(
      { sessionId: 'ATVId_x', isActive: '1', callerNumber: '+2348030000000' },
      null,
    );
    expect(res.statusCode).toBe(403);
    const wrong = await callback({ sessionId: 'ATVId_x', isActive: '1' }, 'not-the-token-at-all');
    expect(wrong.statusCode).toBe(403);
  });

  it('a Hausa-speaking farmer: menu, 2, a recorded question, a Hausa answer played', async () => {
    const callerNumber = await phoneOf(w.farmerA.id);
    const sessionId = 'ATVId_hausa_1';
    const first = await callback({ sessionId, isActive: '1', callerNumber, direction: 'Inbound' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/application\/xml/);
    expect(XMLValidator.validate(first.body)).toBe(true);
    expect(first.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<Response><GetDigits numDigits="1" timeout="15">/,
    );
    // English by the gateway's voice; Hausa, Yorùbá, Igbo lines spoken by Spitch in their own voices.
    expect(says(first.body)).toEqual([
      escapeXml(translator('en').phone.welcome()),
      escapeXml(translator('en').phone.chooseLanguage()),
    ]);
    const menu = plays(first.body);
    expect(menu).toHaveLength(3);
    const hausaLine = await app.inject({ method: 'GET', url: audioPath(menu[0] as string) });
    expect(hausaLine.statusCode).toBe(200);
    expect(spokenText(hausaLine.rawPayload)).toBe(`ha:${translator('ha').phone.chooseLanguage()}`);

    // A known farmer hears the menu in Hausa first (keypad recording on 3), then 1 to ask.
    const menuNow = await callback({ sessionId, isActive: '1', callerNumber, dtmfDigits: '2' });
    expect(menuNow.body).toMatch(
      /<GetDigits numDigits="1" timeout="15"><Play url="[^"]+"\/><\/GetDigits>/,
    );
    const farmerMenu = await app.inject({
      method: 'GET',
      url: audioPath(plays(menuNow.body)[0] as string),
    });
    expect(spokenText(farmerMenu.rawPayload)).toBe(`ha:${translator('ha').phone.farmerMenu()}`);
    const chose = await callback({ sessionId, isActive: '1', callerNumber, dtmfDigits: '1' });
    expect(XMLValidator.validate(chose.body)).toBe(true);
    expect(chose.body).toMatch(
      /<Record finishOnKey="#" maxLength="30" timeout="10" trimSilence="true" playBeep="true"><Play url="[^"]+"\/><\/Record>/,
    );
    const ask = await app.inject({ method: 'GET', url: audioPath(plays(chose.body)[0] as string) });
    expect(spokenText(ask.rawPayload)).toBe(`ha:${translator('ha').phone.askQuestion()}`);

    spitch.transcripts.ha = 'Kaji na sun mutu yau, me zan yi?';
    const before = spitch.requests.length;
    const asked = await callback({
      sessionId,
      isActive: '1',
      callerNumber,
      recordingUrl: `${recordingBase}/rec/question.wav`,
    });
    expect(XMLValidator.validate(asked.body)).toBe(true);
    const upload = spitch.requests.slice(before).find((r) => r.path === '/v1/transcriptions');
    expect(upload?.fields.language).toBe('ha');
    expect(upload?.file?.equals(recording)).toBe(true);
    const [answerUrl, nextUrl] = plays(asked.body);
    expect(asked.body).toMatch(
      /<Play url="[^"]+"\/><GetDigits numDigits="1" timeout="15"><Play url="[^"]+"\/><\/GetDigits>/,
    );
    const answer = await app.inject({ method: 'GET', url: audioPath(answerUrl as string) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('audio/wav');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const answerText = spokenText(answer.rawPayload);
    expect(answerText.startsWith('ha:')).toBe(true);
    expect(answerText.length).toBeGreaterThan(20);
    // A known farmer is not told to register.
    expect(answerText).not.toContain(translator('ha').phone.register());
    const next = await app.inject({ method: 'GET', url: audioPath(nextUrl as string) });
    expect(spokenText(next.rawPayload)).toBe(`ha:${translator('ha').phone.afterAnswer()}`);

    // 2: today's figures, read from the farm's records, in Hausa.
    const summary = await callback({ sessionId, isActive: '1', callerNumber, dtmfDigits: '2' });
    const heard = await app.inject({
      method: 'GET',
      url: audioPath(plays(summary.body)[0] as string),
    });
    expect(spokenText(heard.rawPayload)).toMatch(
      /^ha:Yau a gonarku: dabbobi 200 masu rai, 0 sun mutu/,
    );

    // 4: a call-back from the farmer's agent, filed as a consultation by phone and told to them.
    const callMe = await callback({ sessionId, isActive: '1', callerNumber, dtmfDigits: '4' });
    const promised = await app.inject({
      method: 'GET',
      url: audioPath(plays(callMe.body)[0] as string),
    });
    expect(spokenText(promised.rawPayload)).toBe(`ha:${translator('ha').phone.callRequested()}`);
    // The gateway retrying the same callback files nothing twice.
    await callback({ sessionId, isActive: '1', callerNumber, dtmfDigits: '4' });
    const filed = await testDb.handle.db
      .select()
      .from(consultations)
      .where(eq(consultations.userId, w.farmerA.id));
    expect(filed.map((c) => [c.channel, c.kind])).toEqual([['phone', 'extension']]);
    const told = await testDb.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.agentA.id), eq(notifications.type, 'help_requested')));
    expect(told).toHaveLength(1);

    const bye = await callback({ sessionId, isActive: '1', callerNumber, dtmfDigits: '0' });
    expect(bye.body).toMatch(/^<\?xml[^>]*>\n<Response><Play url="[^"]+"\/><\/Response>$/);
    const ended = await callback({
      sessionId,
      isActive: '0',
      callerNumber,
      durationInSeconds: '74',
      amount: '12.5000',
      currencyCode: 'NGN',
      hangupCause: 'NORMAL_CLEARING',
    });
    expect(ended.statusCode).toBe(200);
    expect(XMLValidator.validate(ended.body)).toBe(true);

    const list = await w.admin.api.get('/api/admin/phone-calls');
    expect(list.status).toBe(200);
    const call = (list.body.data as { calls: Record<string, unknown>[] }).calls.find(
      (c) => c.sessionId === sessionId,
    );
    expect(call).toMatchObject({
      language: 'ha',
      userId: w.farmerA.id,
      durationSeconds: 74,
      amount: '12.5000',
      currency: 'NGN',
      endStatus: 'NORMAL_CLEARING',
    });
    const turns = call?.turns as {
      kind: string;
      question: string;
      answer: string;
      spoken: string;
    }[];
    expect(turns).toHaveLength(1);
    expect(turns[0]).toMatchObject({
      kind: 'question',
      question: 'Kaji na sun mutu yau, me zan yi?',
      spoken: 'play',
    });
    expect(`ha:${turns[0]?.answer}`).toBe(answerText);
    expect((await w.farmerA.api.get('/api/admin/phone-calls')).status).toBe(403);

    // The same number is greeted in Hausa next time, straight to the menu.
    const again = await callback({ sessionId: 'ATVId_hausa_2', isActive: '1', callerNumber });
    expect(again.body).toMatch(
      /<Response><Play url="[^"]+"\/><GetDigits numDigits="1" timeout="15"><Play url="[^"]+"\/><\/GetDigits>/,
    );
    const back = await app.inject({
      method: 'GET',
      url: audioPath(plays(again.body)[0] as string),
    });
    expect(spokenText(back.rawPayload)).toBe(`ha:${translator('ha').phone.welcomeBack()}`);
  });

  it('an unknown caller is answered without farm figures and told how to register', async () => {
    const callerNumber = `+234${nextPhone().slice(1)}`;
    const sessionId = 'ATVId_unknown';
    await callback({ sessionId, isActive: '1', callerNumber });
    await callback({ sessionId, isActive: '1', callerNumber, dtmfDigits: '3' });
    spitch.transcripts.yo = 'Báwo ni mo ṣe lè dènà àrùn adìẹ?';
    const asked = await callback({
      sessionId,
      isActive: '1',
      callerNumber,
      recordingUrl: `${recordingBase}/rec/question.wav`,
    });
    const answer = await app.inject({
      method: 'GET',
      url: audioPath(plays(asked.body)[0] as string),
    });
    expect(spokenText(answer.rawPayload)).toMatch(/^yo:.+/);
    expect(spokenText(answer.rawPayload).endsWith(translator('yo').phone.register())).toBe(true);
  });

  it('an empty transcript or a missing recording asks again, in the language', async () => {
    const callerNumber = `+234${nextPhone().slice(1)}`;
    const sessionId = 'ATVId_mumble';
    await callback({ sessionId, isActive: '1', callerNumber });
    await callback({ sessionId, isActive: '1', callerNumber, dtmfDigits: '4' });
    spitch.transcripts.ig = '';
    const mumbled = await callback({
      sessionId,
      isActive: '1',
      callerNumber,
      recordingUrl: `${recordingBase}/rec/question.wav`,
    });
    expect(mumbled.body).toMatch(
      /<Record [^>]+><Play url="[^"]+"\/><Play url="[^"]+"\/><\/Record>/,
    );
    const sorry = await app.inject({
      method: 'GET',
      url: audioPath(plays(mumbled.body)[0] as string),
    });
    expect(spokenText(sorry.rawPayload)).toBe(`ig:${translator('ig').phone.notHeard()}`);
    const gone = await callback({
      sessionId,
      isActive: '1',
      callerNumber,
      recordingUrl: `${recordingBase}/rec/missing.wav`,
    });
    const failed = await app.inject({
      method: 'GET',
      url: audioPath(plays(gone.body)[0] as string),
    });
    expect(spokenText(failed.rawPayload)).toBe(`ig:${translator('ig').phone.speechUnavailable()}`);
  });

  it('audio URLs are unguessable and expire', async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/voice/audio/${'a'.repeat(32)}` })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/voice/audio/short' })).statusCode).toBe(
      400,
    );
    const first = await callback({
      sessionId: 'ATVId_expiry',
      isActive: '1',
      callerNumber: '+2348099990000',
    });
    const url = audioPath(plays(first.body)[0] as string);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // Time passes: every token's expiry is now behind us.
    await testDb.handle.db.update(phoneAudio).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers valid XML whatever an answer holds, and refuses bad callbacks with 400', () => {
    const xml = voiceResponse([{ say: 'Feed <5 kg> & "water" \u0007 now' }, { reject: true }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<Say>Feed &lt;5 kg&gt; &amp; &quot;water&quot;  now</Say><Reject/>');
  });

  it('refuses a callback without a session or with a bad isActive (400)', async () => {
    expect((await callback({ isActive: '1' })).statusCode).toBe(400);
    expect((await callback({ sessionId: 'x', isActive: 'yes' })).statusCode).toBe(400);
  });
});
