import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { AiTextInputPayload, WhisperAudioPayload } from '../packages/voice-agent/src/protocol';
// The voice-agent package's own real socket.io `/ivr` test server (it records every event).
import { type IvrServer, startIvrServer } from '../packages/voice-agent/test/ivrServer';

/**
 * The voice call in the real app (spec §2 voice dialog, §4 voice call, §7 protocol): Chromium's
 * fake microphone plays a WAV of espeak-ng speech, the real VAD (vad-web + onnxruntime wasm,
 * served from /vad/) cuts it into a segment, and the PCM reaches a socket.io server started by
 * the test, which answers like the IVR service will.
 */

const SPOKEN = 'My goats are coughing and not eating';
const ANSWER = 'Keep the coughing goats apart and call a vet today.';
const RATE = 16_000;
// The fake microphone starts playing when the page opens it, before the model and wasm are
// loaded (3–6.5 s here on 2 cores): the speech starts late enough to be heard whole.
const LEAD_SECONDS = 8;
const TAIL_SECONDS = 4;

/** 16 kHz mono 16-bit WAV: silence, espeak-ng saying SPOKEN, silence. */
function makeSpeechWav(file: string): { speechSamples: number; totalSamples: number } {
  const raw = join(tmpdir(), 'kiwo-e2e-voice-raw.wav');
  execFileSync('espeak-ng', ['-v', 'en', '-s', '140', '-w', raw, SPOKEN]);
  const wav = readFileSync(raw);
  let rate = 22_050;
  let pcm = Buffer.alloc(0);
  for (let at = 12; at + 8 <= wav.length; ) {
    const id = wav.toString('ascii', at, at + 4);
    const size = Math.min(wav.readUInt32LE(at + 4), wav.length - at - 8);
    if (id === 'fmt ') rate = wav.readUInt32LE(at + 12);
    if (id === 'data') pcm = wav.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  const input = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
  const speechSamples = Math.floor((input.length * RATE) / rate);
  const lead = LEAD_SECONDS * RATE;
  const totalSamples = lead + speechSamples + TAIL_SECONDS * RATE;
  const out = Buffer.alloc(44 + totalSamples * 2);
  for (let i = 0; i < speechSamples; i++) {
    // Linear resampling is plenty for a VAD and keeps the test free of sox/ffmpeg.
    const x = (i * rate) / RATE;
    const j = Math.floor(x);
    const a = input[j] ?? 0;
    const b = input[j + 1] ?? a;
    out.writeInt16LE(Math.round(a + (b - a) * (x - j)), 44 + (lead + i) * 2);
  }
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + totalSamples * 2, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(RATE, 24);
  out.writeUInt32LE(RATE * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(totalSamples * 2, 40);
  writeFileSync(file, out);
  return { speechSamples, totalSamples };
}

/**
 * A real MPEG-1 Layer III stream (44.1 kHz, 128 kbit/s, mono) of `seconds` of silence: frames
 * with a valid header and empty side information, which every MP3 decoder plays as silence.
 * Built here so the test needs no encoder (ffmpeg/lame) on the machine.
 */
function silentMp3(seconds: number): Buffer {
  const frameBytes = 417; // 144 * 128000 / 44100, no padding
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const mp3 = Buffer.alloc(frames * frameBytes);
  for (let f = 0; f < frames; f++) mp3.set([0xff, 0xfb, 0x90, 0xc4], f * frameBytes);
  return mp3;
}

const dir = join(tmpdir(), 'kiwo-e2e-voice');
mkdirSync(dir, { recursive: true });
const wavFile = join(dir, 'speech-16k.wav');
const speech = makeSpeechWav(wavFile);
const answerAudio = silentMp3(2).toString('base64');

// Chromium with a fake microphone fed by the WAV, added to the project's own launch options.
const test = base.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-audio-capture=${wavFile}%noloop`,
        ],
      });
    },
    { scope: 'worker' },
  ],
});

// The document below is served through page.route, so Chromium no longer knows it came from a
// loopback address and applies Local Network Access checks to the test server: allow them.
test.use({ permissions: ['local-network-access'] });

/**
 * The IVR service is normally the app's own origin (the CSP allows only 'self'); the test server
 * runs on another port, so the page's connect-src gets that one origin added. Nothing else of
 * the CSP changes: the VAD worklet, model and wasm still load under the real policy.
 */
async function allowIvrOrigin(page: Page, ivrUrl: string) {
  const { host } = new URL(ivrUrl);
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    headers['content-security-policy'] = csp.replace(
      "connect-src 'self'",
      `connect-src 'self' ws://${host} http://${host}`,
    );
    return route.fulfill({ response, headers });
  });
}

/** Answers like the IVR service: a transcription per speech segment, an answer with audio. */
function answerLikeIvr(server: IvrServer) {
  server.nsp.on('connection', (socket) => {
    socket.on('whisper_audio', (payload: WhisperAudioPayload) => {
      const last = (payload.chunkIndex ?? 0) === (payload.chunkCount ?? 1) - 1;
      if (last) socket.emit('whisper_response', { transcription: SPOKEN });
    });
    socket.on('ai_text_input', (payload: AiTextInputPayload) => {
      socket.emit('ai_response', {
        transcription: payload.text,
        aiResponse: ANSWER,
        audioResponse: answerAudio,
      });
    });
  });
}

let server: IvrServer;
test.beforeEach(async () => {
  server = await startIvrServer();
  answerLikeIvr(server);
});
test.afterEach(async () => {
  await server.close();
});

test('a farmer talks to the AI vet: VAD, PCM to the IVR service, transcript, End Call', async ({
  page,
}) => {
  // Real model load, real speech, the spec's 5000 ms merge pause and a 2 s spoken answer.
  test.setTimeout(120_000);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await allowIvrOrigin(page, server.url);

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill('08030000001');
  await page.getByRole('textbox', { name: 'Password' }).fill('kiwo-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/farmer\/dashboard$/);
  await page.evaluate((url) => localStorage.setItem('kiwo-ivr-url', url), server.url);

  await page.getByRole('button', { name: 'Talk to the AI vet' }).click();
  const dialog = page.getByRole('dialog', { name: 'IVR Voice Interface' });
  await expect(dialog.getByText('Connected', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(
    'Session started - Click microphone to speak',
  );
  // Localhost is a secure context: no HTTPS warning.
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // Authenticated with the user's own session token, never a hard-coded phone number.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token as string,
  );
  expect(token).toBeTruthy();
  expect(server.tokens).toEqual([token]);
  expect(server.events('authenticate').map((e) => e.payload)).toEqual([{}]);

  await dialog.getByRole('button', { name: 'Click to start conversation' }).click();
  await expect(dialog.getByRole('button', { name: 'Click to stop conversation' })).toBeVisible({
    timeout: 20_000,
  });

  // The VAD hears the speech and the segment arrives as 16 kHz 16-bit PCM.
  await expect.poll(() => server.events('whisper_audio').length, { timeout: 30_000 }).toBe(1);
  const audio = server.events('whisper_audio')[0]?.payload as WhisperAudioPayload;
  expect(audio).toMatchObject({ sampleRate: 16_000, language: 'en', chunkIndex: 0, chunkCount: 1 });
  const samples = Buffer.from(audio.audio, 'base64').length / 2;
  // The whole utterance (at least the spec's 8000 samples), plus pads and the 1.2 s redemption.
  expect(samples).toBeGreaterThanOrEqual(Math.max(8000, speech.speechSamples * 0.8));
  expect(samples).toBeLessThanOrEqual(speech.speechSamples + 3 * RATE);

  const log = dialog.getByRole('log', { name: 'Conversation' });
  await expect(log.getByRole('listitem').first()).toContainText(`You`);
  await expect(log.getByRole('listitem').first()).toContainText(SPOKEN);
  // After the 5000 ms pause the words go to the AI, which answers with text and speech.
  await expect.poll(() => server.events('ai_text_input').length, { timeout: 15_000 }).toBe(1);
  expect(server.events('ai_text_input')[0]?.payload).toEqual({
    text: SPOKEN,
    language: 'en',
    useTTS: true,
  });
  await expect(log.getByRole('listitem').nth(1)).toContainText('AI');
  await expect(log.getByRole('listitem').nth(1)).toContainText(ANSWER);
  await expect(dialog.getByText('AI is speaking')).toBeVisible();
  // The MP3 plays to its end; listening goes on.
  await expect(dialog.getByText('AI is speaking')).toBeHidden({ timeout: 10_000 });
  await expect(dialog.getByRole('status')).toHaveText('Ready when you are...');

  await dialog.getByRole('button', { name: 'End Call' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => server.events('end_session').length).toBe(1);
  await expect.poll(() => server.openSockets).toBe(0);
  await expect(page.getByRole('button', { name: 'Talk to the AI vet' })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
