import type { Page } from '@playwright/test';

/**
 * Kiwo's worker installs after the page has loaded; wait until it controls the page. An install
 * whose precache met a rebuilt dist fails, and the next visit installs again: reload then.
 */
export async function waitForWorker(page: Page) {
  for (let visit = 1; ; visit++) {
    const controlled = await page
      .waitForFunction(
        () => navigator.serviceWorker?.controller?.scriptURL.endsWith('/sw.js'),
        null,
        {
          timeout: 30_000,
        },
      )
      .then(() => true)
      .catch(() => false);
    if (controlled) return;
    if (visit === 3) throw new Error('Kiwo’s service worker never took control of the page');
    await page.reload();
  }
}
