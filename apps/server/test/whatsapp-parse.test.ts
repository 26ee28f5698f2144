import { describe, expect, it } from 'vitest';
import { guessLocale, keywordOf, parseEntry, sectionNamed } from '../src/modules/whatsapp/parse';

/* Plain words → a day's event, a keyword or nothing (a question), in the four languages. */

const sections = [
  { id: 'a', name: 'House A' },
  { id: 'ab', name: 'House AB' },
  { id: 'p2', name: 'Pen 2' },
];

/** The event a farmer whose language is `locale` means, with the section taken out first. */
const parse = (text: string, locale: 'en' | 'ha' | 'yo' | 'ig' = 'en') => {
  const { section, rest } = sectionNamed(text, sections);
  return { section: section?.id, entry: parseEntry(rest, [locale, guessLocale(text)]) };
};

describe('count words belong to their own language', () => {
  it('Yorùbá "kan" and Igbo "ise" count only for their speakers', () => {
    // Hausa "kan" is "on"; Yorùbá "iṣẹ́" is "work": neither is a count for the others.
    expect(parse('kaji sun mutu kan hanya', 'ha').entry).toBeUndefined();
    expect(parse('adìẹ kan kú', 'yo').entry).toEqual({ mortality: 1 });
    expect(parse('ise mutu', 'ha').entry).toBeUndefined();
  });
});

describe('records in plain words', () => {
  it.each([
    ['2 died in House A', 'en', 'a', { mortality: 2 }],
    ['Kaji na 3 sun mutu a House A', 'ha', 'a', { mortality: 3 }],
    ['KAJI 4 SUN MUTU', 'ha', undefined, { mortality: 4 }],
    ['mace-mace 5 a House AB', 'ha', 'ab', { mortality: 5 }],
    ['adìẹ 3 kú ní House A', 'yo', 'a', { mortality: 3 }],
    ['ọkụkọ 3 nwụrụ na House A', 'ig', 'a', { mortality: 3 }],
    ['2 dead in Pen 2', 'en', 'p2', { mortality: 2 }],
    ['sold 3 broilers 13500', 'en', undefined, { numberSold: 3, sales: 13500 }],
    ['sold 3 for ₦13,500.50', 'en', undefined, { numberSold: 3, sales: 13500.5 }],
    ['na sayar da kaji 3 naira 13500', 'ha', undefined, { numberSold: 3, sales: 13500 }],
    ['mo ta adìẹ 3 ní 13500', 'yo', undefined, { numberSold: 3, sales: 13500 }],
    ['erere m ọkụkọ 3 na 13.5k', 'ig', undefined, { numberSold: 3, sales: 13500 }],
    ['fed 25kg', 'en', undefined, { feedAmount: 25 }],
    ['abinci 25 kg a House A', 'ha', 'a', { feedAmount: 25 }],
    ['oúnjẹ 12.5kg', 'yo', undefined, { feedAmount: 12.5 }],
    ['nri 30kg', 'ig', undefined, { feedAmount: 30 }],
    ['6 chicks hatched in House A', 'en', 'a', { newBirths: 6 }],
    // Counts as words, in the four languages.
    ['three died', 'en', undefined, { mortality: 3 }],
    ['Three died in House A', 'en', 'a', { mortality: 3 }],
    ['uku sun mutu', 'ha', undefined, { mortality: 3 }],
    ['kaji ɗaya ya mutu a House A', 'ha', 'a', { mortality: 1 }],
    ['kaji BIYAR sun mutu', 'ha', undefined, { mortality: 5 }],
    ['adìẹ mẹ́ta kú ní House A', 'yo', 'a', { mortality: 3 }],
    ['adìẹ kan kú', 'yo', undefined, { mortality: 1 }],
    ['ọkụkọ atọ nwụrụ', 'ig', undefined, { mortality: 3 }],
    ['ọkụkọ ise nwụrụ', 'ig', undefined, { mortality: 5 }],
    ['sold two goats 40000', 'en', undefined, { numberSold: 2, sales: 40_000 }],
  ] as const)('%s', (text, locale, section, entry) => {
    expect(parse(text, locale)).toEqual({ section, entry });
  });

  it.each([
    ['Why did 3 of my birds die?'],
    ['What is Newcastle disease'],
    ['my birds are dying'],
    ['2 died and sold 3 for 9000'],
    ['sold 3'],
    ['died in House A'],
    ['Yaya zan yi da kaji 3 da suka mutu'],
    ['Kedu ihe m ga-eme ọkụkọ 2 nwụrụ'],
  ])('%s is not a record', (text) => {
    expect(parse(text).entry).toBeUndefined();
  });

  it('counts a short word of one language only for a farmer of that language', () => {
    // Yorùbá "kú" (died) folds to "ku", which is also Hausa for "you (plural)".
    expect(parseEntry('3 ku', ['ha'])).toBeUndefined();
    expect(parseEntry('3 ku', ['yo'])).toEqual({ mortality: 3 });
  });
});

describe('keywords', () => {
  it.each([
    ['today', { kind: 'report', period: 'today' }],
    ['Yau', { kind: 'report', period: 'today' }],
    ['Lónìí!', { kind: 'report', period: 'today' }],
    ['taa', { kind: 'report', period: 'today' }],
    ['report', { kind: 'report', period: 'today' }],
    ['This week', { kind: 'report', period: 'week' }],
    ['wannan mako', { kind: 'report', period: 'week' }],
    ['ọ̀sẹ̀ yìí', { kind: 'report', period: 'week' }],
    ['izu a', { kind: 'report', period: 'week' }],
    ['language', { kind: 'language' }],
    ['Harshe', { kind: 'language' }],
    ['èdè', { kind: 'language' }],
    ['asụsụ', { kind: 'language' }],
    ['Hausa', { kind: 'language', locale: 'ha' }],
    ['Yorùbá', { kind: 'language', locale: 'yo' }],
    ['igbo', { kind: 'language', locale: 'ig' }],
    ['English', { kind: 'language', locale: 'en' }],
    ['Sannu', { kind: 'help' }],
    ['hello', { kind: 'help' }],
  ] as const)('%s', (text, keyword) => {
    expect(keywordOf(text)).toEqual(keyword);
  });

  it('leaves sentences that merely contain a keyword to the advisor', () => {
    expect(keywordOf('what should I feed them today')).toBeUndefined();
    expect(keywordOf('Hausa cattle breeds')).toBeUndefined();
  });
});

describe('the language of an unknown number', () => {
  it.each([
    ['Sannu, ina da kaji', 'ha'],
    ['Ẹ n lẹ́ o, mo ní adìẹ', 'yo'],
    ['Ndewo, ọkụkọ m nwụrụ', 'ig'],
    ['Hello, I keep goats', 'en'],
  ] as const)('%s → %s', (text, locale) => {
    expect(guessLocale(text)).toBe(locale);
  });
});
