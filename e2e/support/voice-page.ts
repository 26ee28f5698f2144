import { test as base, type Page } from '@playwright/test';

/**
 * A Playwright `test` whose Chromium has a fake microphone playing `wavFile` from when the page
 * opens the microphone — once, or over and over with `loop` — added to the project's launch
 * options.
 */
export function testWithFakeMicrophone(wavFile: string, { loop = false } = {}) {
  const test = base.extend<object, object>({
    launchOptions: [
      async ({ launchOptions }, use) => {
        await use({
          ...launchOptions,
          args: [
            ...(launchOptions.args ?? []),
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-audio-capture=${wavFile}${loop ? '' : '%noloop'}`,
          ],
        });
      },
      { scope: 'worker' },
    ],
  });
  // A document served through page.route loses its loopback origin for Chromium's Local
  // Network Access checks; the test IVR server is on loopback: allow it.
  test.use({ permissions: ['local-network-access'] });
  return test;
}

/**
 * The IVR service is normally the app's own origin (the CSP allows only 'self'); a test server
 * runs on another port, so the page's connect-src gets that one origin added. Nothing else of
 * the CSP changes: the VAD worklet, model and wasm still load under the real policy.
 */
export async function allowIvrOrigin(page: Page, ivrUrl: string) {
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

/** Signs the demo farmer in and points the voice client at `ivrUrl` (dev override). */
export async function signInFarmerWithIvr(page: Page, ivrUrl: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill('08030000001');
  await page.getByRole('textbox', { name: 'Password' }).fill('kiwo-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/farmer\/dashboard$/);
  await page.evaluate((url) => localStorage.setItem('kiwo-ivr-url', url), ivrUrl);
}
