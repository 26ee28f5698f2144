import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type {
  AiInterruptionPayload,
  AiTextInputPayload,
  WhisperAudioPayload,
} from '../packages/voice-agent/src/protocol';
import { type IvrServer, startIvrServer } from '../packages/voice-agent/test/ivrServer';
import { allowIvrOrigin, signInDemoFarmer, withFakeMicrophone } from './support/microphone';
import { espeakPcm, RATE, silence, silentMp3, wavFile } from './support/speech';

/**
 * Hold to talk and a typed question in the AI vet call, on a 360 px phone, in real Chromium
 * (ADR 0069). The fake microphone loops speech with short gaps — a noisy
 * place — so with the VAD on it would send segment after segment; with hold-to-talk only what
 * is said while the button is held reaches the socket.io test server, and the release sends it
 * at once (no 1.2 s redemption, no 5 s merge pause).
 */
const FIRST = 'My layers are not laying';
const SECOND = 'What about their water?';
const ANSWER = 'Give them layer mash and clean water every morning.';
const ANSWER_SECONDS = 30;

const talk = espeakPcm('The generator is loud and the market is busy today');
const dir = mkdtempSync(join(tmpdir(), 'kiwo-e2e-ptt-'));
const micFile = join(dir, 'noisy.wav');
writeFileSync(micFile, wavFile(Buffer.concat([talk, silence(0.3), talk, silence(0.3)])));
const answerAudio = silentMp3(ANSWER_SECONDS).toString('base64');

const test = withFakeMicrophone(micFile, { loop: true });
test.use({ permissions: ['local-network-access'], viewport: { width: 360, height: 740 } });

let server: IvrServer;
test.beforeEach(async () => {
  server = await startIvrServer();
  server.nsp.on('connection', (socket) => {
    const said = [FIRST, SECOND];
    let heard = 0;
    socket.on('whisper_audio', (payload: WhisperAudioPayload) => {
      const last = (payload.chunkIndex ?? 0) === (payload.chunkCount ?? 1) - 1;
      if (last) socket.emit('whisper_response', { transcription: said[heard++ % said.length] });
    });
    socket.on('ai_text_input', (payload: AiTextInputPayload) =>
      socket.emit('ai_response', {
        transcription: payload.text,
        aiResponse: ANSWER,
        audioResponse: answerAudio,
      }),
    );
    socket.on('ai_intelligent_interruption', (payload: AiInterruptionPayload) =>
      socket.emit('ai_interruption_response', {
        transcription: payload.userInterruption,
        modifiedResponse: `About "${payload.userInterruption}": a bowl per ten birds.`,
      }),
    );
  });
});
test.afterEach(async () => {
  await server.close();
});

const heldSeconds = (payload: unknown) =>
  Buffer.from((payload as WhisperAudioPayload).audio, 'base64').length / 2 / RATE;

test('hold to talk in a noisy place, barge-in by pressing, and a typed question on a phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await allowIvrOrigin(page, server.url);
  await signInDemoFarmer(page);
  await page.evaluate((url) => localStorage.setItem('kiwo-ivr-url', url), server.url);
  await page.getByRole('button', { name: 'Talk to the AI vet' }).click();
  const dialog = page.getByRole('dialog', { name: 'IVR Voice Interface' });
  await expect(dialog.getByText('Connected', { exact: true })).toBeVisible();

  // Hold to talk starts the call at once (microphone permission, model) and closes the mic.
  const toggle = dialog.getByRole('switch', { name: 'Noisy place? Hold to talk' });
  await dialog.getByText('Noisy place? Hold to talk').click();
  await expect(toggle).toBeChecked();
  await expect(dialog.getByRole('status')).toHaveText('Hold the button and speak', {
    timeout: 60_000,
  });
  const hold = dialog.getByRole('button', { name: 'Hold to talk' });
  await expect(hold).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.getByRole('button', { name: 'Click to start conversation' })).toHaveCount(0);
  // On a 360 px phone: nothing scrolls sideways, the hold button is a large target.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await hold.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(96);
  expect((box?.x ?? -1) + (box?.width ?? 999)).toBeLessThanOrEqual(360);

  // The loud place talks on, but nothing is sent while the button is up.
  await page.waitForTimeout(4_000);
  expect(server.events('whisper_audio')).toHaveLength(0);

  // Space held: the mic opens, aria-pressed; released after ~2.5 s: sent at once.
  await hold.focus();
  const pressed = Date.now();
  await page.keyboard.down('Space');
  await expect(hold).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('status')).toHaveText('Listening... Speak now');
  await expect(dialog.getByText('Release to send')).toBeVisible();
  await page.waitForTimeout(2_500);
  await page.keyboard.up('Space');
  const released = Date.now();
  await expect(hold).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => server.events('ai_text_input').length, { timeout: 10_000 }).toBe(1);
  // The VAD path would wait 1.2 s of silence and then the 5 s merge pause.
  expect(Date.now() - released).toBeLessThan(4_000);
  const chunks = server.events('whisper_audio');
  expect(chunks).toHaveLength(1);
  expect(chunks[0]?.payload).toMatchObject({ sampleRate: 16_000, language: 'en' });
  // Only the held audio: no longer than the hold (the mic takes a moment to reopen), never the
  // speech from before the press.
  const held = (released - pressed) / 1000;
  expect(held).toBeGreaterThan(2.5);
  // Reopening the microphone costs up to ~1.5 s on a loaded 2-core machine (ADR 0069).
  expect(heldSeconds(chunks[0]?.payload)).toBeGreaterThan(Math.max(1, held - 2));
  expect(heldSeconds(chunks[0]?.payload)).toBeLessThanOrEqual(held + 0.1);
  expect(server.events('ai_text_input')[0]?.payload).toEqual({
    text: FIRST,
    language: 'en',
    useTTS: true,
  });
  const log = dialog.getByRole('log', { name: 'Conversation' });
  await expect(log.getByRole('listitem').nth(0)).toContainText(FIRST);
  await expect(log.getByRole('listitem').nth(1)).toContainText(ANSWER);
  await expect(dialog.getByText('AI is speaking')).toBeVisible();

  // Pressing (a finger) during the answer pauses it at once; speaking interrupts it.
  await hold.scrollIntoViewIfNeeded();
  const at = await hold.boundingBox();
  await page.mouse.move((at?.x ?? 0) + (at?.width ?? 0) / 2, (at?.y ?? 0) + (at?.height ?? 0) / 2);
  await page.mouse.down();
  await expect(hold).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText('AI is speaking')).toBeHidden();
  await page.waitForTimeout(2_000);
  await page.mouse.up();
  await expect
    .poll(() => server.events('ai_intelligent_interruption').length, { timeout: 10_000 })
    .toBe(1);
  expect(server.events('ai_intelligent_interruption')[0]?.payload).toMatchObject({
    userInterruption: SECOND,
    previousAIResponse: ANSWER,
    language: 'en',
  });
  await expect(log.getByText(`About "${SECOND}": a bowl per ten birds.`)).toBeVisible();
  expect(server.events('whisper_audio')).toHaveLength(2);

  // A typed question goes through the same protocol (after an answer: as an interruption).
  const field = dialog.getByRole('textbox', { name: 'Or type your question' });
  await field.fill('How many drinkers for 200 birds?');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect
    .poll(() => server.events('ai_intelligent_interruption').length, { timeout: 10_000 })
    .toBe(2);
  expect(server.events('ai_intelligent_interruption')[1]?.payload).toMatchObject({
    userInterruption: 'How many drinkers for 200 birds?',
  });
  await expect(log.getByText('How many drinkers for 200 birds?', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(server.events('whisper_audio')).toHaveLength(2);

  await dialog.getByRole('button', { name: 'End Call' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => server.events('end_session').length).toBe(1);

  // The next call on this phone opens in hold to talk, its microphone settled at once.
  await page.getByRole('button', { name: 'Talk to the AI vet' }).click();
  await expect(toggle).toBeChecked();
  await expect(dialog.getByRole('status')).toHaveText('Hold the button and speak', {
    timeout: 60_000,
  });
  await expect(hold).toHaveAttribute('aria-pressed', 'false');
  await dialog.getByRole('button', { name: 'End Call' }).click();
  await expect(dialog).toBeHidden();
  expect(consoleErrors).toEqual([]);

  // And after the page is loaded again (the choice is kept on the phone, not in the page). The
  // reloaded page comes from the service worker, past the test's CSP route to the IVR test
  // server, so only the switch is checked here.
  await page.reload();
  await page.getByRole('button', { name: 'Talk to the AI vet' }).click();
  await expect(toggle).toBeChecked();
  await expect(hold).toBeVisible();
  await dialog.getByRole('button', { name: 'End Call' }).click();
  await expect(dialog).toBeHidden();
});
