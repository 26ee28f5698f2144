import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * A keyboard-only driver for journeys: after `page.goto` a journey moves only with
 * `page.keyboard`, and finds where it is by reading `document.activeElement` — so each step also
 * proves the focus order is usable and that the focused element shows a focus ring.
 */

type Role = Parameters<Page['getByRole']>[0];

/** An element to reach, as a screen-reader user would name it. */
export interface Target {
  role: Role;
  name: string | RegExp;
  /** Match the whole name (case-sensitive) when `name` is a string. @default true */
  exact?: boolean;
  /** Only inside this part of the page (a card, a row, a dialog). @default the whole page */
  within?: Locator;
}

/** What has focus: its role, accessible name (roughly, for messages) and whether a ring shows. */
interface Focused {
  label: string;
  ring: boolean;
}

const nameOf = (target: Target) => `${target.role} "${target.name}"`;

const locate = (page: Page, target: Target) =>
  (target.within ?? page).getByRole(target.role, {
    name: target.name,
    exact: target.exact ?? true,
  });

/**
 * The focused element in a few words (role and name, as far as the page can tell) and whether a
 * focus indicator is visible on it: an outline (or a box-shadow) on the element itself, or — for
 * controls drawn by a wrapper (radios, checkboxes, grouped inputs) — on an ancestor marked focused
 * by react-aria or on the indicator inside the focused element's label.
 */
const readFocus = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { label: '(body)', ring: false };
    const implicit: Record<string, string> = {
      A: 'link',
      BUTTON: 'button',
      INPUT: 'textbox',
      TEXTAREA: 'textbox',
      SELECT: 'combobox',
      MAIN: 'main',
    };
    const type = el.getAttribute('type');
    const role =
      el.getAttribute('role') ??
      (type === 'checkbox' || type === 'radio' ? type : (implicit[el.tagName] ?? el.tagName));
    const byIds = (ids: string | null) =>
      ids
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const name =
      el.getAttribute('aria-label') ??
      byIds(el.getAttribute('aria-labelledby')) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      '';
    const drawn = (node: Element) => {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return box.width > 2 && box.height > 2 && (outline || style.boxShadow !== 'none');
    };
    const outlined = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    };
    let ring = drawn(el);
    // A wrapper react-aria marks as focused (a field group, a radio's label) may draw the ring.
    for (let node = el.parentElement, depth = 0; !ring && node && depth < 4; depth++) {
      if (node.matches('[data-focus-visible], [data-focus-within], [data-focused]')) {
        ring = outlined(node) || [...node.querySelectorAll('*')].some(outlined);
      }
      node = node.parentElement;
    }
    return { label: `${role} "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`, ring };
  });

/** Whether `target` names the focused element (Playwright's own role and name rules). */
const isFocused = (page: Page, target: Target) =>
  locate(page, target).evaluateAll((els) =>
    (els as Element[]).includes(document.activeElement as Element),
  );

/** Asserts that `target` has focus and shows a visible focus indicator. */
export async function expectFocused(page: Page, target: Target) {
  await expect
    .poll(
      async () => ((await isFocused(page, target)) ? 'focused' : (await readFocus(page)).label),
      {
        message: `focus should be on ${nameOf(target)}`,
      },
    )
    .toBe('focused');
  await expectRing(page);
}

/** Asserts that whatever has focus shows a focus indicator (outline or shadow). */
export async function expectRing(page: Page) {
  const focus = await readFocus(page);
  expect(focus.ring, `no visible focus indicator on ${focus.label}`).toBe(true);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking at every stop that
 * focus is visible; fails after `max` presses listing every element it passed through.
 */
export async function tabTo(
  page: Page,
  target: Target,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
) {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const focus = await readFocus(page);
    if (focus.label !== '(body)') {
      expect(focus.ring, `no visible focus indicator on ${focus.label}`).toBe(true);
    }
    if (await isFocused(page, target)) return;
    passed.push(focus.label);
  }
  throw new Error(
    `${nameOf(target)} not reached after ${max} × ${key}; focus went through:\n  ${passed.join('\n  ')}`,
  );
}

/**
 * Like {@link tabTo} for targets that appear a moment after an action (a page still loading):
 * waits for the target to exist first, so the Tab walk never races the screen.
 */
export async function tabToVisible(page: Page, target: Target, options?: { max?: number }) {
  await expect(locate(page, target).first()).toBeVisible();
  await tabTo(page, target, options);
}

/** Presses an arrow key until `target` has focus (menus, tabs, radio groups, grids). */
export async function arrowTo(
  page: Page,
  target: Target,
  key: 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight' = 'ArrowDown',
  max = 40,
) {
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await isFocused(page, target)) return expectRing(page);
    passed.push((await readFocus(page)).label);
    await page.keyboard.press(key);
  }
  throw new Error(
    `${nameOf(target)} not reached after ${max} × ${key}; focus went through:\n  ${passed.join('\n  ')}`,
  );
}

/** Types into the focused text field after checking it is the one named. */
/**
 * Playwright's `test` whose `page` refuses pointer input: any pointer, mouse or touch event that
 * reaches a page fails the test at its end, so a journey cannot quietly fall back to clicking.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const pointer: string[] = [];
    await page.exposeFunction('__kiwoPointerUsed', (what: string) => pointer.push(what));
    await page.addInitScript(() => {
      for (const type of ['pointerdown', 'mousedown', 'touchstart', 'wheel']) {
        window.addEventListener(
          type,
          (event) => {
            // Keyboard-activated controls never fire these; anything here came from a pointer.
            const target = event.target as Element | null;
            (window as unknown as { __kiwoPointerUsed: (s: string) => void }).__kiwoPointerUsed(
              `${type} on ${target?.tagName ?? '?'}`,
            );
          },
          { capture: true },
        );
      }
    });
    await use(page);
    expect(pointer, 'a keyboard-only journey used the pointer').toEqual([]);
  },
});

export { expect };

/** The demo accounts' password (README). */
const DEMO_PASSWORD = 'kiwo-demo-2026';

/** Signs in from /login with the keyboard alone: Tab to each field, type, Enter submits. */
export async function signInWithKeyboard(page: Page, identifier: string) {
  await page.goto('/login');
  await tabToVisible(page, { role: 'textbox', name: 'Phone number or email' });
  await page.keyboard.type(identifier);
  // The password is the very next stop: the form's order is the reading order.
  await tabTo(page, { role: 'textbox', name: 'Password' }, { max: 1 });
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

/**
 * Signs out from the sidebar's account menu (named after the user): Shift+Tab back to it, Enter
 * opens it, the arrows reach `logoutLabel` (in the page's language), Enter chooses it.
 */
export async function signOutWithKeyboard(page: Page, userName: string, logoutLabel = 'Logout') {
  await tabTo(page, { role: 'button', name: userName }, { backwards: true });
  await page.keyboard.press('Enter');
  await arrowTo(page, { role: 'menuitem', name: logoutLabel });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Puts a demo account's saved language back to English through the API (set-up, not part of a
 * journey): a journey that switches language leaves the account as it found it.
 */
export async function resetLanguage(request: APIRequestContext, identifier: string) {
  const login = await request.post('/api/auth/login', {
    data: { identifier, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = (await login.json()).data as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const saved = await request.patch('/api/users/profile', {
    headers,
    data: { language: 'english' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await request.post('/api/auth/logout', { headers });
}
