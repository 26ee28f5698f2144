import { test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test` with Chromium's fake microphone playing `wavFile` from when the page opens
 * the microphone — once, or over and over with `loop` — added to the project's own launch
 * options, for voice journeys.
 */
export function withFakeMicrophone(wavFile: string, { loop = false } = {}) {
  return base.extend<object, object>({
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
}

/** Signs in as the demo farmer (Amina Bello) and lands on her dashboard. */
export async function signInDemoFarmer(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill('08030000001');
  await page.getByRole('textbox', { name: 'Password' }).fill('kiwo-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/farmer\/dashboard$/);
}

/**
 * For journeys against a socket.io test server on another port: the IVR service is normally
 * the app's own origin (the CSP allows only 'self'), so the page's connect-src gets that one
 * origin added; nothing else of the CSP changes (the VAD worklet, model and wasm still load
 * under the real policy). Use with `test.use({ permissions: ['local-network-access'] })`: a
 * document served through page.route loses its loopback origin for Chromium's Local Network
 * Access checks.
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
