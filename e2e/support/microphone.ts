import { test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test` with Chromium's fake microphone playing `wavFile` once (added to the
 * project's own launch options), for voice journeys.
 */
export function withFakeMicrophone(wavFile: string) {
  return base.extend<object, object>({
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
}

/** Signs in as the demo farmer (Amina Bello) and lands on her dashboard. */
export async function signInDemoFarmer(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill('08030000001');
  await page.getByRole('textbox', { name: 'Password' }).fill('kiwo-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/farmer\/dashboard$/);
}
