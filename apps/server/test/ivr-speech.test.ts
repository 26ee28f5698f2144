import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { espeakPcm, silentMp3 } from '../../../e2e/support/speech';
import type { App } from '../src/app';
import {
  createEspeakTts,
  createOpenAiStt,
  createOpenAiTts,
  createPocketsphinxStt,
  SpeechError,
} from '../src/ivr/speech';
import { speakable } from '../src/ivr/speech/espeak';
import { buildGrammar, knowledgeTopics } from '../src/ivr/speech/grammar';
import { mp3Frames } from '../src/ivr/speech/mp3';
import { signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { ivrClient, listeningApp, oneChunk } from './helpers/ivr';

/**
 * The speech providers: OpenAI-compatible transcription and speech against a local server that
 * speaks those endpoints (multipart upload, JSON, MP3 bytes, errors, a hang), the offline ones
 * with the real Debian programs and with broken stand-ins (missing, slow, failing).
 */

type Respond = (req: IncomingMessage, body: Buffer, res: ServerResponse) => void;
let respond: Respond;
let requests: { url: string; auth: string | undefined; type: string; body: Buffer }[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    requests.push({
      url: req.url ?? '',
      auth: req.headers.authorization,
      type: req.headers['content-type'] ?? '',
      body,
    });
    respond(req, body, res);
  });
});
let baseUrl = '';
let scripts = '';

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  scripts = await mkdtemp(join(tmpdir(), 'kiwo-speech-bins-'));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  await rm(scripts, { recursive: true, force: true });
});
beforeEach(() => {
  requests = [];
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** The multipart form the provider uploaded, parsed by the platform's own parser. */
const formOf = (r: { type: string; body: Buffer }) =>
  new Response(new Uint8Array(r.body), { headers: { 'content-type': r.type } }).formData();

const endpoint = (timeoutMs = 2000) => ({ baseUrl, apiKey: 'sk-test', model: 'm1', timeoutMs });

async function failure(promise: Promise<unknown>): Promise<SpeechError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpeechError);
  return error as SpeechError;
}

/** An executable stand-in for a speech program. */
async function script(name: string, body: string) {
  const file = join(scripts, name);
  await writeFile(file, `#!/bin/sh\n${body}\n`);
  await chmod(file, 0o755);
  return file;
}

describe('OpenAI-compatible transcription (/audio/transcriptions)', () => {
  it('uploads the PCM as a 16 kHz WAV with model and language, and returns the text', async () => {
    respond = (_req, _body, res) => json(res, 200, { text: ' My goats are coughing. ' });
    const pcm = Buffer.alloc(3200, 7);
    const heard = await createOpenAiStt(endpoint()).transcribe(pcm, 'ha');
    expect(heard).toEqual({ text: 'My goats are coughing.', language: 'ha' });
    const [req] = requests;
    expect(req?.url).toBe('/v1/audio/transcriptions');
    expect(req?.auth).toBe('Bearer sk-test');
    const form = await formOf(req as (typeof requests)[number]);
    expect(form.get('model')).toBe('m1');
    expect(form.get('language')).toBe('ha');
    expect(form.get('response_format')).toBe('json');
    const file = form.get('file') as File;
    expect(file.name).toBe('speech.wav');
    const wav = Buffer.from(await file.arrayBuffer());
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(16_000);
    expect(wav.subarray(44)).toEqual(pcm);
  });

  it('leaves the language to the model for Igbo (not a Whisper language)', async () => {
    respond = (_req, _body, res) => json(res, 200, { text: 'ọkụkọ' });
    await createOpenAiStt(endpoint()).transcribe(Buffer.alloc(320), 'ig');
    const form = await formOf(requests[0] as (typeof requests)[number]);
    expect(form.has('language')).toBe(false);
  });

  it('reports http errors with the server’s message, bad answers, hangs and refused connections', async () => {
    const stt = createOpenAiStt(endpoint(300));
    respond = (_req, _body, res) => json(res, 503, { error: { message: 'model overloaded' } });
    const http = await failure(stt.transcribe(Buffer.alloc(320), 'en'));
    expect(http).toMatchObject({ kind: 'http', status: 503 });
    expect(http.message).toContain('model overloaded');

    respond = (_req, _body, res) => json(res, 200, { transcript: 'wrong field' });
    expect(await failure(stt.transcribe(Buffer.alloc(320), 'en'))).toMatchObject({
      kind: 'invalid-response',
    });

    respond = () => {}; // never answers
    expect(await failure(stt.transcribe(Buffer.alloc(320), 'en'))).toMatchObject({
      kind: 'timeout',
    });

    const closed = createOpenAiStt({ ...endpoint(), baseUrl: 'http://127.0.0.1:1/v1' });
    expect(await failure(closed.transcribe(Buffer.alloc(320), 'en'))).toMatchObject({
      kind: 'network',
    });
  });
});

describe('OpenAI-compatible speech (/audio/speech)', () => {
  it('posts model, input, voice and mp3, and returns the MP3 bytes', async () => {
    const mp3 = silentMp3(0.3);
    respond = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(mp3);
    };
    const tts = createOpenAiTts({ ...endpoint(), voice: 'nova' });
    expect(await tts.speak('Call a vet now.', 'yo')).toEqual(mp3);
    expect(requests[0]?.url).toBe('/v1/audio/speech');
    expect(requests[0]?.auth).toBe('Bearer sk-test');
    expect(JSON.parse(requests[0]?.body.toString() ?? '')).toEqual({
      model: 'm1',
      input: 'Call a vet now.',
      voice: 'nova',
      response_format: 'mp3',
    });
  });

  it('refuses an answer that is not MP3, and reports http errors', async () => {
    const tts = createOpenAiTts({ ...endpoint(), voice: 'alloy' });
    respond = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      res.end(Buffer.from('RIFF....WAVEfmt '));
    };
    expect(await failure(tts.speak('hello', 'en'))).toMatchObject({ kind: 'invalid-response' });
    respond = (_req, _body, res) => json(res, 401, { error: 'invalid api key' });
    const http = await failure(tts.speak('hello', 'en'));
    expect(http).toMatchObject({ kind: 'http', status: 401 });
    expect(http.message).toContain('invalid api key');
  });
});

describe('offline speech: espeak-ng + lame, pocketsphinx', () => {
  const offline = { espeakBin: 'espeak-ng', lameBin: 'lame', timeoutMs: 20_000 };

  it('speaks English as playable MP3 and reads naira amounts', async () => {
    expect(speakable('It costs ₦12,500 **now**.')).toBe('It costs 12,500 naira now .');
    const mp3 = await createEspeakTts(offline).speak('Call a vet now.', 'en');
    const frames = mp3Frames(mp3);
    expect(frames.length).toBeGreaterThan(10);
    const last = frames.at(-1);
    expect((last?.offset ?? 0) + (last?.length ?? 0)).toBe(mp3.length);
    expect(frames[0]).toMatchObject({ sampleRate: 22_050, bitrateKbps: 48 });
  });

  it('says which program is missing, kills a slow one, and reports a failing one', async () => {
    const missing = createEspeakTts({ ...offline, espeakBin: join(scripts, 'nope') });
    const gone = await failure(missing.speak('hello', 'en'));
    expect(gone).toMatchObject({ kind: 'unavailable' });
    expect(gone.message).toContain('is not installed');

    const slow = createEspeakTts({
      ...offline,
      espeakBin: await script('slow-espeak', 'sleep 5'),
      timeoutMs: 200,
    });
    expect(await failure(slow.speak('hello', 'en'))).toMatchObject({ kind: 'timeout' });

    const broken = createEspeakTts({
      ...offline,
      lameBin: await script('broken-lame', 'echo "lame: bad bitrate" >&2; exit 3'),
    });
    const failed = await failure(broken.speak('hello', 'en'));
    expect(failed).toMatchObject({ kind: 'failed' });
    expect(failed.message).toContain('exited with 3: lame: bad bitrate');
  });

  it('builds its grammar from the knowledge base words the dictionary knows', () => {
    const topics = knowledgeTopics();
    expect(topics).toEqual(expect.arrayContaining(['newcastle', 'coughing', 'ticks']));
    // Local-language keywords are not English speech.
    expect(topics.some((t) => /[^a-z' ]/.test(t))).toBe(false);
    const known = new Set(['my', 'goats', 'are', 'coughing', 'ticks', 'continue', 'and']);
    const grammar = buildGrammar((w) => known.has(w));
    expect(grammar.words).toEqual(['and', 'are', 'continue', 'coughing', 'goats', 'my', 'ticks']);
    expect(grammar.jsgf).toContain('<topic> = coughing | ticks;');
    expect(grammar.jsgf).toContain('public <utterance> = <courtesy>');
  });

  it('recognises a spoken farmer question, and says when its model is missing', async () => {
    const stt = createPocketsphinxStt({
      bin: 'pocketsphinx_batch',
      modelDir: '/usr/share/pocketsphinx/model/en-us',
      timeoutMs: 20_000,
    });
    try {
      const heard = await stt.transcribe(espeakPcm('How much feed for broilers'), 'en');
      // Clear synthetic speech is heard word for word and trusted; the grammar-only recogniser
      // says so (`forced`), so its words are read back before an answer (ADR 0050).
      expect(heard).toMatchObject({
        text: 'how much feed for broilers',
        language: 'en',
        doubtful: false,
        forced: true,
      });
      expect(heard.confidence).toBeGreaterThanOrEqual(0.4);
    } finally {
      await stt.close?.();
    }
    const noModel = createPocketsphinxStt({
      bin: 'pocketsphinx_batch',
      modelDir: join(scripts, 'no-model'),
      timeoutMs: 20_000,
    });
    const error = await failure(noModel.transcribe(Buffer.alloc(320), 'en'));
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect(error.message).toContain('install pocketsphinx-en-us');
  });
});

describe(`the service with OpenAI-compatible providers (${testDriver})`, () => {
  let testDb: TestDb;
  let app: App;
  let url: string;
  beforeAll(async () => {
    testDb = await openTestDb();
    ({ app, url } = await listeningApp(
      { db: testDb.handle },
      {
        IVR_STT_BASE_URL: baseUrl,
        IVR_STT_API_KEY: 'sk-stt',
        IVR_TTS_BASE_URL: baseUrl,
        IVR_TTS_API_KEY: 'sk-tts',
        IVR_TTS_VOICE: 'nova',
      },
    ));
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });

  it('transcribes and speaks through the configured endpoints, in the caller’s language', async () => {
    const mp3 = silentMp3(0.5);
    respond = (req, _body, res) => {
      if (req.url?.endsWith('/audio/transcriptions'))
        json(res, 200, { text: 'Awaki na suna tari' });
      else {
        res.writeHead(200, { 'content-type': 'audio/mpeg' });
        res.end(mp3);
      }
    };
    const farmer = await signUp(app);
    const client = ivrClient(url, farmer.token);
    client.socket.emit('authenticate', {});
    await client.next('authenticated');
    client.socket.emit('whisper_audio', {
      ...oneChunk(Buffer.alloc(16_000), 's'),
      language: 'ha',
    });
    expect(await client.next('whisper_response')).toEqual({ transcription: 'Awaki na suna tari' });
    client.socket.emit('ai_text_input', {
      text: 'Awaki na suna tari',
      language: 'ha',
      useTTS: true,
    });
    const answer = await client.next('ai_response');
    // Hausa is heard and spoken: no English-fallback note, the answer is the advisor's Hausa.
    expect(answer.aiResponse).not.toMatch(/^\(/);
    expect(answer.audioResponse).toBe(mp3.toString('base64'));
    const sttCall = requests.find((r) => r.url.endsWith('/audio/transcriptions'));
    expect(sttCall?.auth).toBe('Bearer sk-stt');
    const ttsCall = requests.find((r) => r.url.endsWith('/audio/speech'));
    expect(ttsCall?.auth).toBe('Bearer sk-tts');
    expect(JSON.parse(ttsCall?.body.toString() ?? '{}')).toMatchObject({ voice: 'nova' });
    client.close();
  });
});
