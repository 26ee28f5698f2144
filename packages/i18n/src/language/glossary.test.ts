import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ha from '../locales/ha';
import ig from '../locales/ig';
import yo from '../locales/yo';
import { flatten } from './flatten';

/** The domain terms every glossary settles (packages/i18n/glossary/<lang>.md). */
const CONCEPTS = [
  'farmer',
  'extension agent',
  'vet',
  'pen',
  'batch',
  'section',
  'deaths',
  'mortality rate',
  'feed',
  'sales',
  'expenses',
  'profit',
  'vaccination',
  'consultation',
  'marketplace',
];

interface Rejected {
  word: string;
  why: string;
  except?: string[];
}

const glossary = (locale: string) => {
  const text = readFileSync(new URL(`../../glossary/${locale}.md`, import.meta.url), 'utf8');
  const block = text.match(/```json glossary\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error(`glossary/${locale}.md has no \`\`\`json glossary block`);
  const rows = new Set([...text.matchAll(/^\| ([a-z ]+) \|/gm)].map((m) => m[1]));
  return {
    rows,
    rules: JSON.parse(block) as { concept: string; rejected: Rejected[] }[],
  };
};

describe.each([
  ['ha', ha],
  ['yo', yo],
  ['ig', ig],
] as const)('%s glossary', (locale, dictionary) => {
  const { rows, rules } = glossary(locale);
  const strings = [...flatten(dictionary)].map(
    ([key, text]) => [key, text.normalize('NFC')] as const,
  );

  it('settles every domain term', () => {
    expect(CONCEPTS.filter((concept) => !rows.has(concept))).toEqual([]);
    for (const rule of rules) expect([...rows]).toContain(rule.concept);
  });

  it.each(rules.flatMap((rule) => rule.rejected.map((r) => [rule.concept, r] as const)))(
    '%s: the dictionary never says %o',
    (_concept, rejected) => {
      const word = new RegExp(
        `(?<![\\p{L}\\p{M}])(?:${rejected.word.normalize('NFC')})(?![\\p{L}\\p{M}])`,
        'iu',
      );
      const found = strings
        .filter(([key, text]) => !rejected.except?.includes(key) && word.test(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(found).toEqual([]);
    },
  );
});
