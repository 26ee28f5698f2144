import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ROUTES } from '../apps/web/src/routes/table';

/**
 * Axe (WCAG 2.2 AA rules) on every route of the app's one route table (ADR 0002), so a route
 * added later is covered without touching this file: once in the light theme in English and
 * once in the dark theme in Hausa. Routes with parameters are opened through a link found on
 * the pages visited before them (a route no page links to fails the test), except the emailed
 * password-reset token.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const ACCOUNTS = {
  farmer: '08030000001',
  agent: '08030000002',
  admin: 'admin@kiwo.ng',
} as const;
const PASSWORD = 'kiwo-demo-2026';
const LANGUAGE_NAME = { en: 'english', ha: 'hausa' } as const;
const PASSES = [
  { theme: 'light', locale: 'en' },
  { theme: 'dark', locale: 'ha' },
] as const;

type Role = keyof typeof ACCOUNTS;
const hasParams = (path: string) => path.includes(':');
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/?#]+')}$`);

async function signIn(page: Page, role: Role): Promise<string> {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill(ACCOUNTS[role]);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(new RegExp(`/${role}/`));
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token as string,
  );
}

async function setLanguage(page: Page, token: string, locale: keyof typeof LANGUAGE_NAME) {
  const res = await page.request.patch('/api/users/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { language: LANGUAGE_NAME[locale] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens `url`, waits for the screen to settle, and returns axe's WCAG violations. */
async function violationsAt(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  // Loading spinners are indeterminate progress bars; a batch's progress bar has a value.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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
      const found: Record<string, unknown> = {};
      for (const route of ROUTES.filter((r) => !r.role)) {
        const url = route.path.replace(':token', 'a'.repeat(64));
        const violations = await violationsAt(page, url);
        if (violations.length > 0) found[url] = violations;
      }
      expect(found).toEqual({});
    });

    for (const role of Object.keys(ACCOUNTS) as Role[]) {
      test(`${role} routes`, async ({ page }) => {
        test.setTimeout(240_000);
        const token = await signIn(page, role);
        await setLanguage(page, token, locale);
        try {
          // Sign in again so the stored user carries the language. Leave the app first (a plain
          // file of the same origin): a write it was still making could put the session back,
          // and /login would then forward to the dashboard.
          await page.goto('/robots.txt');
          await page.evaluate(() => localStorage.removeItem('auth-storage'));
          await signIn(page, role);
          if (locale === 'ha' && role === 'farmer') {
            // Hausa speaks to the demo farmer, Amina Bello, as the woman she is (ADR XXXX).
            await page.goto('/farmer/dashboard');
            await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gonarki a yau');
          }
          const routes = ROUTES.filter((r) => r.role === role);
          const seen = new Set<string>();
          const found: Record<string, unknown> = {};
          const missing: string[] = [];
          const check = async (url: string) => {
            const violations = await violationsAt(page, url);
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
