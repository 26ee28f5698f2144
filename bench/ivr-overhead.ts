/**
 * Speed check (not a test) of the IVR voice service, in two parts:
 *
 * 1. Service overhead: providers replaced by fixed-delay fakes (STT 150 ms, advisor 300 ms, TTS
 *    200 ms); 50 concurrent calls (all open; their first turns spread over `--stagger` ms, as
 *    live calls are not phase-locked) each speak and ask twice (100 turns). Per turn, overhead = the
 *    time from the client sending the audio to whisper_response, plus from ai_text_input to
 *    ai_response, minus the 650 ms of fake provider time. Client and server share this process
 *    and its 2 cores, so client work counts against the service: an upper bound.
 * 2. Offline providers (pocketsphinx, offline advisor, espeak-ng + lame): the end of a 3-second
 *    spoken question → the first byte of the answer's audio (ai_response, which carries the whole
 *    MP3) — recognition plus answer, without the client's 5 s merge pause. Median of 10.
 *
 *   npx tsx bench/ivr-overhead.ts [--calls 50] [--turns 2] [--offline-runs 10] [--driver pglite|postgres]
 *
 * A fresh database: in-memory PGlite, or PostgreSQL at KIWO_BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres; a new database, dropped afterwards). Results go in
 * docs/BENCHMARKS.md.
 */

import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import type { Advisor } from '../apps/server/src/advisor';
import { type App, buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DbHandle, openPglite, openPostgres } from '../apps/server/src/db/client';
import { users, voiceTurns } from '../apps/server/src/db/schema';
import type { SpeechProviders } from '../apps/server/src/ivr/speech';
import { espeakPcm, silence, silentMp3 } from '../e2e/support/speech';

const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { io } = serverRequire('socket.io-client') as typeof import('socket.io-client');
const pg = serverRequire('pg') as typeof import('pg');

/** A fresh database: in-memory PGlite, or a new PostgreSQL database dropped on close. */
async function openDb(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (DRIVER === 'pglite') {
    const handle = await openPglite();
    return { handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.KIWO_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `kiwo_bench_ivr_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

const { values: args } = parseArgs({
  options: {
    calls: { type: 'string', default: '50' },
    turns: { type: 'string', default: '2' },
    'offline-runs': { type: 'string', default: '10' },
    driver: { type: 'string', default: 'pglite' },
    // Calls start spread over this many ms (live calls are not phase-locked); 0 = all at once.
    stagger: { type: 'string', default: '1000' },
  },
});
const CALLS = Number(args.calls);
const TURNS = Number(args.turns);
const OFFLINE_RUNS = Number(args['offline-runs']);
const DRIVER = args.driver === 'postgres' ? 'postgres' : 'pglite';
const STAGGER_MS = Number(args.stagger);
const STT_MS = 150;
const LLM_MS = 300;
const TTS_MS = 200;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

const fakeSpeech: SpeechProviders = {
  stt: {
    name: 'fixed-delay',
    supports: () => true,
    async transcribe(_pcm, language) {
      await sleep(STT_MS);
      return { text: 'my goats are coughing and not eating', language };
    },
  },
  tts: {
    name: 'fixed-delay',
    supports: () => true,
    async speak() {
      await sleep(TTS_MS);
      return silentMp3(8); // about 8 s of answer, 50 KB
    },
  },
};
const fakeAdvisor: Advisor = {
  name: 'fixed-delay',
  async reply() {
    await sleep(LLM_MS);
    return {
      text: 'Keep the coughing goats apart, give clean water and good hay, and call a vet if they stop eating for a day.',
      sources: [],
      provider: 'fixed-delay',
    };
  },
};

async function start(deps: { speech?: SpeechProviders; advisor?: Advisor }) {
  const { handle: db, drop } = await openDb();
  const config = loadConfig({
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    NIN_ENCRYPTION_KEY: 'a'.repeat(64),
    AUTH_SECRET: 'b'.repeat(64),
    IVR_EVENTS_PER_SECOND: '1000',
    // 50 calls on one process: over the default quota of 10 (ADR 0024), the rest would wait.
    IVR_MAX_CALLS_PER_PROCESS: '100',
  });
  const app = await buildApp(config, { db, logger: false, ...deps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const close = async () => {
    await app.close();
    await drop();
  };
  return { app, url, close };
}

/** `count` farmers with a live session each (inserted directly: no argon2 in the way). */
async function sessions(app: App, count: number): Promise<string[]> {
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        firstName: 'Bench',
        lastName: `Farmer ${i}`,
        phone: `+23480${String(10_000_000 + i).slice(-8)}`,
        passwordHash: 'not-a-login',
      })),
    )
    .returning({ id: users.id });
  return Promise.all(rows.map((r) => app.sessions.create(r.id)));
}

type Client = ReturnType<typeof io>;
function connect(url: string, token: string): Promise<Client> {
  const socket = io(`${url}/ivr`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('authenticated', () => resolve(socket));
    socket.once('authentication_failed', (p: { message: string }) => reject(new Error(p.message)));
    socket.once('connect_error', reject);
    socket.emit('authenticate', {});
  });
}
const once = <T>(socket: Client, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (p: T) => resolve(p)));

/** One spoken question and its answer, timed as the client sees them. */
async function turn(socket: Client, pcm: Buffer) {
  const heard = once<{ transcription?: string; error?: string }>(socket, 'whisper_response');
  const t0 = performance.now();
  socket.emit('whisper_audio', {
    audio: pcm.toString('base64'),
    sampleRate: 16_000,
    language: 'en',
  });
  const words = await heard;
  const t1 = performance.now();
  if (!words.transcription) throw new Error(`no transcription: ${JSON.stringify(words)}`);
  const answered = once<{ audioResponse?: string; error?: string }>(socket, 'ai_response');
  const t2 = performance.now();
  socket.emit('ai_text_input', { text: words.transcription, language: 'en', useTTS: true });
  const reply = await answered;
  const t3 = performance.now();
  if (!reply.audioResponse) throw new Error(`no audio: ${JSON.stringify(reply).slice(0, 200)}`);
  return { transcribe: t1 - t0, answer: t3 - t2, words: words.transcription };
}

async function overhead() {
  const server = await start({ speech: fakeSpeech, advisor: fakeAdvisor });
  try {
    const tokens = await sessions(server.app, CALLS);
    const clients = await Promise.all(tokens.map((t) => connect(server.url, t)));
    const pcm = Buffer.alloc(32_000); // 1 s of speech-sized audio
    const overheads: number[] = [];
    const started = performance.now();
    await Promise.all(
      clients.map(async (socket, n) => {
        await sleep((n * STAGGER_MS) / CALLS);
        for (let i = 0; i < TURNS; i++) {
          const t = await turn(socket, pcm);
          overheads.push(t.transcribe + t.answer - (STT_MS + LLM_MS + TTS_MS));
        }
      }),
    );
    const wall = performance.now() - started;
    for (const c of clients) c.disconnect();
    // The server's own view: each turn's total minus its provider's fixed delay.
    await sleep(500); // turn rows are written after the response
    const turns = await server.app.db.select().from(voiceTurns);
    const serverSide = turns.map(
      (t) => t.totalMs - (t.kind === 'speech' ? STT_MS : LLM_MS + TTS_MS),
    );
    console.log(
      `\nFixed-delay providers (STT ${STT_MS}, advisor ${LLM_MS}, TTS ${TTS_MS} ms), ${CALLS} concurrent calls (started over ${STAGGER_MS} ms), ${overheads.length} turns in ${ms(wall)}:`,
    );
    console.log(
      `  service overhead per turn (client's clock): median ${ms(percentile(overheads, 50))}, p95 ${ms(percentile(overheads, 95))}, max ${ms(Math.max(...overheads))}`,
    );
    console.log(
      `  server's own time per request beyond the providers (${serverSide.length} requests): median ${ms(percentile(serverSide, 50))}, p95 ${ms(percentile(serverSide, 95))}`,
    );
  } finally {
    await server.close();
  }
}

async function offline() {
  const server = await start({});
  try {
    const [token] = await sessions(server.app, 1);
    const socket = await connect(server.url, token as string);
    // A 3-second utterance: the question, padded with silence as the VAD's pads would.
    const speech = espeakPcm('My goats are coughing and not eating');
    const pad = Math.max(0, 3 - speech.length / 32_000);
    const pcm = Buffer.concat([silence(pad / 2), speech, silence(pad / 2)]);
    const totals: number[] = [];
    const stt: number[] = [];
    let words = '';
    await turn(socket, pcm); // warm-up: grammar files, advisor index
    if (OFFLINE_RUNS === 0) return;
    for (let i = 0; i < OFFLINE_RUNS; i++) {
      const t = await turn(socket, pcm);
      totals.push(t.transcribe + t.answer);
      stt.push(t.transcribe);
      words = t.words;
    }
    socket.disconnect();
    console.log(
      `\nOffline providers, ${(pcm.length / 32_000).toFixed(1)} s utterance ("${words}"), ${OFFLINE_RUNS} runs:`,
    );
    console.log(
      `  end of utterance → first audio byte: median ${ms(percentile(totals, 50))} (recognition median ${ms(percentile(stt, 50))}), max ${ms(Math.max(...totals))}`,
    );
  } finally {
    await server.close();
  }
}

console.log(
  `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ${DRIVER}`,
);
await overhead();
await offline();
