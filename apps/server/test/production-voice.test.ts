import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadLocale, translator } from '@kiwo/i18n';
import { XMLValidator } from 'fast-xml-parser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pcmToWav } from '../src/ivr/speech/wav';
import { productionScenario } from './helpers/production';
import { startServerProcess } from './helpers/server-process';
import { spokenText, startSpitch } from './helpers/spitch';

/*
 * The phone line in production, as a Hausa-speaking caller reaches it through Africa's Talking
 * Voice callbacks (form posts over HTTP): without VOICE_CALLBACK_TOKEN it is refused (503); with
 * it, an unauthenticated callback is a 403, the language menu is valid XML, 2 gives Hausa
 * prompts, a recorded question served from a local URL is transcribed by the Spitch stand-in and
 * answered with a Play of Hausa audio it spoke, that audio URL serves it and expires, and the
 * admin sees the call with its transcript.
 */
const TOKEN = 'voice-callback-token-0123456789';
const KEY = 'sk_prod_spitch';
let scenario: Awaited<ReturnType<typeof productionScenario>>;
let spitch: Awaited<ReturnType<typeof startSpitch>>;
const recording = pcmToWav(Buffer.alloc(16_000), 16_000);
const recordings = createServer((req, res) => {
  res.writeHead(req.url === '/q1.wav' ? 200 : 404, { 'content-type': 'audio/wav' });
  res.end(req.url === '/q1.wav' ? recording : undefined);
});
let recordingUrl = '';

beforeAll(async () => {
  scenario = await productionScenario('prodvoice');
  spitch = await startSpitch(KEY);
  await new Promise<void>((r) => recordings.listen(0, '127.0.0.1', r));
  recordingUrl = `http://127.0.0.1:${(recordings.address() as AddressInfo).port}/q1.wav`;
  await loadLocale('ha');
});
afterAll(async () => {
  await scenario?.cleanup();
  await spitch?.close();
  recordings.closeAllConnections();
  await new Promise<void>((r) => recordings.close(() => r()));
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const plays = (xml: string) =>
  [...xml.matchAll(/<Play url="https:\/\/kiwo\.example([^"]+)"\/>/g)].map((m) => m[1] as string);

async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: scenario.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

describe('the phone line in production', () => {
  it('refuses every callback without VOICE_CALLBACK_TOKEN and says so at start', async () => {
    const server = await startServerProcess({ env: scenario.env() });
    try {
      const res = await fetch(
        `${server.url}/api/voice/callback`,
        form({ sessionId: 'ATVId_off', isActive: '1', callerNumber: '+2348030000001' }),
      );
      expect(res.status, server.output()).toBe(503);
      expect(((await res.json()) as { message: string }).message).toMatch(/VOICE_CALLBACK_TOKEN/);
      expect(
        server
          .output()
          .split('\n')
          .filter((l) => l.includes('phone line is switched off')),
      ).toHaveLength(1);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('a Hausa caller: menu, 2, a question answered in Hausa audio, seen by the admin', async () => {
    const server = await startServerProcess({
      env: scenario.env({
        VOICE_CALLBACK_TOKEN: TOKEN,
        VOICE_AUDIO_TTL_SECONDS: '10',
        SPEECH_PROVIDER_HA: 'spitch',
        SPITCH_API_KEY: KEY,
        SPITCH_BASE_URL: spitch.url,
      }),
    });
    const callback = (fields: Record<string, string>, token = TOKEN) =>
      fetch(`${server.url}/api/voice/callback?token=${token}`, form(fields));
    try {
      const register = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Aisha',
          lastName: 'Musa',
          phone: '08035552001',
          password: 'farmer passphrase',
          language: 'hausa',
        }),
      });
      expect(register.status, server.output()).toBe(201);
      const admin = (await (
        await fetch(`${server.url}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Ada',
            lastName: 'Obi',
            phone: '08035552009',
            password: 'admin passphrase',
            language: 'english',
          }),
        })
      ).json()) as { data: { token: string; user: { _id: string } } };
      await sql(`update users set role = 'admin' where id = $1`, [admin.data.user._id]);

      const caller = { sessionId: 'ATVId_prod_1', callerNumber: '+2348035552001' };
      expect((await callback({ ...caller, isActive: '1' }, 'wrong-token-wrong-token')).status).toBe(
        403,
      );
      const menu = await callback({ ...caller, isActive: '1', direction: 'Inbound' });
      expect(menu.status).toBe(200);
      const menuXml = await menu.text();
      expect(XMLValidator.validate(menuXml)).toBe(true);
      expect(menuXml).toMatch(/<Response><GetDigits numDigits="1" timeout="15">/);

      // A known farmer: the Hausa menu first (the keypad recording on 3), then 1 to ask.
      const farmerMenu = await (
        await callback({ ...caller, isActive: '1', dtmfDigits: '2' })
      ).text();
      expect(farmerMenu).toMatch(/<Response><GetDigits numDigits="1" timeout="15"><Play url=/);
      const chose = await (await callback({ ...caller, isActive: '1', dtmfDigits: '1' })).text();
      expect(XMLValidator.validate(chose)).toBe(true);
      expect(chose).toMatch(/<Record finishOnKey="#" maxLength="30"[^>]*><Play url=/);
      const prompt = await fetch(`${server.url}${plays(chose)[0]}`);
      expect(spokenText(Buffer.from(await prompt.arrayBuffer()))).toBe(
        `ha:${translator('ha').phone.askQuestion()}`,
      );

      spitch.transcripts.ha = 'Kaji na ashirin sun mutu yau';
      const asked = await (await callback({ ...caller, isActive: '1', recordingUrl })).text();
      expect(XMLValidator.validate(asked)).toBe(true);
      const upload = spitch.requests.find((r) => r.path === '/v1/transcriptions');
      expect(upload?.fields.language).toBe('ha');
      expect(upload?.file?.equals(recording)).toBe(true);
      const answerPath = plays(asked)[0] as string;
      const answer = await fetch(`${server.url}${answerPath}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('audio/wav');
      const said = spokenText(Buffer.from(await answer.arrayBuffer()));
      expect(said).toMatch(/^ha:.{20,}/);

      await callback({
        ...caller,
        isActive: '0',
        durationInSeconds: '48',
        amount: '9.6000',
        currencyCode: 'NGN',
      });
      const calls = (await (
        await fetch(`${server.url}/api/admin/phone-calls`, {
          headers: { authorization: `Bearer ${admin.data.token}` },
        })
      ).json()) as {
        data: {
          calls: {
            sessionId: string;
            durationSeconds: number;
            turns: { question: string; answer: string }[];
          }[];
        };
      };
      const call = calls.data.calls.find((c) => c.sessionId === caller.sessionId);
      expect(call?.durationSeconds).toBe(48);
      expect(call?.turns.map((t) => t.question)).toEqual(['Kaji na ashirin sun mutu yau']);
      expect(`ha:${call?.turns[0]?.answer}`).toBe(said);

      // Expired: the same URL no longer serves the answer.
      await sql(`update phone_audio set expires_at = now() - interval '1 second'`);
      expect((await fetch(`${server.url}${answerPath}`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
