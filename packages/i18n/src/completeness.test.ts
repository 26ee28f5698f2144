import { describe, expect, it } from 'vitest';
import { LOADING_TEXT } from './locale';
import en from './locales/en';
import ha from './locales/ha';
import ig from './locales/ig';
import yo from './locales/yo';

type Dict = { [key: string]: string | Dict };

const flatten = (dict: Dict, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(dict)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
};

/** Strings that are rightly identical in every language: names, codes, pure parameters. */
const isLanguageNeutral = (text: string): boolean =>
  text === 'Kiwo' || /^(\{[a-zA-Z]+(:[a-zA-Z]+)?\}\s*)+$/.test(text);

const base = flatten(en);

describe.each([
  ['ha', ha],
  ['yo', yo],
  ['ig', ig],
] as const)('%s dictionary', (_locale, dict) => {
  const translated = flatten(dict as Dict);

  it('has every English key, none empty, and no extra keys', () => {
    expect([...translated.keys()].sort()).toEqual([...base.keys()].sort());
    for (const [key, text] of translated) expect(text.trim(), key).not.toBe('');
  });

  it('does not fall back to the English text', () => {
    const untranslated = [...base].filter(
      ([key, english]) =>
        // A weekday is CLDR's abbreviation, which may match English (Igbo "Sat"):
        // language/orthography.test.ts checks it against CLDR.
        !isLanguageNeutral(english) && !key.startsWith('week.') && translated.get(key) === english,
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('keeps the same parameters as English', () => {
    // `{{s}}` / `{{one|many}}` are typesafe-i18n plural parts, not parameters; nor is a Hausa
    // `{gender|{…}}` switch, which the reader's translator fills in (src/address.ts).
    const params = (s: string) =>
      [...s.replace(/\{\{[^}]*\}\}|\{gender\|\{[^}]*\}\}/g, '').matchAll(/\{(\w+)/g)]
        .map((m) => m[1])
        .sort();
    for (const [key, english] of base)
      expect(params(translated.get(key) ?? ''), key).toEqual(params(english));
  });
});

describe('boot text', () => {
  it("matches each dictionary's app.loading", () => {
    expect(LOADING_TEXT).toEqual({
      en: en.app.loading,
      ha: ha.app.loading,
      yo: yo.app.loading,
      ig: ig.app.loading,
    });
  });
});
