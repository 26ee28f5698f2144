import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request, test } from '@playwright/test';
import { ROUTES } from '../apps/web/src/routes/table';

/**
 * Axe (WCAG 2.2 AA rules) on every route of the app's one route table (ADR 0002), so a route
 * added later is covered without touching this file: once in the light theme in English and
 * once in the dark theme in Hausa. Routes with parameters are opened through a link found on
 * the pages visited before them (a route no page links to fails the test), except the emailed
 * password-reset token. The demo data has no vet: one is invited by the demo admin and signs up
 * through the link (ADR 0061) before the first vet pass.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const ACCOUNTS = {
  farmer: '08030000001',
  agent: '08030000002',
  admin: 'admin@kiwo.ng',
} as const;
const PASSWORD = 'kiwo-demo-2026';
const VET = { email: `a11y-vet-${Date.now()}@example.ng`, password: 'vet-pass-2026' };
const LANGUAGE_NAME = { en: 'english', ha: 'hausa' } as const;
const PASSES = [
  { theme: 'light', locale: 'en' },
  { theme: 'dark', locale: 'ha' },
] as const;

type Role = keyof typeof ACCOUNTS | 'vet';
const ROLES: Role[] = ['farmer', 'agent', 'admin', 'vet'];
const hasParams = (path: string) => path.includes(':');
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/?#]+')}$`);

let vetSignedUp = false;

/** The vet of the vet passes: invited by the demo admin, signed up through the link, once. */
async function ensureVet(page: Page) {
  if (vetSignedUp) return;
  const login = await page.request.post('/api/auth/login', {
    data: { identifier: ACCOUNTS.admin, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const invite = await page.request.post('/api/admin/invites', {
    headers,
    data: { role: 'vet', states: ['Kaduna'] },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const signup = await page.request.post('/api/auth/register', {
    data: {
      role: 'vet',
      inviteToken: (await invite.json()).data.token,
      firstName: 'Ngozi',
      lastName: 'Eze',
      phone: `0818${String(Date.now()).slice(-7)}`,
      email: VET.email,
      password: VET.password,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  vetSignedUp = true;
}

/** The role's session token from the API, to set its language before the sign-in. */
async function apiToken(page: Page, role: Role): Promise<string> {
  if (role === 'vet') await ensureVet(page);
  const login = await page.request.post('/api/auth/login', {
    data: {
      identifier: role === 'vet' ? VET.email : ACCOUNTS[role],
      password: role === 'vet' ? VET.password : PASSWORD,
    },
  });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).data.token as string;
}

async function signIn(page: Page, role: Role) {
  await page.goto('/login');
  await page
    .locator('input[autocomplete="username"]')
    .fill(role === 'vet' ? VET.email : ACCOUNTS[role]);
  await page.locator('input[type="password"]').fill(role === 'vet' ? VET.password : PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(new RegExp(`/${role}/`));
}

async function setLanguage(page: Page, token: string, locale: keyof typeof LANGUAGE_NAME) {
  const res = await page.request.patch('/api/users/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { language: LANGUAGE_NAME[locale] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

// Requests may chain (a screen's chunk, then its data): the network counts as settled once
// nothing has been in flight for this long (Playwright's `networkidle` waits 500 ms after a
// full load only, and cannot see a client-side navigation).
const QUIET_MS = 250;

/** Counts the page's requests in flight, as `networkidle` does, for any kind of navigation. */
function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    changedAt = Date.now();
  });
  const settle = (request: Request) => {
    inFlight.delete(request);
    changedAt = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () => inFlight.size === 0 && Date.now() - changedAt >= QUIET_MS;
}

/**
 * Opens `url` — a full page load the first time, then as the app's own links do (wouter follows
 * `history.pushState`), so the bundle is not booted again for every route — waits for the screen
 * to settle, and returns axe's WCAG violations.
 */
async function violationsAt(page: Page, url: string, settled: () => boolean) {
  if (page.url().startsWith('http')) {
    await page.evaluate(async (to) => {
      history.pushState(null, '', to);
      // Two frames: the router has rendered the new screen and started its requests.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }, url);
  } else {
    await page.goto(url);
  }
  await expect.poll(settled, { intervals: [50], timeout: 30_000 }).toBe(true);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  // Loading spinners are indeterminate progress bars; a batch's progress bar has a value.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  await expect.poll(settled, { intervals: [50], timeout: 30_000 }).toBe(true);
  // Legacy mode: axe.run() in the page itself. The default opens a new blank page per analysis
  // to merge each frame's partial results, which only cross-origin frames need; the app has no
  // frames of another origin (its CSP's default-src is 'self').
  // Not react-aria's visually hidden live announcer: for 7 s after an announcement it holds a
  // `role="img"` entry labelled by an element that may be gone by then (role-img-alt; a full
  // load per route used to clear it), the exclusion of .storybook/a11y.ts and own-server.ts.
  const { violations } = await new AxeBuilder({ page })
    .exclude('[data-live-announcer]')
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze();
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}

/** Hrefs of same-origin links on the current page. */
const linksOnPage = (page: Page) =>
  page.$$eval('a[href^="/"]', (anchors) =>
    anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );

for (const { theme, locale } of PASSES) {
  test.describe(`axe on every route — ${theme} theme, ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        ([t, l]) => {
          localStorage.setItem('theme', t);
          localStorage.setItem('language', l);
        },
        [theme, locale] as const,
      );
    });

    test('public routes', async ({ page }) => {
      test.setTimeout(120_000);
      const settled = trackRequests(page);
      const found: Record<string, unknown> = {};
      for (const route of ROUTES.filter((r) => !r.role)) {
        const url = route.path.replace(':token', 'a'.repeat(64));
        const violations = await violationsAt(page, url, settled);
        if (violations.length > 0) found[url] = violations;
      }
      expect(found).toEqual({});
    });

    for (const role of ROLES) {
      test(`${role} routes`, async ({ page }) => {
        test.setTimeout(240_000);
        // The language is set through the API first, so the one sign-in through the form
        // stores a user who already carries it.
        const token = await apiToken(page, role);
        await setLanguage(page, token, locale);
        try {
          await signIn(page, role);
          if (locale === 'ha' && role === 'farmer') {
            // Hausa speaks to the demo farmer, Amina Bello, as the woman she is (ADR 0053).
            await page.goto('/farmer/dashboard');
            await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gonarki a yau');
          }
          const settled = trackRequests(page);
          const routes = ROUTES.filter((r) => r.role === role);
          const seen = new Set<string>();
          const found: Record<string, unknown> = {};
          const missing: string[] = [];
          const check = async (url: string) => {
            const violations = await violationsAt(page, url, settled);
            if (violations.length > 0) found[url] = violations;
            for (const href of await linksOnPage(page)) seen.add(href);
          };
          for (const route of routes.filter((r) => !hasParams(r.path))) await check(route.path);
          // Deeper routes, shallowest first, so a farmer's page can lead to its batch's page.
          const deep = routes
            .filter((r) => hasParams(r.path))
            .sort((a, b) => a.path.split('/').length - b.path.split('/').length);
          for (const route of deep) {
            const url = [...seen].find((href) => patternOf(route.path).test(href));
            if (url) await check(url);
            else missing.push(route.path);
          }
          expect({ missing, found }).toEqual({ missing: [], found: {} });
        } finally {
          await setLanguage(page, token, 'en');
        }
      });
    }
  });
}
