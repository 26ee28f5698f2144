import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
// The voice-agent package's own real socket.io `/ivr` test server (it records every event).
import { type IvrServer, startIvrServer } from '../packages/voice-agent/test/ivrServer';
import { allowIvrOrigin, signInDemoFarmer, withFakeMicrophone } from './support/microphone';
import { silence, wavFile } from './support/speech';

/**
 * Connection honesty in the real app (ADR 0058): the
 * IVR server closes a live call the way Kiwo's server does on shutdown (a server-side
 * disconnect, no `authentication_failed`). The dialog says "Reconnecting…", the client comes
 * back by itself, authenticates again and the conversation goes on — microphone still on.
 */
const dir = join(tmpdir(), 'kiwo-e2e-voice-reconnect');
mkdirSync(dir, { recursive: true });
const micFile = join(dir, 'quiet.wav');
writeFileSync(micFile, wavFile(silence(90)));

const test = withFakeMicrophone(micFile);
test.use({ permissions: ['local-network-access'] });

let server: IvrServer;
test.beforeEach(async () => {
  server = await startIvrServer();
});
test.afterEach(async () => {
  await server.close();
});

test('a server restart shows "Reconnecting…" and the call continues by itself', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await allowIvrOrigin(page, server.url);
  await signInDemoFarmer(page);
  await page.evaluate((url) => localStorage.setItem('kiwo-ivr-url', url), server.url);

  await page.getByRole('button', { name: 'Talk to the AI vet' }).click();
  const dialog = page.getByRole('dialog', { name: 'IVR Voice Interface' });
  await dialog.getByRole('button', { name: 'Click to start conversation' }).click();
  const stop = dialog.getByRole('button', { name: 'Click to stop conversation' });
  await expect(stop).toBeVisible({ timeout: 40_000 });
  await expect(dialog.getByRole('status')).toHaveText('Listening... Speak now');

  // What Kiwo's server does to every call when it shuts down for a restart.
  server.sockets[0]?.disconnect(true);
  await expect(dialog.getByRole('status')).toHaveText('Reconnecting…');

  await expect.poll(() => server.events('authenticate').length, { timeout: 15_000 }).toBe(2);
  await expect(dialog.getByRole('status')).toHaveText('Listening... Speak now');
  await expect(stop).toBeVisible();
  expect(server.openSockets).toBe(1);
});
