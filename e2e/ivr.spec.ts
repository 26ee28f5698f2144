import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { signInDemoFarmer, withFakeMicrophone } from './support/microphone';
import { writeSpeechWav } from './support/speech';

/**
 * The voice call against the real IVR service that `pnpm start` mounts on the app's own origin
 * (namespace /ivr, no override): Chromium's fake microphone speaks a farmer's question, the VAD
 * sends it, pocketsphinx (with the knowledge-base grammar) transcribes it, the offline advisor
 * answers with the demo farm's context, and espeak-ng + lame speak the answer as MP3, which the
 * browser plays. Needs the optional speech packages (espeak-ng, pocketsphinx,
 * pocketsphinx-en-us, lame), as README's first command says.
 */

const SPOKEN = 'My goats are coughing and not eating';

const dir = join(tmpdir(), 'kiwo-e2e-ivr');
mkdirSync(dir, { recursive: true });
const wavFile = join(dir, 'question-16k.wav');
// The fake microphone starts playing when the page opens it, before the VAD model and wasm are
// loaded (3–6.5 s on an idle 2-core machine, 17 s seen under load): a long lead keeps the
// question from being spoken before anyone listens.
writeSpeechWav(wavFile, SPOKEN, { leadSeconds: 30 });

const test = withFakeMicrophone(wavFile);

test('a farmer asks the AI vet aloud and hears the answer from the real IVR service', async ({
  page,
}) => {
  // Model load, real speech, the spec's 5000 ms merge pause, recognition and synthesis.
  test.setTimeout(180_000);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  // Keep a handle on the element that plays the answer (the library creates it off-DOM).
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      (window as unknown as { kiwoAnswerAudio: HTMLMediaElement }).kiwoAnswerAudio = this;
      return play.call(this);
    };
  });
  await signInDemoFarmer(page);

  await page.getByRole('button', { name: 'Talk to the AI vet' }).click();
  const dialog = page.getByRole('dialog', { name: 'IVR Voice Interface' });
  await expect(dialog.getByText('Connected', { exact: true })).toBeVisible();
  // Authenticated by the server with the farmer's own session token.
  await expect(dialog.getByRole('status')).toHaveText(
    'Session started - Click microphone to speak',
  );

  await dialog.getByRole('button', { name: 'Click to start conversation' }).click();
  const log = dialog.getByRole('log', { name: 'Conversation' });
  // The service's transcription of the spoken question: the closest sentence of its grammar.
  // (Exact words for this question are asserted on clean PCM in the server's ivr-call test;
  // here Chromium's capture, its audio processing and the VAD's cut come in between.)
  const question = log.getByRole('listitem').first();
  await expect(question).toContainText('You', { timeout: 60_000 });
  await expect(question).toHaveText(/^You\s*\d{2}:\d{2}\s*[a-z]+( [a-z]+)*$/);
  // After the 5000 ms pause the words go to the advisor; the answer is shown and spoken.
  const answer = log.getByRole('listitem').filter({ hasText: /^AI/ }).first();
  await expect(answer).toContainText('AI', { timeout: 30_000 });
  await expect(answer).toHaveText(/^AI\s*\d{2}:\d{2}\s*\S.{20,}/);
  await expect(dialog.getByText('AI is speaking')).toBeVisible();
  // The MP3 really decodes and plays: its clock advances and it knows its length.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const audio = (window as unknown as { kiwoAnswerAudio?: HTMLMediaElement }).kiwoAnswerAudio;
        return audio && !audio.paused && audio.currentTime > 0.5 && audio.duration > 1;
      }),
    )
    .toBe(true);

  await dialog.getByRole('button', { name: 'End Call' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Talk to the AI vet' })).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
