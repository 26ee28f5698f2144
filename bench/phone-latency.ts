/**
 * Speed check (not a test) of the phone line: the time from the gateway posting a recorded
 * question (the caller stopped speaking and pressed #) to the first byte of Kiwo's spoken
 * answer — the callback (fetch the recording, Spitch stand-in STT, offline advisor with the
 * farm's figures, Spitch stand-in TTS, audio stored) plus the gateway's GET of the Play URL.
 * The stand-ins answer at once, so this is Kiwo's own share; a real provider adds its time.
 *
 *   npx tsx bench/phone-latency.ts [--runs 20]
 *
 * In-memory PGlite, one process. Results go in docs/BENCHMARKS.md ("Phone line").
 */

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';
import { pcmToWav } from '../apps/server/src/ivr/speech/wav';
import { startSpitch } from '../apps/server/test/helpers/spitch';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const RUNS = Number(args.runs);
const KEY = 'bench-key';

const spitch = await startSpitch(KEY);
spitch.transcripts.ha = 'Kaji na sun mutu yau, me zan yi?';
const recording = pcmToWav(Buffer.alloc(16_000 * 2 * 5), 16_000); // 5 s of speech-sized audio
const recordings = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'audio/wav' });
  res.end(recording);
});
await new Promise<void>((r) => recordings.listen(0, '127.0.0.1', r));
const recordingUrl = `http://127.0.0.1:${(recordings.address() as AddressInfo).port}/q.wav`;

const handle = await openPglite();
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    NIN_ENCRYPTION_KEY: 'a'.repeat(64),
    AUTH_SECRET: 'b'.repeat(64),
    IVR_ENABLED: 'false',
    SPEECH_PROVIDER_HA: 'spitch',
    SPITCH_API_KEY: KEY,
    SPITCH_BASE_URL: spitch.url,
    PUBLIC_URL: 'https://kiwo.example',
  }),
  { db: handle, logger: false },
);
const signUp = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: {
    firstName: 'Aisha',
    lastName: 'Musa',
    phone: '08035553001',
    password: 'farmer passphrase',
    language: 'hausa',
  },
});
if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
const [farmer] = await handle.db.select({ phone: users.phone }).from(users);
const callerNumber = farmer?.phone ?? '';

const post = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/voice/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const times: number[] = [];
for (let i = 0; i < RUNS + 2; i++) {
  const sessionId = `bench-${i}`;
  await post({ sessionId, isActive: '1', callerNumber });
  // The first call chooses Hausa; the number is remembered, later calls start at the question.
  if (i === 0) await post({ sessionId, isActive: '1', callerNumber, dtmfDigits: '2' });
  const started = performance.now();
  const answered = await post({ sessionId, isActive: '1', callerNumber, recordingUrl });
  const url = /<Play url="https:\/\/kiwo\.example([^"]+)"/.exec(answered.body)?.[1];
  if (!url) throw new Error(`no Play in ${answered.body}`);
  const audio = await app.inject({ method: 'GET', url });
  if (audio.statusCode !== 200) throw new Error(`audio ${audio.statusCode}`);
  // Two warm-up calls (first prompts spoken, first queries planned) are not counted.
  if (i >= 2) times.push(performance.now() - started);
}

times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
console.log(
  `phone line, question posted → answer audio served: ${RUNS} runs on ${cpus().length} cores\n` +
    `  median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`,
);

await app.close();
await handle.close();
await spitch.close();
recordings.closeAllConnections();
recordings.close();
