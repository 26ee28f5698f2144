import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { AiTextInputPayload, WhisperAudioPayload } from '../packages/voice-agent/src/protocol';
import { type IvrServer, startIvrServer } from '../packages/voice-agent/test/ivrServer';
import { allowIvrOrigin, signInDemoFarmer, withFakeMicrophone } from './support/microphone';
import { espeakPcm, RATE, silence, silentMp3, wavFile } from './support/speech';

/**
 * Barge-in in real Chromium (spec §4): while the AI's answer plays, a short sound
 * (a false start the VAD drops as a misfire, < 800 ms of speech) pauses the answer and saves
 * its position, and the misfire resumes it from exactly there. The fake microphone loops an
 * espeak-ng question, a long silence while the answer plays, the false start, then silence:
 * looping makes the timing independent of how long the VAD model takes to load on a busy
 * machine, since everything is timed from the end of the first question the VAD hears.
 */
const QUESTION = 'My goats are coughing and not eating';
const ANSWER = 'Keep the coughing goats apart and call a vet today.';
// Question end → VAD end (1.2 s) → the spec's 5 s merge pause → answer: the false start comes
// ~9 s into a 40 s answer, whatever the model's load time.
const GAP_SECONDS = 16;
const ANSWER_SECONDS = 40;

const question = espeakPcm(QUESTION);
// ~0.4 s: long enough that the VAD starts a speech segment on an idle machine too (a 0.2 s "oh"
// only did so when a busy machine stretched it), short of the 800 ms minimum, so it misfires.
const falseStart = espeakPcm('oh no', { wordsPerMinute: 260 });
const dir = mkdtempSync(join(tmpdir(), 'kiwo-e2e-barge-in-'));
const micFile = join(dir, 'barge-in.wav');
writeFileSync(
  micFile,
  wavFile(Buffer.concat([question, silence(GAP_SECONDS), falseStart, silence(12)])),
);
const answerAudio = silentMp3(ANSWER_SECONDS).toString('base64');

const test = withFakeMicrophone(micFile, { loop: true });
test.use({ permissions: ['local-network-access'] });

interface MediaEvent {
  type: 'play' | 'pause';
  position: number;
}

let server: IvrServer;
test.beforeEach(async () => {
  server = await startIvrServer();
  server.nsp.on('connection', (socket) => {
    socket.on('whisper_audio', (payload: WhisperAudioPayload) => {
      const last = (payload.chunkIndex ?? 0) === (payload.chunkCount ?? 1) - 1;
      if (last) socket.emit('whisper_response', { transcription: QUESTION });
    });
    socket.on('ai_text_input', (payload: AiTextInputPayload) => {
      socket.emit('ai_response', {
        transcription: payload.text,
        aiResponse: ANSWER,
        audioResponse: answerAudio,
      });
    });
  });
});
test.afterEach(async () => {
  await server.close();
});

test('a false start pauses the AI answer and the misfire resumes it where it stopped', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(falseStart.length / 2).toBeLessThan(0.8 * RATE);
  // Observe (not replace) the page's media elements: every play() and pause() with its position.
  await page.addInitScript(() => {
    const log: { type: string; position: number }[] = [];
    (window as unknown as { __media: typeof log }).__media = log;
    const proto = HTMLMediaElement.prototype;
    const play = proto.play;
    const pause = proto.pause;
    proto.play = function (this: HTMLMediaElement) {
      log.push({ type: 'play', position: this.currentTime });
      return play.call(this);
    };
    proto.pause = function (this: HTMLMediaElement) {
      if (!this.paused) log.push({ type: 'pause', position: this.currentTime });
      return pause.call(this);
    };
  });
  const media = () => page.evaluate(() => (window as unknown as { __media: MediaEvent[] }).__media);

  await allowIvrOrigin(page, server.url);
  await signInDemoFarmer(page);
  await page.evaluate((url) => localStorage.setItem('kiwo-ivr-url', url), server.url);
  await page.getByRole('button', { name: 'Talk to the AI vet' }).click();
  const dialog = page.getByRole('dialog', { name: 'IVR Voice Interface' });
  await expect(dialog.getByText('Connected', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Click to start conversation' }).click();

  // The question is heard and answered; the answer starts playing.
  await expect.poll(() => server.events('ai_text_input').length, { timeout: 90_000 }).toBe(1);
  await expect(dialog.getByText('AI is speaking')).toBeVisible();
  await expect.poll(async () => (await media())[0]?.type, { timeout: 10_000 }).toBe('play');

  // The false start pauses the answer part-way through …
  await expect
    .poll(async () => (await media()).some((e) => e.type === 'pause'), { timeout: 45_000 })
    .toBe(true);
  const segmentsAtPause = server.events('whisper_audio').length;
  // … and the VAD's misfire (after its 1.2 s redemption window) resumes it from there.
  await expect.poll(async () => (await media()).length, { timeout: 10_000 }).toBeGreaterThan(2);
  const [started, paused, resumed] = await media();
  expect(started).toMatchObject({ type: 'play', position: 0 });
  expect(paused?.type).toBe('pause');
  expect(paused?.position).toBeGreaterThan(1);
  expect(paused?.position).toBeLessThan(ANSWER_SECONDS);
  expect(resumed?.type).toBe('play');
  expect(resumed?.position).toBeCloseTo(paused?.position ?? -1, 1);
  await expect(dialog.getByText('AI is speaking')).toBeVisible();
  // A misfire is not speech: nothing more was sent to the service.
  expect(server.events('whisper_audio')).toHaveLength(segmentsAtPause);
  expect(server.events('ai_intelligent_interruption')).toHaveLength(0);

  await dialog.getByRole('button', { name: 'End Call' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => server.events('end_session').length).toBe(1);
});
