import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { loadLocale, translator } from '@kiwo/i18n';
import { eq } from 'drizzle-orm';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { phoneCalls } from '../src/db/schema';
import { escapeXml } from '../src/ivr/phone/xml';
import { testApp } from './helpers/app';
import { nextPhone } from './helpers/auth';
import { openTestDb, type TestDb } from './helpers/db';

/*
 * The phone line with the offline recogniser (pocketsphinx, ADR 0050),
 * as Africa's Talking calls it: an English caller's recordings are served from a local URL (the
 * calibration set's WAVs). A mumble gets "I didn't catch that" and the keypad menu, never an
 * answer; a clear question is read back, and answered once the caller presses 1.
 */
const TOKEN = 'voice-callback-offline-123';
const fixtures = join(import.meta.dirname, 'fixtures/speech');
const files: Record<string, string> = {
  '/rec/mumble.wav': 'm-mutter.wav',
  '/rec/question.wav': 'q-some-of-my-birds-are-sneezing.wav',
};
const recordings = createServer((req, res) => {
  const file = files[req.url ?? ''];
  if (!file) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': 'audio/wav' });
  res.end(readFileSync(join(fixtures, file)));
});
let base = '';
let testDb: TestDb;
let app: App;

beforeAll(async () => {
  await Promise.all((['en', 'ha'] as const).map((l) => loadLocale(l)));
  await new Promise<void>((r) => recordings.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(recordings.address() as AddressInfo).port}`;
  testDb = await openTestDb();
  app = await testApp(
    { db: testDb.handle },
    {
      VOICE_CALLBACK_TOKEN: TOKEN,
      PUBLIC_URL: 'https://kiwo.example',
      // Prompts by the gateway's Say, so the test reads them in the XML.
      IVR_ESPEAK_BIN: '/nonexistent/espeak-ng',
    },
  );
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
  recordings.closeAllConnections();
  await new Promise<void>((r) => recordings.close(() => r()));
});

const callback = async (fields: Record<string, string>) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/voice/callback?token=${TOKEN}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  expect(res.statusCode).toBe(200);
  expect(XMLValidator.validate(res.body)).toBe(true);
  return res.body;
};
const says = (xml: string) => [...xml.matchAll(/<Say>([^<]*)<\/Say>/g)].map((m) => m[1]);

// pocketsphinx runs two passes per recording: slow on a loaded 2-core machine.
describe('the phone line with the offline recogniser', { timeout: 120_000 }, () => {
  it("a mumble gets I didn't catch that; a clear question is read back, then answered", async () => {
    const en = translator('en').phone;
    const callerNumber = `+234${nextPhone().slice(1)}`;
    const sessionId = 'ATVId_offline_1';
    const call = (extra: Record<string, string>) =>
      callback({ sessionId, isActive: '1', callerNumber, ...extra });
    await call({});
    expect(await call({ dtmfDigits: '1' })).toContain(`<Say>${escapeXml(en.askQuestion())}</Say>`);

    const mumbled = await call({ recordingUrl: `${base}/rec/mumble.wav` });
    // No guess: the refusal, then the keypad menu (1 asks again).
    expect(mumbled).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Response><Say>${escapeXml(en.notCaught())}</Say><GetDigits numDigits="1" timeout="15"><Say>${escapeXml(en.afterAnswer())}</Say></GetDigits></Response>`,
    );

    const again = await call({ dtmfDigits: '1' });
    expect(again).toContain('<Record ');
    const heard = await call({ recordingUrl: `${base}/rec/question.wav` });
    const question = 'some of my birds are sneezing';
    expect(heard).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Response><GetDigits numDigits="1" timeout="15"><Say>${escapeXml(en.readBack({ question }))}</Say></GetDigits></Response>`,
    );
    // A key that is neither 1 nor 2 hears the read-back again.
    expect(await call({ dtmfDigits: '7' })).toBe(heard);

    const answered = await call({ dtmfDigits: '1' });
    const [answer, menu] = says(answered);
    expect(answer).toMatch(/sneez|respirat|breath|cough/i);
    expect(menu).toBe(escapeXml(en.afterAnswer()));

    const [row] = await testDb.handle.db
      .select()
      .from(phoneCalls)
      .where(eq(phoneCalls.sessionId, sessionId));
    expect(row?.state).toBe('after');
    expect(row?.turns.map((x) => [x.kind, x.question])).toEqual([
      ['doubtful', expect.any(String)],
      ['heard', question],
      ['heard', question],
      ['question', question],
    ]);
    expect(row?.turns[0]?.answer).toBe(en.notCaught());
    expect(row?.turns.every((x) => x.stt === 'pocketsphinx')).toBe(true);
  });

  it('2 after a read-back asks again; a Hausa caller is told speech is unavailable', async () => {
    const callerNumber = `+234${nextPhone().slice(1)}`;
    const sessionId = 'ATVId_offline_2';
    const call = (extra: Record<string, string>) =>
      callback({ sessionId, isActive: '1', callerNumber, ...extra });
    await call({});
    await call({ dtmfDigits: '1' });
    await call({ recordingUrl: `${base}/rec/question.wav` });
    expect(await call({ dtmfDigits: '2' })).toContain(
      `<Say>${escapeXml(translator('en').phone.askQuestion())}</Say>`,
    );

    // No Hausa recogniser offline: said so in Hausa, with the keypad menu — no English guess.
    const hausa = `+234${nextPhone().slice(1)}`;
    const ha = translator('ha').phone;
    await callback({ sessionId: 'ATVId_offline_ha', isActive: '1', callerNumber: hausa });
    await callback({
      sessionId: 'ATVId_offline_ha',
      isActive: '1',
      callerNumber: hausa,
      dtmfDigits: '2',
    });
    const unheard = await callback({
      sessionId: 'ATVId_offline_ha',
      isActive: '1',
      callerNumber: hausa,
      recordingUrl: `${base}/rec/question.wav`,
    });
    expect(says(unheard)).toEqual([escapeXml(ha.speechUnavailable()), escapeXml(ha.afterAnswer())]);
  });
});
