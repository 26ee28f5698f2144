import { describe, expect, it } from 'vitest';
import en from '../locales/en';
import ha from '../locales/ha';
import ig from '../locales/ig';
import yo from '../locales/yo';
import { flatten } from './flatten';

const DICTIONARIES = { en, ha, yo, ig } as const;
const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/**
 * Yorùbá spellings a native reader stops at. Each is a whole word (tone marks and dots below
 * count as letters) with the form it should have been.
 */
const WRONG_YORUBA: ReadonlyArray<readonly [wrong: string, right: string, why: string]> = [
  ['yan', 'yàn', '"yan" is roast; "yàn" is choose'],
  ['Yan', 'Yàn', '"yan" is roast; "yàn" is choose'],
  ['Ìrú', 'Ọjọ́rú', 'Wednesday is Ọjọ́rú (CLDR)'],
  ['Bọ̀', 'Ọjọ́bọ', 'Thursday is Ọjọ́bọ (CLDR)'],
  ['nọ́mbà', 'nọ́ńbà', 'one spelling of "number": the syllabic ń carries its tone'],
  ['Nọ́mbà', 'Nọ́ńbà', 'one spelling of "number": the syllabic ń carries its tone'],
];

const word = (w: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}])${w.normalize('NFC')}(?![\\p{L}\\p{M}])`, 'u');

describe('Yorùbá orthography', () => {
  const strings = [...flatten(yo)].map(([key, text]) => [key, text.normalize('NFC')] as const);

  it.each(WRONG_YORUBA)('never writes %s (write %s: %s)', (wrong) => {
    const found = strings.filter(([, text]) => word(wrong).test(text)).map(([key]) => key);
    expect(found).toEqual([]);
  });
});

describe('weekday abbreviations', () => {
  it.each(Object.keys(DICTIONARIES) as (keyof typeof DICTIONARIES)[])(
    '%s matches CLDR (Intl.DateTimeFormat)',
    (locale) => {
      const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
      // 2024-01-01 was a Monday.
      const cldr = WEEK.map((_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
      // Node has full ICU: a runtime without this language's data would answer in English.
      if (locale !== 'en') expect(cldr).not.toEqual([...WEEK]);
      const week = DICTIONARIES[locale].week as Record<string, string>;
      expect(WEEK.map((day) => week[day]?.normalize('NFC'))).toEqual(
        cldr.map((d) => d.normalize('NFC')),
      );
    },
  );
});

describe('month names', () => {
  const MONTHS = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  it.each(Object.keys(DICTIONARIES) as (keyof typeof DICTIONARIES)[])(
    '%s matches CLDR (Intl.DateTimeFormat), for the calendar the browser cannot name',
    (locale) => {
      const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
      const cldr = MONTHS.map((_, i) => format.format(new Date(Date.UTC(2024, i, 15))));
      if (locale !== 'en') expect(cldr[10]).not.toBe('November');
      const month = DICTIONARIES[locale].month as Record<string, string>;
      expect(MONTHS.map((m) => month[m]?.normalize('NFC'))).toEqual(
        cldr.map((m) => m.normalize('NFC')),
      );
    },
  );
});

describe('weekday letters', () => {
  // The calendar's column heads are each weekday's first letter (packages/ui DatePicker), which
  // must be CLDR's narrow weekday: Yorùbá "Ì" for Ìsẹ́gun, not a bare "I".
  it.each(Object.keys(DICTIONARIES) as (keyof typeof DICTIONARIES)[])('%s', (locale) => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
    const cldr = WEEK.map((_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
    const week = DICTIONARIES[locale].week as Record<string, string>;
    const first = (name: string) =>
      [...new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(name.normalize('NFC'))][0]
        ?.segment;
    expect(WEEK.map((day) => first(week[day] ?? ''))).toEqual(cldr.map((d) => d.normalize('NFC')));
  });
});
