import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AriaStrings } from './types';
import { ARIA_STRING_MODULES, addKiwoLocales, stringsFileFor } from './vite-plugin.mjs';

/**
 * Our Hausa, Yorùbá and Igbo versions of react-aria's built-in strings must have exactly the
 * keys of react-aria's own English, in every installed copy of react-aria, and say something
 * other than the English; the build plugin must splice them into react-aria's real modules.
 */
const pnpmDir = join(import.meta.dirname, '../../../node_modules/.pnpm');
const installed = (pkg: string) =>
  readdirSync(pnpmDir)
    .filter((dir) => dir.startsWith(`${pkg.replace('/', '+')}@`))
    .map((dir) => join(pnpmDir, dir, 'node_modules', pkg));

/** Directory of a module's string files (…/intl/<area> or …/intl) in one installed package. */
const intlDirs = (key: string) => {
  const [pkg, area] = key.split('/') as [string, string | undefined];
  return installed(pkg).map((root) => join(root, 'dist/private/intl', area ?? ''));
};

const importFile = async <T>(file: string): Promise<T> =>
  ((await import(pathToFileURL(file).href)) as { default: T }).default;

type EnglishStrings = Record<string, string | ((...args: unknown[]) => string)>;

// Arguments react-aria passes to its formatted messages, for calling every function once.
const SAMPLE_ARGS = {
  count: 3,
  groupCount: 2,
  optionCount: 4,
  groupTitle: 'Kano',
  optionText: 'Kaduna',
  isGroupChange: true,
  isSelected: true,
  fieldLabel: 'Kg',
  date: '22/11/2026',
  time: '10:00',
  startDate: '01/11/2026',
  endDate: '22/11/2026',
  dateRange: '01/11/2026 – 22/11/2026',
  minValue: '01/11/2026',
  maxValue: '22/11/2026',
};

const { LocalizedStringDictionary, LocalizedStringFormatter } = await import(
  pathToFileURL(join(installed('@internationalized/string')[0] as string, 'dist/index.mjs')).href
);

describe('react-aria built-in strings in ha, yo, ig', () => {
  it('finds an installed react-aria for every module we translate', () => {
    for (const key of Object.keys(ARIA_STRING_MODULES))
      expect(intlDirs(key).length).toBeGreaterThan(0);
  });

  for (const [key, name] of Object.entries(ARIA_STRING_MODULES)) {
    it(`${key}: same keys as react-aria's English, translated, formattable`, async () => {
      const ours = await importFile<AriaStrings>(
        join(import.meta.dirname, 'strings', `${name}.ts`),
      );
      for (const dir of intlDirs(key)) {
        const english = await importFile<EnglishStrings>(join(dir, 'en-US.js'));
        const englishDictionary = new LocalizedStringDictionary({ 'en-US': english });
        const en = new LocalizedStringFormatter('en-US', englishDictionary);
        for (const locale of ['ha', 'yo', 'ig'] as const) {
          expect(Object.keys(ours[locale]).sort(), `${key} ${locale}`).toEqual(
            Object.keys(english).sort(),
          );
          const formatter = new LocalizedStringFormatter(
            locale,
            new LocalizedStringDictionary({ [locale]: ours[locale] }),
          );
          for (const message of Object.keys(english)) {
            const text = formatter.format(message, SAMPLE_ARGS);
            expect(text.trim(), `${key}.${message} ${locale}`).not.toBe('');
            expect(text, `${key}.${message} ${locale} is English`).not.toBe(
              en.format(message, SAMPLE_ARGS),
            );
          }
        }
      }
    });
  }

  it('the build plugin splices our locales into react-aria’s own string module', () => {
    for (const dir of intlDirs('react-aria/overlays')) {
      const id = join(dir, '../../overlays/intlStrings.js');
      const code = readFileSync(id, 'utf8');
      const out = addKiwoLocales(code, id) as string;
      expect(out).toContain(`import __kiwoAriaStrings from ${JSON.stringify(stringsFileFor(id))}`);
      expect(out).toMatch(/Object\.assign\(\$\w+\$exports, __kiwoAriaStrings\);\nexport \{/);
      expect(out).toContain('"en-US":');
    }
    expect(addKiwoLocales('export { x as default }', '/n/react-aria/dist/private/tabs/x.js')).toBe(
      undefined,
    );
    expect(stringsFileFor('/n/react-aria/dist/private/grid/intlStrings.js')).toBeUndefined();
  });
});
