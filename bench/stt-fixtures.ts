/**
 * Makes the offline recogniser's calibration set (apps/server/test/fixtures/speech): farm
 * questions the grammar allows, said by espeak-ng in several voices and speeds, out-of-grammar
 * "mumbles", and a farm-like noise bed, as 16 kHz mono WAV. Run once; the files are committed so
 * the bench and the tests hear the same audio whatever espeak-ng version a machine has.
 *
 *   npx tsx bench/stt-fixtures.ts
 *
 * No recording of a real farm is in the repo: the noise is synthesised from a fixed seed (brown
 * noise for wind and distant traffic, a 50 Hz generator hum with harmonics, and short clucks —
 * band-passed bursts at random times). The manifest says so.
 */

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pcmToWav, readWav, resample } from '../apps/server/src/ivr/speech/wav';
import { FIXTURES, type SpeechFixture } from '../apps/server/test/fixtures/speech/manifest';

const RATE = 16_000;
const dir = join(import.meta.dirname, '../apps/server/test/fixtures/speech');

function espeak(text: string, voice: string, wpm: number): Buffer {
  const tmp = mkdtempSync(join(tmpdir(), 'kiwo-fixture-'));
  try {
    const raw = join(tmp, 'raw.wav');
    execFileSync('espeak-ng', ['-v', voice, '-s', String(wpm), '-w', raw, text]);
    const { sampleRate, pcm } = readWav(readFileSync(raw));
    return trim(resample(pcm, sampleRate, RATE));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Leading and trailing near-silence cut to 0.15 s, to keep the files small. */
function trim(pcm: Buffer): Buffer {
  const n = pcm.length / 2;
  const loud = (i: number) => Math.abs(pcm.readInt16LE(i * 2)) > 300;
  let start = 0;
  while (start < n && !loud(start)) start++;
  let end = n - 1;
  while (end > start && !loud(end)) end--;
  const pad = Math.round(0.15 * RATE);
  return pcm.subarray(Math.max(0, start - pad) * 2, Math.min(n, end + pad) * 2);
}

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `seconds` of farm-like noise at roughly -20 dBFS RMS. */
function farmNoise(seconds: number, seed: number): Buffer {
  const next = random(seed);
  const n = Math.round(seconds * RATE);
  const out = new Float64Array(n);
  let brown = 0;
  for (let i = 0; i < n; i++) {
    brown = 0.995 * brown + 0.1 * (next() * 2 - 1);
    const t = i / RATE;
    const hum =
      0.25 * Math.sin(2 * Math.PI * 50 * t) +
      0.12 * Math.sin(2 * Math.PI * 100 * t) +
      0.06 * Math.sin(2 * Math.PI * 150 * t);
    out[i] = brown + hum;
  }
  // Clucks: 60–120 ms bursts around 1–2 kHz, a few a second.
  let at = 0;
  while (at < n) {
    at += Math.round((0.2 + next() * 0.6) * RATE);
    const length = Math.round((0.06 + next() * 0.06) * RATE);
    const freq = 1000 + next() * 1000;
    for (let k = 0; k < length && at + k < n; k++) {
      const envelope = Math.sin((Math.PI * k) / length);
      const tone = Math.sin((2 * Math.PI * freq * k) / RATE) * (0.7 + 0.3 * next());
      out[at + k] = (out[at + k] ?? 0) + 0.6 * envelope * tone;
    }
  }
  let sum = 0;
  for (const v of out) sum += v * v;
  const gain = (0.1 * 32767) / Math.sqrt(sum / n);
  const pcm = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) {
    pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round((out[i] ?? 0) * gain))), i * 2);
  }
  return pcm;
}

mkdirSync(dir, { recursive: true });
let bytes = 0;
const write = (name: string, pcm: Buffer) => {
  const wav = pcmToWav(pcm, RATE);
  writeFileSync(join(dir, name), wav);
  bytes += wav.length;
};
for (const fixture of FIXTURES as readonly SpeechFixture[]) {
  write(fixture.file, espeak(fixture.said, fixture.voice, fixture.wpm));
}
write('farm-noise.wav', farmNoise(2, 20_260_526));
console.log(`${FIXTURES.length + 1} files, ${(bytes / 1024).toFixed(0)} KiB in ${dir}`);
