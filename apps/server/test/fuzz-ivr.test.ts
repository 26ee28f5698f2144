import { CLIENT_EVENTS, SERVER_EVENTS } from '@kiwo/voice-agent/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { type Session, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { hostileBody, hostileString, hostileValue, INJECTIONS } from './helpers/fuzz-hostile';
import { fakeSpeech, ivrClient, listeningApp } from './helpers/ivr';

/*
 * Fuzzing the IVR voice events (spec §7 socket.io protocol on /ivr): valid, mutated
 * and hostile payloads for every client event, extra arguments, binary data and unknown event
 * names, on an authenticated call. The service must answer only with protocol events, never
 * crash or reject unhandled, log no database failure, and still answer a real question after.
 * Speech runs in process (helpers/ivr fakeSpeech): the fuzzing is about the protocol handling.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let testDb: TestDb;
let app: App;
let url: string;
let farmer: Session;
const errorLogs: string[] = [];
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => void rejections.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  testDb = await openTestDb();
  // Error-level log lines of the service: failures it caught and swallowed (a refused INSERT).
  const stream = {
    write(line: string) {
      const entry = JSON.parse(line) as { level: number; msg: string; err?: { message?: string } };
      if (entry.level >= 50) errorLogs.push(`${entry.msg}: ${entry.err?.message ?? ''}`);
    },
  };
  const started = await listeningApp(
    { db: testDb.handle, speech: fakeSpeech().speech, logger: { level: 'warn', stream } },
    { IVR_EVENTS_PER_SECOND: '1000' },
  );
  app = started.app;
  url = started.url;
  farmer = await signUp(app);
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await app?.close();
  await testDb?.close();
});

/** 0.1 s of quiet 16 kHz PCM (whole samples), base64. */
const pcm = fc
  .integer({ min: 1, max: 3_200 })
  .map((samples) => Buffer.alloc(samples * 2, 1).toString('base64'));
const language = fc.constantFrom('en', 'ha', 'yo', 'ig', 'fr-FR', 'en-NG', '');
const words = fc.oneof(
  fc.constantFrom('my goats are coughing', 'continue', 'how much feed for broilers', 'ci gaba'),
  fc.string({ maxLength: 200 }),
);

/** Valid payloads per client event (what the browser client sends). */
const VALID: Record<string, fc.Arbitrary<unknown>> = {
  authenticate: fc.record({ phoneNumber: fc.string({ maxLength: 20 }) }, { requiredKeys: [] }),
  ping: fc.constant(undefined),
  whisper_audio: fc.record(
    {
      audio: pcm,
      sampleRate: fc.constant(16_000),
      language,
      segmentId: fc.string({ minLength: 1, maxLength: 20 }),
      chunkIndex: fc.integer({ min: 0, max: 3 }),
      chunkCount: fc.integer({ min: 1, max: 4 }),
    },
    { requiredKeys: ['audio', 'sampleRate', 'language'] },
  ),
  ai_text_input: fc.record({ text: words, language, useTTS: fc.boolean() }),
  ai_intelligent_interruption: fc.record({
    userInterruption: words,
    previousAIResponse: fc.string({ maxLength: 300 }),
    language,
    useTTS: fc.boolean(),
    generateFiller: fc.boolean(),
  }),
  end_session: fc.constant(undefined),
};

/** A valid payload with one field made hostile, tainted with NUL and friends, or removed. */
const mutate = (valid: fc.Arbitrary<unknown>) =>
  fc
    .tuple(valid, hostileValue(), fc.constantFrom(...INJECTIONS), fc.nat(), fc.nat(3))
    .map(([value, hostile, taint, pick, how]) => {
      if (value === null || typeof value !== 'object') return hostile;
      const copy = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const key = keys[pick % Math.max(keys.length, 1)] ?? 'extra';
      if (how === 0) delete copy[key];
      else if (how === 1) copy[key] = `${String(copy[key] ?? '')}${taint}\u0000`;
      else copy[key] = hostile;
      return copy;
    });

/** One emission: an event name and its arguments. */
const emission = (event: string) =>
  fc.oneof(
    { weight: 3, arbitrary: VALID[event]?.map((p) => [p]) ?? fc.constant([]) },
    { weight: 4, arbitrary: mutate(VALID[event] ?? fc.constant({})).map((p) => [p]) },
    { weight: 2, arbitrary: hostileBody().map((p) => [p]) },
    {
      weight: 1,
      arbitrary: fc.array(fc.oneof(hostileValue(), fc.constant(Buffer.from([0, 1, 2]))), {
        maxLength: 4,
      }),
    },
  );

const RESERVED = [
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
];

const unknownEvent = fc.oneof(
  hostileString().filter(
    // socket.io-client refuses its own reserved names before sending; the rest go to the server.
    (s) =>
      s.length > 0 &&
      s.length < 500 &&
      !CLIENT_EVENTS.includes(s as never) &&
      !RESERVED.includes(s),
  ),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'error', 'authenticated', 'ai_response'),
);

/** An authenticated call; returns its client. */
async function openCall() {
  const client = ivrClient(url, farmer.token);
  await client.connected();
  client.socket.emit('authenticate', {});
  await client.next('authenticated');
  return client;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Emits every case on one call (a new call when the server ended one) and checks each answer. */
async function fuzzEvent(event: string | null, seed: number) {
  let client = await openCall();
  let reopened = 0;
  const arb = event
    ? emission(event).map((args) => ({ name: event, args }))
    : fc
        .tuple(unknownEvent, fc.array(hostileValue(), { maxLength: 2 }))
        .map(([name, args]) => ({ name, args }));
  await fc.assert(
    fc.asyncProperty(arb, async ({ name, args }) => {
      if (!client.socket.connected) {
        client.close();
        client = await openCall();
        reopened++;
      }
      const before = client.received.length;
      client.socket.emit(name as 'ping', ...(args as []));
      await pause(40);
      for (const { event: got, payload } of client.received.slice(before)) {
        expect(SERVER_EVENTS, `server answered ${name} with ${got}`).toContain(got);
        if (got === 'error')
          expect(typeof (payload as { message?: unknown }).message).toBe('string');
      }
    }),
    { numRuns: RUNS, seed, endOnFailure: true },
  );
  client.close();
  return reopened;
}

describe(`fuzzing the IVR voice events, ${RUNS} cases each, seed ${SEED} (${testDriver})`, () => {
  CLIENT_EVENTS.forEach((event, i) => {
    it(`${event}: valid, mutated, hostile and extra arguments`, {
      timeout: Math.max(60_000, RUNS * 500),
    }, async () => {
      await fuzzEvent(event, SEED + i);
    });
  });

  it('unknown event names', { timeout: Math.max(60_000, RUNS * 500) }, async () => {
    await fuzzEvent(null, SEED + 100);
  });

  it('still answers a question afterwards, with no crash, rejection or database failure', async () => {
    const client = await openCall();
    client.socket.emit('ai_text_input', {
      text: 'my broilers are coughing',
      language: 'en',
      useTTS: false,
    });
    const answer = await client.next<{ aiResponse?: string; error?: string }>(
      'ai_response',
      20_000,
    );
    expect(answer.error).toBeUndefined();
    expect(answer.aiResponse?.length).toBeGreaterThan(20);
    client.close();
    const health = await fetch(`${url}/api/ready`);
    expect(health.status).toBe(200);
    expect(rejections).toEqual([]);
    // The service logs what it catches and swallows (a refused INSERT of a turn): none may happen.
    expect(errorLogs).toEqual([]);
  });
});
