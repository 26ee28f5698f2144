import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import en from './locales/en';
import { PART_NAMES, PARTS, partOfSection } from './parts';
import { hasParts, loadedAreaParts, loadParts, translator } from './translator';

const partFiles = import.meta.glob<{ default: object }>('./locales/*/*.ts', { eager: true });

describe('dictionary parts (ADR 0018)', () => {
  it('gives every top-level section to exactly one part', () => {
    const sections = PART_NAMES.flatMap((part) => [...PARTS[part]]);
    expect(new Set(sections).size).toBe(sections.length);
    expect([...sections].sort()).toEqual(Object.keys(en).sort());
    for (const part of PART_NAMES) {
      for (const section of PARTS[part]) expect(partOfSection(section)).toBe(part);
    }
  });

  it.each(LOCALES)('has one file per part in %s, holding exactly that part', (locale) => {
    for (const part of PART_NAMES) {
      const file = partFiles[`./locales/${locale}/${part}.ts`];
      expect(file, `${locale}/${part}.ts`).toBeDefined();
      expect(Object.keys(file?.default ?? {}).sort()).toEqual([...PARTS[part]].sort());
    }
    const names = Object.keys(partFiles)
      .filter((path) => path.startsWith(`./locales/${locale}/`))
      .map((path) => path.slice(`./locales/${locale}/`.length, -'.ts'.length))
      .filter((name) => name !== 'index');
    expect(names.sort()).toEqual([...PART_NAMES].sort());
  });
});

describe('loading parts', () => {
  it('loads core with any part, and a translator sees parts loaded after it was made', async () => {
    await loadParts('ha', ['farm']);
    expect(hasParts('ha')).toBe(true);
    expect(hasParts('ha', ['farm'])).toBe(true);
    expect(hasParts('ha', ['admin'])).toBe(false);
    expect(loadedAreaParts('ha')).toEqual(['farm']);
    const before = translator('ha');
    expect(before.nav.logout()).not.toBe('');
    expect(before.farm.dashboardTitle()).not.toBe('');
    // typesafe-i18n answers '' for a section it has not got: what a screen would show.
    expect(before.admin.statFarmers()).toBe('');

    await loadParts('ha', ['admin']);
    expect(translator('ha').admin.statFarmers()).not.toBe('');
    expect(translator('ha')).toBe(translator('ha'));
  });

  it('fetches a part once, even when asked twice at the same time', async () => {
    await Promise.all([loadParts('ig', ['chat']), loadParts('ig', ['chat', 'voice'])]);
    expect(loadedAreaParts('ig').sort()).toEqual(['chat', 'voice']);
  });
});
