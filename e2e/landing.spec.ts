import { expect, type Page, test } from '@playwright/test';

/** The island script of the prerendered page (ADR 0014), as the browser requests it. */
const ISLAND = /\/assets\/landing-[\w-]+\.js$/;

test('the landing page shows every section of spec §2 with working links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(page.getByRole('link', { name: 'Call Our Agent' })).toHaveAttribute(
    'href',
    /^tel:\+?\d+/,
  );
  await expect(page.getByRole('link', { name: 'No data? Dial *347*754#' })).toHaveAttribute(
    'href',
    'tel:*347*754%23',
  );
  await expect(page.getByRole('img', { name: /farmer holding a phone/ })).toBeVisible();

  const features = page.getByRole('region', { name: 'Everything your farm needs' });
  await expect(features.getByRole('article')).toHaveCount(4);
  // Learn more is a native disclosure: it works before (and without) any script.
  const records = features.getByRole('article').first();
  await expect(records.getByText(/works offline/)).toBeHidden();
  await records.getByText('Learn more').click();
  await expect(records.getByText(/works offline/)).toBeVisible();
  await expect(records.locator('details')).toHaveAttribute('open', '');
  await records.getByText('Show less').click();
  await expect(records.getByText(/works offline/)).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Free for farmers: ₦0' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(page.getByRole('link', { name: 'Join as Agent' })).toHaveAttribute(
    'href',
    '/signup?role=agent',
  );

  for (const group of ['Company', 'Product', 'Support', 'Legal']) {
    await expect(page.getByRole('navigation', { name: group })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Farmers app' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Extension agents app' })).toHaveAttribute(
    'href',
    '/login',
  );
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the page arrives complete from the server: sections, links, meta tags', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Keep your farm records. Grow your farm.',
    );
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(/^Kiwo — /);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[name="description"]')).toContain('livestock farmers');
    expect(await meta('meta[property="og:image"]')).toMatch(/\/og-image\.png$/);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
  });
});

test('the first load fetches one small script; React arrives only with the chat', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => ISLAND.test(url))).toHaveLength(1);
  // The app's entry (React, react-aria, router), named by the app shell's page, is not part of
  // the landing page.
  const shell = await (
    await page.request.get('/login', { headers: { accept: 'text/html' } })
  ).text();
  const entry = /<script type="module"[^>]*src="(\/assets\/[\w-]+\.js)"/.exec(shell)?.[1];
  expect(entry).toBeDefined();
  expect(scripts.filter((url) => new URL(url).pathname === entry)).toEqual([]);
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect((await manifest.json()).icons).toContainEqual(
    expect.objectContaining({ src: '/icon-maskable-512.png', purpose: 'maskable' }),
  );
});

test('a signed-out visitor’s chat button offers WhatsApp instead of the assistant', async ({
  page,
}) => {
  await page.goto('/');
  const fab = page.getByRole('button', { name: 'AI farming assistant' });
  await fab.click();
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(panel).toBeVisible();
  await expect(fab).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('link')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(fab).toBeFocused();
});

/** Signs the demo farmer in through the API, stores the session where the app keeps it, and
 * opens the landing page fresh (as after signing in elsewhere in the app). */
async function openSignedIn(page: Page) {
  const answer = await page.request.post('/api/auth/login', {
    data: { identifier: '08030000001', password: 'kiwo-demo-2026' },
  });
  expect(answer.ok()).toBe(true);
  const { token, user } = (await answer.json()).data;
  await page.goto('/');
  await page.evaluate(
    (saved) => localStorage.setItem('auth-storage', saved),
    [JSON.stringify({ state: { token, user, adminVerification: null }, version: 0 })].join(''),
  );
  await page.reload();
}

test('a signed-in farmer gets Go to Dashboard, their name, the assistant and Logout', async ({
  page,
}) => {
  await openSignedIn(page);
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/farmer/dashboard',
  );
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden();
  await expect(page.getByRole('banner')).toContainText('Amina Bello');

  // The assistant is the app's React panel, downloaded on the first press.
  await page.getByRole('button', { name: 'AI farming assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI farming assistant' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('log', { name: 'Conversation' })).toContainText(
    "Hello Amina! I'm your AI farming assistant. How can I help you today?",
  );
  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const saved = await page.evaluate(() => localStorage.getItem('auth-storage'));
  expect(saved ?? '').not.toContain('token":"');
});

test('the AI advice card calls the AI vet for signed-in users only', async ({ page }) => {
  await page.goto('/');
  const voice = page.getByRole('button', { name: 'Talk to the AI vet' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(voice).toBeHidden();

  await openSignedIn(page);
  const card = page.getByRole('article').filter({ has: voice });
  await expect(card).toBeVisible();
  // The dialog's code is downloaded on the press; the call goes to the app's own /ivr service.
  await voice.click();
  const dialog = page.getByRole('dialog', { name: 'IVR Voice Interface' });
  await expect(dialog.getByText('Connected', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('status')).toHaveText(
    'Session started - Click microphone to speak',
  );
  await dialog.getByRole('button', { name: 'End Call' }).click();
  await expect(dialog).toBeHidden();
  await expect(voice).toBeFocused();
});

test('the language and theme menus work from the keyboard', async ({ page }) => {
  await page.goto('/');
  const language = page.getByRole('button', { name: /Language/ });
  await language.focus();
  await page.keyboard.press('Enter');
  const english = page.getByRole('menuitemradio', { name: 'English' });
  await expect(english).toBeFocused();
  await expect(english).toHaveAttribute('aria-checked', 'true');
  await expect(language).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitemradio', { name: 'Igbo' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(language).toBeFocused();
  await expect(language).toHaveAttribute('aria-expanded', 'false');

  const theme = page.getByRole('button', { name: 'Theme' });
  await theme.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'system');
  await expect(theme).toBeFocused();
});

test('the theme is applied before the first paint and kept across reloads', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const dark = (await html.getAttribute('data-theme-dark')) ?? '';
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(html).toHaveClass(new RegExp(dark));
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // Without the island script the inline head script alone must paint it dark: no flash.
  await page.route(ISLAND, (route) => route.abort());
  await page.reload();
  await expect(html).toHaveClass(new RegExp(dark));
  await expect(html).toHaveAttribute('data-theme-choice', 'dark');
  const background = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  expect(background).toBe('rgb(21, 18, 14)');

  await page.unroute(ISLAND);
  await page.reload();
  await page.getByRole('button', { name: 'Theme' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect(html).not.toHaveClass(new RegExp(dark));
});

test('in Hausa an invalid email gets the Hausa toast and never reaches the server', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/newsletter')) calls.push(request.url());
  });
  await page.goto('/?lang=ha');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await page.getByRole('textbox', { name: 'Adireshin imel' }).fill('babu-alama');
  await page.getByRole('button', { name: 'Yi rijista' }).click();
  await expect(page.getByRole('alert')).toContainText('Imel ba daidai ba');
  expect(calls).toEqual([]);
});

test('a language picked on a /?lang= link is the one the next visit gets', async ({ page }) => {
  await page.goto('/?lang=ha');
  // The choice drops the ?lang= that would otherwise win on the next reload.
  await page.getByRole('button', { name: /Harshe/ }).click();
  await page.getByRole('menuitemradio', { name: 'Igbo' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ig');
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ig');
});
