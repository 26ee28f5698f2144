import { numberWord } from '@kiwo/domain';
import type { Locale } from '@kiwo/i18n';

/**
 * Plain words → what the farmer means (ADR 0041): a day's event ("2 died in House A", "Kaji na 3
 * sun mutu a House A", "adìẹ 3 kú ní House A", "ọkụkọ 3 nwụrụ na House A"), a report keyword
 * ("today", "yau", "lónìí", "taa"), a language switch, or anything else (a question for the
 * advisor). Words are compared folded: lower case, tone marks and dots below dropped, Hausa's
 * hooked letters made plain, so "ƙ", "k" and "K" are one letter and a farmer may type either.
 * Counts may be words ("three died", "uku sun mutu"): @kiwo/domain's `numberWord`.
 */

export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ɓ/g, 'b')
    .replace(/ɗ/g, 'd')
    .replace(/ƙ/g, 'k')
    .replace(/ƴ/g, 'y')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const words = (folded: string) => folded.split(/[^\p{L}\p{N}'₦]+/u).filter(Boolean);

/** What a confirmed message adds to the day (the records module's `DayEntry` part). */
export interface ParsedEntry {
  mortality?: number;
  newBirths?: number;
  numberSold?: number;
  /** Naira received for the animals sold. */
  sales?: number;
  feedAmount?: number;
}

type Kind = 'deaths' | 'sold' | 'feed' | 'births';

/**
 * The words that name each event, per language. Short words that mean something else in another
 * language (Yorùbá "kú" died, "tà" sold, "bí" gave birth; Hausa "ta" is "of") count only for a
 * farmer whose language it is.
 */
const VOCABULARY: Record<Kind, { any: string[]; own: Partial<Record<Locale, string[]>> }> = {
  deaths: {
    any: [
      'died',
      'die',
      'dies',
      'dead',
      'death',
      'deaths',
      'mortality',
      'mutu',
      'mace',
      'matattu',
      'nwuru',
      'nwuola',
      'anwuola',
    ],
    own: { yo: ['ku'] },
  },
  sold: {
    any: ['sold', 'sell', 'sale', 'sales', 'sayar', 'siyar', 'saida', 'rere', 'erere', 'rerela'],
    own: { yo: ['ta'] },
  },
  feed: {
    any: ['fed', 'feed', 'feeds', 'feeding', 'abinci', 'ciyar', 'ciyarwa', 'ounje', 'nri'],
    own: {},
  },
  births: {
    any: [
      'born',
      'birth',
      'births',
      'hatched',
      'haihu',
      'haifi',
      'haihuwa',
      'kyankyashe',
      'muru',
      'amuru',
      'mutara',
    ],
    own: { yo: ['bi'] },
  },
};

/** Questions are for the advisor even when they name a number ("why did 3 die?"). */
const QUESTION_WORDS = new Set([
  'how',
  'what',
  'why',
  'when',
  'which',
  'should',
  'can',
  'could',
  'is',
  'are',
  'does',
  'do',
  'yaya',
  'me',
  'mene',
  'meye',
  'shin',

  'wane',
  'wace',
  'yaushe',
  'meyasa',
  'bawo',
  'kini',
  'kilode',
  'nje',
  'se',
  'nibo',

  'kedu',
  'gini',
  'olee',
  'ole',

  'mgbe',
]);

const NUMBER = /(?:₦|n|ngn)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k|kg|kilo|kilos)?\b/g;

interface Found {
  value: number;
  kg: boolean;
}

/** The numbers a message holds: digits ("3", "₦13,500", "25kg") and count words ("three", "uku"). */
function numbersIn(folded: string, locales: readonly Locale[]): Found[] {
  const out: Found[] = [];
  for (const token of words(folded)) {
    const value = numberWord(token, locales);
    if (value !== undefined) out.push({ value, kg: false });
  }
  for (const m of folded.matchAll(NUMBER)) {
    const whole = Number((m[1] ?? '').replaceAll(',', ''));
    const value = m[2] ? Number(`${whole}.${m[2]}`) : whole;
    const unit = m[3];
    out.push({
      value: unit === 'k' ? value * 1000 : value,
      kg: unit !== undefined && unit !== 'k',
    });
  }
  return out;
}

/** The section a message names: the longest section name found as whole words, if any. */
export function sectionNamed<S extends { name: string }>(
  text: string,
  sections: readonly S[],
): { section?: S; rest: string } {
  const folded = fold(text);
  let best: { section: S; name: string } | undefined;
  for (const section of sections) {
    const name = fold(section.name);
    if (!name) continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(folded)) {
      if (!best || name.length > best.name.length) best = { section, name };
    }
  }
  if (!best) return { rest: folded };
  return { section: best.section, rest: folded.replace(best.name, ' ') };
}

/**
 * The event a message reports, or undefined (a question, a greeting, two kinds at once). `text`
 * should have the section's name taken out already (a "Pen 2" is not two deaths).
 */
export function parseEntry(folded: string, locales: readonly Locale[]): ParsedEntry | undefined {
  if (folded.includes('?')) return undefined;
  const tokens = words(folded);
  if (tokens.length === 0 || QUESTION_WORDS.has(tokens[0] ?? '')) return undefined;
  const kinds = (Object.keys(VOCABULARY) as Kind[]).filter((kind) => {
    const v = VOCABULARY[kind];
    const list = [...v.any, ...locales.flatMap((l) => v.own[l] ?? [])];
    return tokens.some((t) => list.includes(t) || (kind === 'deaths' && t.startsWith('mace')));
  });
  if (kinds.length !== 1) return undefined;
  const numbers = numbersIn(folded, locales);
  const [first, second] = numbers;
  if (!first) return undefined;
  const whole = (n: number) => Number.isInteger(n) && n > 0 && n <= 1_000_000;
  switch (kinds[0]) {
    case 'deaths':
      return numbers.length === 1 && whole(first.value) ? { mortality: first.value } : undefined;
    case 'births':
      return numbers.length === 1 && whole(first.value) ? { newBirths: first.value } : undefined;
    case 'feed': {
      const kg = numbers.find((n) => n.kg) ?? (numbers.length === 1 ? first : undefined);
      return kg && kg.value > 0 && kg.value <= 100_000 ? { feedAmount: kg.value } : undefined;
    }
    case 'sold': {
      // "sold 3 broilers 13500": the count, then the naira; either order when one is a price.
      if (!second || numbers.length !== 2) return undefined;
      const [count, money] = first.value <= second.value ? [first, second] : [second, first];
      if (!whole(count.value) || money.value <= 0) return undefined;
      return { numberSold: count.value, sales: money.value };
    }
    default:
      return undefined;
  }
}

export type Keyword =
  | { kind: 'report'; period: 'today' | 'week' }
  | { kind: 'language'; locale?: Locale }
  | { kind: 'help' }
  | { kind: 'csv' };

const phrase = (list: string[]) => new Set(list);
const TODAY = phrase([
  'today',
  'report',
  'summary',
  'today report',
  "today's report",
  'yau',
  'rahoto',
  'rahoton yau',
  'takaitawa',
  'loni',
  'lonii',
  'oni',
  'iroyin',
  'iroyin oni',
  'taa',
  'akuko',
  'akuko taa',
]);
const WEEK = phrase([
  'this week',
  'week',
  'weekly',
  'week report',
  'wannan mako',
  'mako',
  'rahoton mako',
  'ose yii',
  'ose',
  'iroyin ose',
  'izu a',
  'izu',
  'akuko izu',
]);
/** The records export as a file: "report csv" and its words in each language. */
const CSV = phrase([
  'csv',
  'report csv',
  'records csv',
  'export',
  'export csv',
  'rahoto csv',
  'rahoton csv',
  'fitar da bayanai',
  'iroyin csv',
  'akosile csv',
  'akuko csv',
  'ndeko csv',
]);
const LANGUAGE = phrase(['language', 'lang', 'languages', 'harshe', 'yare', 'ede', 'asusu']);
const LANGUAGE_NAMES: Record<string, Locale> = {
  english: 'en',
  turanci: 'en',
  geesi: 'en',
  oyinbo: 'en',
  bekee: 'en',
  hausa: 'ha',
  yoruba: 'yo',
  yarbanci: 'yo',
  igbo: 'ig',
  inyamiri: 'ig',
};
const HELP = phrase([
  'hi',
  'hello',
  'hey',
  'help',
  'menu',
  'start',
  'sannu',
  'taimako',
  'barka',
  'pele',
  'e kaaro',
  'e n le',
  'bawo ni',
  'ndewo',
  'nnoo',
  'enyemaka',
]);

/** A whole message that is a keyword (punctuation around it ignored). */
export function keywordOf(text: string): Keyword | undefined {
  const folded = words(fold(text)).join(' ');
  if (TODAY.has(folded)) return { kind: 'report', period: 'today' };
  if (WEEK.has(folded)) return { kind: 'report', period: 'week' };
  if (CSV.has(folded)) return { kind: 'csv' };
  if (LANGUAGE.has(folded)) return { kind: 'language' };
  const named = LANGUAGE_NAMES[folded];
  if (named) return { kind: 'language', locale: named };
  if (HELP.has(folded)) return { kind: 'help' };
  return undefined;
}

/** Words only one of the four languages uses, to answer an unknown number in its language. */
const MARKERS: Record<Exclude<Locale, 'en'>, string[]> = {
  ha: ['sun', 'mutu', 'kaji', 'sannu', 'na', 'yau', 'abinci', 'sayar', 'da', 'ina', 'yaya', 'kiwo'],
  yo: ['ku', 'adie', 'ni', 'mo', 'loni', 'lonii', 'ounje', 'bawo', 'pele', 'e', 'ti', 'awon'],
  ig: ['nwuru', 'okuko', 'taa', 'nri', 'ndewo', 'kedu', 'm', 'ndi', 'ka', 'nnoo'],
};

export function guessLocale(text: string): Locale {
  const tokens = words(fold(text));
  let best: Locale = 'en';
  let score = 0;
  for (const [locale, markers] of Object.entries(MARKERS) as [Locale, string[]][]) {
    const hits = tokens.filter((t) => markers.includes(t)).length;
    if (hits > score) {
      best = locale;
      score = hits;
    }
  }
  return best;
}
