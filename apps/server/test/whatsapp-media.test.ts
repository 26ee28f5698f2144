import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentMp3 } from '../../../e2e/support/speech';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { decodeVoiceNote } from '../src/modules/whatsapp/media';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb } from './helpers/db';
import { farmFixture, farmWorld, storedCount, type World } from './helpers/farm';
import { startSpitch } from './helpers/spitch';
import {
  buttonReply,
  type GraphApi,
  graphError,
  postSigned,
  startGraphApi,
  textMsg,
  voiceMsg,
  WA,
  whatsappEnv,
} from './helpers/whatsapp';

/*
 * Voice notes and the records file in the WhatsApp chat (ADR 0041 addendum), through local
 * servers that speak the Graph API, Spitch and an OpenAI-compatible speech endpoint. The voice
 * notes are real OGG/Opus files (test/fixtures: espeak-ng saying "three died", and a second of
 * silence, encoded with libopus at 16 kbit/s): the bot downloads them with the token, decodes
 * them in WebAssembly and sends 16 kHz PCM to the language's speech provider.
 */

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));
const THREE_DIED = fixture('voice-three-died.ogg');
const SILENCE = fixture('voice-silence.ogg');
const SPITCH_KEY = 'sk_test_spitch_0123456789';

let testDb: TestDb;
let app: App;
let graph: GraphApi;
let spitch: Awaited<ReturnType<typeof startSpitch>>;
let w: World;
let haId: string;
let enId: string;
let sectionId: string;

/** An OpenAI-compatible speech endpoint: transcripts scripted, speech as real MP3 frames. */
const openai = { heard: '', transcriptions: 0, spoken: [] as string[] };
let openaiServer: Server;

const rows = async <R>(query: ReturnType<typeof sql>) =>
  ((await testDb.handle.db.execute(query)) as unknown as { rows: R[] }).rows;

const phoneOf = async (id: string) => {
  const [row] = await testDb.handle.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, id));
  return String(row?.phone).replace(/^\+/, '');
};

beforeAll(async () => {
  testDb = await openTestDb();
  graph = await startGraphApi();
  spitch = await startSpitch(SPITCH_KEY);
  openaiServer = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/v1/audio/transcriptions') {
        openai.transcriptions++;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ text: openai.heard }));
      } else if (req.url === '/v1/audio/speech') {
        openai.spoken.push('speech');
        res.writeHead(200, { 'content-type': 'audio/mpeg' });
        res.end(silentMp3(0.5));
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => openaiServer.listen(0, '127.0.0.1', resolve));
  const openaiUrl = `http://127.0.0.1:${(openaiServer.address() as AddressInfo).port}/v1`;
  app = await testApp(
    { db: testDb.handle },
    {
      ...whatsappEnv(graph),
      // Hausa, Yorùbá and Igbo on Spitch; English on an OpenAI-compatible endpoint.
      SPITCH_API_KEY: SPITCH_KEY,
      SPITCH_BASE_URL: spitch.url,
      SPEECH_PROVIDER_HA: 'spitch',
      SPEECH_PROVIDER_YO: 'spitch',
      SPEECH_PROVIDER_IG: 'spitch',
      IVR_STT_BASE_URL: openaiUrl,
      IVR_TTS_BASE_URL: openaiUrl,
      WHATSAPP_MEDIA_MAX_BYTES: '4096',
      WHATSAPP_VOICE_REPLY_LANGUAGES: 'en,ha',
    },
  );
  w = await farmWorld(app, testDb.handle.db);
  ({ sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 100));
  await testDb.handle.db.update(users).set({ language: 'hausa' }).where(eq(users.id, w.farmerA.id));
  haId = await phoneOf(w.farmerA.id);
  enId = await phoneOf(w.farmerB.id);
});
afterAll(async () => {
  await app?.close();
  await graph?.down();
  await spitch?.close();
  openaiServer?.closeAllConnections();
  await new Promise((resolve) => openaiServer?.close(resolve));
  await testDb?.close();
});

/** Sends messages and waits until the bot has acted on them to the end. */
async function say(from: string, messages: Record<string, unknown>[]) {
  const before = graph.sent.length;
  expect(await postSigned(app, from, messages)).toBe(200);
  const ids = messages.map((m) => String(m.id));
  // Download, decode and transcription take a while on a loaded machine: up to 20 s.
  const deadline = Date.now() + 20_000;
  for (;;) {
    const done = await rows<{ n: number }>(
      sql`select count(*)::int as n from whatsapp_inbound where wamid in ${sql.raw(`(${ids.map((id) => `'${id}'`).join(',')})`)} and processed_at is not null`,
    );
    if (done[0]?.n === ids.length) break;
    if (Date.now() > deadline) throw new Error(`not handled in 20 s: ${ids.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return graph.sent.slice(before);
}

const outcomeOf = async (wamid: string) =>
  (
    await rows<{ outcome: string }>(
      sql`select outcome from whatsapp_inbound where wamid = ${wamid}`,
    )
  )[0]?.outcome;

// biome-ignore lint/suspicious/noExplicitAny: tests walk the sent JSON freely
type Sent = Record<string, any>;
const textOf = (m: Sent) =>
  m.type === 'text' ? String(m.text.body) : String(m.interactive?.body?.text ?? '');

let mediaIds = 1_037_543_291_543_600;
/** A voice note's bytes on the stand-in, and the message that names them. */
const voice = (from: string, bytes: Buffer) => {
  const id = String(++mediaIds);
  graph.addMedia(id, bytes, 'audio/ogg; codecs=opus');
  return voiceMsg(from, id);
};

describe('the OGG/Opus decoder', () => {
  it('turns a real voice note into 16 kHz PCM of the same length, and silence into silence', async () => {
    const speech = await decodeVoiceNote(THREE_DIED);
    // 47 Opus packets of 20 ms minus the 312-sample pre-skip: 0.93 s.
    expect(speech.seconds).toBeCloseTo(0.93, 1);
    expect(speech.pcm.length).toBe(Math.floor(speech.seconds * 16_000) * 2);
    expect(speech.peak).toBeGreaterThan(0.3);
    const quiet = await decodeVoiceNote(SILENCE);
    expect(quiet.seconds).toBeGreaterThan(0.5);
    expect(quiet.peak).toBeLessThan(0.01);
    const garbage = await decodeVoiceNote(Buffer.from('not an ogg file at all'));
    expect(garbage.seconds).toBe(0);
  });
});

describe('a voice note', () => {
  it('is downloaded with the token, heard by Spitch in Hausa, and confirmed like typed words', async () => {
    spitch.transcripts.ha = 'Kaji uku sun mutu a House A';
    const heardBefore = spitch.requests.length;
    const message = voice(haId, THREE_DIED);
    const [ask] = await say(haId, [message]);
    expect(textOf(ask as Sent)).toBe('A ƙara a bayanan yau na House A: mace-mace 3?');
    // The media URL by id, then the download, both with the system user's token.
    const lookup = graph.requests.find(
      (r) => r.method === 'GET' && r.path.endsWith(message.audio.id),
    );
    expect(lookup?.headers.authorization).toBe(`Bearer ${WA.accessToken}`);
    // Spitch got the decoded speech as a 16 kHz WAV in Hausa.
    const heard = spitch.requests.slice(heardBefore).find((r) => r.path === '/v1/transcriptions');
    expect(heard?.fields.language).toBe('ha');
    const wav = heard?.file as Buffer;
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(16_000);
    expect((wav.length - 44) / 32_000).toBeCloseTo(0.93, 1);

    const confirm = (ask as Sent).interactive.action.buttons[0].reply.id as string;
    await say(haId, [buttonReply(haId, confirm, 'Tabbatar')]);
    expect(await storedCount(testDb.handle.db, sectionId)).toBe(97);
    expect(await outcomeOf(message.id)).toBe('record_asked');
  });

  it('answers "I didn’t catch that" in Hausa for silence (no provider call) and for an empty transcript', async () => {
    const calls = spitch.requests.length;
    const silent = voice(haId, SILENCE);
    const [first] = await say(haId, [silent]);
    expect(textOf(first as Sent)).toBe(
      'Ban ji abin da kuka faɗa sosai ba. Don Allah rubuta saƙonku.',
    );
    expect(spitch.requests.length).toBe(calls);
    expect(await outcomeOf(silent.id)).toBe('voice_silent');

    spitch.transcripts.ha = ' … ';
    const mumble = voice(haId, THREE_DIED);
    const [second] = await say(haId, [mumble]);
    expect(textOf(second as Sent)).toBe(
      'Ban ji abin da kuka faɗa sosai ba. Don Allah rubuta saƙonku.',
    );
    expect(await outcomeOf(mumble.id)).toBe('voice_not_heard');
  });

  it('names what went wrong downloading: gone, expired, too large, a refused token', async () => {
    const gone = voiceMsg(haId, '4242424242');
    const [a] = await say(haId, [gone]);
    expect(textOf(a as Sent)).toMatch(/^Ban samu wannan saƙon murya ba/);
    expect(await outcomeOf(gone.id)).toBe('voice_not_found');

    const old = voice(haId, THREE_DIED);
    graph.expire(old.audio.id);
    const [b] = await say(haId, [old]);
    expect(textOf(b as Sent)).toMatch(/^Ban samu wannan saƙon murya ba/);

    // WHATSAPP_MEDIA_MAX_BYTES is 4096 here: refused from its file_size, never downloaded.
    const big = voice(haId, Buffer.concat([THREE_DIED, Buffer.alloc(5000)]));
    const [c] = await say(haId, [big]);
    expect(textOf(c as Sent)).toMatch(/^Wannan saƙon murya ya yi tsawo sosai/);
    expect(await outcomeOf(big.id)).toBe('voice_too_large');

    const refused = voice(haId, THREE_DIED);
    graph.fail(graphError(401, 190, 'Error validating access token: Session has expired'));
    const [d] = await say(haId, [refused]);
    expect(textOf(d as Sent)).toBe(
      'Ba zan iya sauraron saƙon murya a yanzu ba. Don Allah rubuta saƙonku.',
    );
    expect(await outcomeOf(refused.id)).toBe('voice_token');
  });

  it('tells the farmer to type when the speech provider is down', async () => {
    spitch.transcripts.ha = 'Kaji uku sun mutu';
    // Three tries (the provider's own retries), all refused.
    spitch.failNext(500, 500, 500);
    const message = voice(haId, THREE_DIED);
    const [reply] = await say(haId, [message]);
    expect(textOf(reply as Sent)).toMatch(/^Ba zan iya sauraron saƙon murya a yanzu ba/);
    expect(await outcomeOf(message.id)).toBe('voice_stt_failed');
  });

  it('answers a question asked aloud in English as text and as audio', async () => {
    openai.heard = 'How do I stop coccidiosis in my broilers?';
    const message = voice(enId, THREE_DIED);
    const uploads = graph.uploads.length;
    const sent = await say(enId, [message]);
    expect(openai.transcriptions).toBeGreaterThan(0);
    expect(sent.map((m) => m.type)).toEqual(['text', 'audio']);
    expect(String((sent[0] as Sent).text.body).length).toBeGreaterThan(20);
    const upload = graph.uploads[uploads];
    expect(upload?.body).toMatchObject({ messaging_product: 'whatsapp', type: 'audio/mpeg' });
    expect(upload?.file?.bytes.equals(silentMp3(0.5))).toBe(true);
    // The audio message names the uploaded file.
    expect(graph.mediaBytes((sent[1] as Sent).audio.id)?.equals(silentMp3(0.5))).toBe(true);
  });
});

describe('the records file', () => {
  it('"rahoto csv" sends the farm’s records export as a document, the same bytes as the app', async () => {
    const uploads = graph.uploads.length;
    const [doc] = await say(haId, [textMsg(haId, 'Rahoto CSV')]);
    expect(doc).toMatchObject({ type: 'document' });
    const document = (doc as Sent).document;
    // Named and headed in the farmer's language, Hausa (the app's download is the same file).
    expect(document.filename).toMatch(/^bayanan .+ \d{4}-\d{2}-\d{2}\.csv$/);
    expect(document.caption).toMatch(/^Bayanan gonarku/);
    const upload = graph.uploads[uploads];
    expect(upload?.body.type).toBe('text/csv');
    expect(upload?.file?.name).toBe(document.filename);
    const fromApp = await app.inject({
      url: `/api/farmers/${w.farmerA.id}/records.csv`,
      headers: { authorization: `Bearer ${w.farmerA.session.token}` },
    });
    expect(fromApp.statusCode).toBe(200);
    expect(upload?.file?.bytes.toString('utf8')).toBe(fromApp.body);
    expect(fromApp.body.startsWith('\uFEFFKwanan wata,Sashe,')).toBe(true);
    expect(graph.mediaBytes(document.id)?.toString('utf8')).toContain('whatsapp');
  });

  it('says there is nothing to export for a farm with no records, and nothing is uploaded', async () => {
    const uploads = graph.uploads.length;
    const [reply] = await say(enId, [textMsg(enId, 'report csv')]);
    expect(textOf(reply as Sent)).toMatch(/^You have no records to export yet/);
    expect(graph.uploads.length).toBe(uploads);
  });

  it('tells the farmer to try later when the upload is refused (429)', async () => {
    graph.fail(graphError(429, 130429, 'Rate limit hit'));
    const [reply] = await say(haId, [textMsg(haId, 'csv')]);
    expect(textOf(reply as Sent)).toMatch(/^Ban iya aiko fayil ɗin yanzu ba/);
  });
});
