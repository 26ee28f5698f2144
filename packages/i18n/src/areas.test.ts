import { describe, expect, it } from 'vitest';
import {
  AREA_FILES,
  type AreaTranslator,
  type ConsoleTranslator,
  loadAreaStrings,
  loadBrowserLocale,
} from './browser';
import { LOCALES } from './locale';
import { PARTS } from './parts';
import { isLocaleLoaded, sectionsLoader, type Translator, translator } from './translator';

// Each test file runs in its own module graph: no language is loaded when this one starts.
type AdminModule = { default: { admin: Record<string, unknown> } };
const adminModule = (locale: string) =>
  import(`./locales/${locale}/admin.ts`) as Promise<AdminModule>;
const adminFile = async (locale: string) => (await adminModule(locale)).default;

const areaFile = async (locale: string, area: string) =>
  ((await import(`./locales/${locale}/${area}.ts`)) as { default: object }).default;

describe("an area's own strings (ADR 0076)", () => {
  it.each(AREA_FILES)('%s: one file per language holding exactly its sections', async (area) => {
    for (const locale of LOCALES) {
      expect(Object.keys(await areaFile(locale, area))).toEqual([...PARTS[area]]);
    }
  });

  it("join the browser's dictionary of the language they are loaded in, and only it", async () => {
    await loadAreaStrings('agent', 'yo');
    const t: AreaTranslator<'agent'> = translator('yo');
    const agent = (await areaFile('yo', 'agent')) as { agent: { dashboardTitle: string } };
    expect(t.agent.dashboardTitle()).toBe(agent.agent.dashboardTitle);
    expect(t.agent.dashboardTitle()).not.toBe('');
    // Not loaded in Yorùbá: typesafe-i18n answers a missing key with ''.
    expect(translator('yo').privacy.title()).toBe('');
    await loadAreaStrings('site', 'yo');
    expect(translator('yo').privacy.title()).not.toBe('');
    expect(translator('yo').agent.dashboardTitle()).toBe(agent.agent.dashboardTitle);
  });
});

describe("the admin console's strings (ADR 0051)", () => {
  it('load the language first when asked before it, once for two calls at once', async () => {
    expect(isLocaleLoaded('ig')).toBe(false);
    await Promise.all([loadAreaStrings('admin', 'ig'), loadAreaStrings('admin', 'ig')]);
    expect(isLocaleLoaded('ig')).toBe(true);
    const t: ConsoleTranslator = translator('ig');
    expect(t.admin.statFarmers()).toBe((await adminFile('ig')).admin.statFarmers);
    expect(t.farm.dashboardTitle()).not.toBe('');
  });

  // Igbo: the test above.
  it.each(LOCALES.filter((l) => l !== 'ig'))(
    'join the %s browser dictionary in place, its translator serving them',
    async (locale) => {
      await loadBrowserLocale(locale);
      const before: Translator = translator(locale);
      const farmTitle = before.farm.dashboardTitle();
      // Not in the browser's dictionary: typesafe-i18n answers a missing key with ''.
      expect(before.admin.statFarmers()).toBe('');

      await loadAreaStrings('admin', locale);
      const t: ConsoleTranslator = translator(locale);
      const { admin } = await adminFile(locale);
      expect(t.admin.statFarmers()).toBe(admin.statFarmers);
      expect(t.admin.statFarmers()).not.toBe('');
      expect(t.admin.role.agent()).toBe((admin.role as Record<string, string>).agent);
      // The rest of the language is still there, unchanged.
      expect(t.farm.dashboardTitle()).toBe(farmTitle);
      expect(t.enums.staffRole.agent()).not.toBe('');
      expect(t.farm.layDropTitle()).not.toBe('');
    },
  );

  it('fetches the file once per language, however often asked', async () => {
    // A fresh loader of the same shape, counting its imports (languages above are all loaded).
    let imports = 0;
    const load = sectionsLoader(loadBrowserLocale, {
      en: async () => {
        imports += 1;
        return { default: { admin: { statFarmers: 'Counted farmers' } } };
      },
      ha: () => adminModule('ha'),
      yo: () => adminModule('yo'),
      ig: () => adminModule('ig'),
    });
    await Promise.all([load('en'), load('en')]);
    await load('en');
    expect(imports).toBe(1);
    expect(translator('en').admin.statFarmers()).toBe('Counted farmers');
  });

  it('tries again after a failed fetch', async () => {
    let calls = 0;
    const load = sectionsLoader(loadBrowserLocale, {
      en: () => adminModule('en'),
      ha: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return adminModule('ha');
      },
      yo: () => adminModule('yo'),
      ig: () => adminModule('ig'),
    });
    await expect(load('ha')).rejects.toThrow('offline');
    await load('ha');
    expect(calls).toBe(2);
    expect(translator('ha').admin.statFarmers()).not.toBe('');
  });
});
