import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resample } from '../../apps/server/src/ivr/speech/wav';

/**
 * Speech for voice tests, made on the spot by espeak-ng (Debian `espeak-ng`): 16 kHz mono 16-bit
 * PCM, the format the voice client sends, and WAV files for Chromium's fake microphone. Shared by
 * the Playwright journeys and the server's IVR tests.
 */

export const RATE = 16_000;

/** espeak-ng saying `text`, resampled to 16 kHz 16-bit mono PCM (little-endian). */
export function espeakPcm(text: string, { voice = 'en-us', wordsPerMinute = 140 } = {}): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'kiwo-speech-'));
  try {
    const raw = join(dir, 'raw.wav');
    execFileSync('espeak-ng', ['-v', voice, '-s', String(wordsPerMinute), '-w', raw, text]);
    const { sampleRate, pcm } = wavData(readFileSync(raw));
    return resample(pcm, sampleRate, RATE);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The sample rate and PCM bytes of a 16-bit mono WAV. */
function wavData(wav: Buffer): { sampleRate: number; pcm: Buffer } {
  let sampleRate = 22_050;
  for (let at = 12; at + 8 <= wav.length; ) {
    const id = wav.toString('ascii', at, at + 4);
    const size = Math.min(wav.readUInt32LE(at + 4), wav.length - at - 8);
    if (id === 'fmt ') sampleRate = wav.readUInt32LE(at + 12);
    if (id === 'data') return { sampleRate, pcm: wav.subarray(at + 8, at + 8 + size) };
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV without data');
}

/** Seconds of 16 kHz silence. */
export const silence = (seconds: number) => Buffer.alloc(Math.round(seconds * RATE) * 2);

/** A 16 kHz mono 16-bit WAV file around the PCM. */
export function wavFile(pcm: Buffer): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/**
 * A real MPEG-1 Layer III stream (44.1 kHz, 128 kbit/s, mono) of `seconds` of silence: frames
 * with a valid header and empty side information, which every MP3 decoder plays as silence.
 * Built here so a test server needs no encoder.
 */
export function silentMp3(seconds: number): Buffer {
  const frameBytes = 417; // 144 * 128000 / 44100, no padding
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const mp3 = Buffer.alloc(frames * frameBytes);
  for (let f = 0; f < frames; f++) mp3.set([0xff, 0xfb, 0x90, 0xc4], f * frameBytes);
  return mp3;
}

/**
 * A WAV for Chromium's fake microphone: `leadSeconds` of silence (the microphone starts playing
 * when the page opens it, before the VAD model is loaded), espeak-ng saying `text`, then
 * `tailSeconds` of silence. Returns the sample counts for assertions on what the VAD sent.
 */
export function writeSpeechWav(
  file: string,
  text: string,
  { leadSeconds = 8, tailSeconds = 4, voice = 'en-us' } = {},
): { speechSamples: number; totalSamples: number } {
  const speech = espeakPcm(text, { voice });
  const pcm = Buffer.concat([silence(leadSeconds), speech, silence(tailSeconds)]);
  writeFileSync(file, wavFile(pcm));
  return { speechSamples: speech.length / 2, totalSamples: pcm.length / 2 };
}
