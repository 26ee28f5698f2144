import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREA_FILES, loadBrowserLocale, SERVER_SECTIONS } from './browser';
import { LOCALES } from './locale';
import en from './locales/en';
import { PART_NAMES, PARTS } from './parts';
import { isLocaleLoaded, loadLocale, translator } from './translator';

const filesOf = (locale: string) =>
  readdirSync(new URL(`./locales/${locale}/`, import.meta.url))
    .filter((name) => name.endsWith('.ts') && name !== 'index.ts' && name !== 'browser.ts')
    .map((name) => name.slice(0, -'.ts'.length));

describe('the dictionary source files', () => {
  it('gives every top-level section to exactly one file', () => {
    const sections = PART_NAMES.flatMap((part) => [...PARTS[part]]);
    expect(new Set(sections).size).toBe(sections.length);
    expect([...sections].sort()).toEqual(Object.keys(en).sort());
  });

  it.each(LOCALES)('has the same files in %s, each holding its sections', async (locale) => {
    expect(filesOf(locale).sort()).toEqual([...PART_NAMES].sort());
    for (const part of PART_NAMES) {
      const file = (await import(`./locales/${locale}/${part}.ts`)) as { default: object };
      expect(Object.keys(file.default).sort(), `${locale}/${part}.ts`).toEqual(
        [...PARTS[part]].sort(),
      );
    }
  });
});

describe('loading a language (ADR 0033: one dictionary per language)', () => {
  it('loads every section of the language at once', async () => {
    expect(() => translator('ha')).toThrow(/not loaded/);
    await loadLocale('ha');
    expect(isLocaleLoaded('ha')).toBe(true);
    const t = translator('ha');
    // One section from each source file: none is left to load later.
    expect(t.nav.logout()).not.toBe('');
    expect(t.farm.dashboardTitle()).not.toBe('');
    expect(t.admin.statFarmers()).not.toBe('');
    expect(t.landing.ussdBadge({ code: '*1#' })).toContain('*1#');
    expect(t.ussd).toBeDefined();
    expect(translator('ha')).toBe(t);
  });

  it('fetches a language once, even when asked twice at the same time', async () => {
    await Promise.all([loadLocale('ig'), loadLocale('ig')]);
    expect(isLocaleLoaded('ig')).toBe(true);
    expect(isLocaleLoaded('yo')).toBe(false);
  });
});

describe("the browser's dictionary (ADR 0033)", () => {
  it.each(LOCALES)(
    "holds every section of %s but the server-only ones and the areas' own",
    async (locale) => {
      const whole = (await import(`./locales/${locale}/index.ts`)) as { default: object };
      const browser = (await import(`./locales/${locale}/browser.ts`)) as { default: object };
      const left: readonly string[] = [
        ...SERVER_SECTIONS,
        ...AREA_FILES.flatMap((area) => PARTS[area]),
      ];
      expect(Object.keys(browser.default).sort()).toEqual(
        Object.keys(whole.default)
          .filter((section) => !left.includes(section))
          .sort(),
      );
      for (const section of left) expect(Object.keys(whole.default)).toContain(section);
    },
  );

  it('loads in one go and serves every screen section', async () => {
    expect(isLocaleLoaded('yo')).toBe(false);
    await Promise.all([loadBrowserLocale('yo'), loadBrowserLocale('yo')]);
    const t = translator('yo');
    expect(t.farm.dashboardTitle()).not.toBe('');
    expect(t.shell.unreadCount({ count: 2 })).not.toBe('');
    // The areas' own strings come with their routes (areas.test.ts).
    expect(t.admin.statFarmers()).toBe('');
    expect(t.agent.dashboardTitle()).toBe('');
    expect(t.privacy.title()).toBe('');
    expect(t.marketplace.title()).toBe('');
    expect(t.consultations.submit()).toBe('');
    expect(t.settings.ussdPinTitle()).toBe('');
    expect(t.notifications.markAllRead()).toBe('');
  });
});
