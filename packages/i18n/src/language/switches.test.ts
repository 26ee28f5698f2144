import { describe, expect, it } from 'vitest';
import en from '../locales/en';
import ha from '../locales/ha';
import ig from '../locales/ig';
import yo from '../locales/yo';
import { flatten } from './flatten';

/**
 * A switch on a parameter (`{trend|{up:…,down:…,same:…}}`) that a translation leaves a case out
 * of renders nothing for that case, silently: every language names the cases English names.
 * (Hausa's `{gender|{…}}` switches are its own, ADR 0053.)
 */
const switches = (text: string) =>
  [...text.matchAll(/\{(\w+)(?::\w+)?\|\{([^}]*)\}\}/g)]
    .filter(([, param]) => param !== 'gender')
    .map(([, param, cases]) => {
      const names = (cases ?? '').split(',').map((c) => c.split(':')[0]?.trim());
      return `${param}: ${names.sort().join(' ')}`;
    })
    .sort();

const base = [...flatten(en)].filter(([, text]) => switches(text).length > 0);

describe.each([
  ['ha', ha],
  ['yo', yo],
  ['ig', ig],
] as const)('%s switches', (_locale, dict) => {
  const translated = flatten(dict);

  it('name the same cases as English', () => {
    expect(base.length).toBeGreaterThan(0);
    for (const [key, english] of base)
      expect(switches(translated.get(key) ?? ''), key).toEqual(switches(english));
  });
});
