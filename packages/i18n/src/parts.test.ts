import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import en from './locales/en';
import { PART_NAMES, PARTS, partOfSection } from './parts';
import { hasParts, loadedAreaParts, loadParts, partsInFlight, translator } from './translator';

const filesOf = (locale: string) =>
  readdirSync(new URL(`./locales/${locale}/`, import.meta.url))
    .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
    .map((name) => name.slice(0, -'.ts'.length));

describe('dictionary parts (ADR 0018)', () => {
  it('gives every top-level section to exactly one part', () => {
    const sections = PART_NAMES.flatMap((part) => [...PARTS[part]]);
    expect(new Set(sections).size).toBe(sections.length);
    expect([...sections].sort()).toEqual(Object.keys(en).sort());
    for (const part of PART_NAMES) {
      for (const section of PARTS[part]) expect(partOfSection(section)).toBe(part);
    }
  });

  it.each(LOCALES)('has one file per part in %s, holding exactly that part', async (locale) => {
    expect(filesOf(locale).sort()).toEqual([...PART_NAMES].sort());
    for (const part of PART_NAMES) {
      const file = (await import(`./locales/${locale}/${part}.ts`)) as { default: object };
      expect(Object.keys(file.default).sort(), `${locale}/${part}.ts`).toEqual(
        [...PARTS[part]].sort(),
      );
    }
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

  it('lets a later caller wait for parts another caller asked for', async () => {
    void loadParts('yo', ['marketplace']);
    await partsInFlight('yo');
    expect(hasParts('yo', ['marketplace'])).toBe(true);
  });
});
