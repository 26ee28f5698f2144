import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en';
import { loadLocale, translator } from '../translator';
import { flatten } from './flatten';

describe('English plurals', () => {
  beforeAll(() => loadLocale('en'));

  it('says "1 animal", "1 death", "1 hour ago" and "2 animals"', () => {
    const t = translator('en');
    expect(t.farm.animalsCount({ count: 1 })).toBe('1 animal');
    expect(t.farm.animalsCount({ count: 2 })).toBe('2 animals');
    expect(t.farm.hoursAgo({ n: 1 })).toBe('1 hour ago');
    expect(t.farm.activityLine({ section: 'A', batch: 'B', deaths: 1, sales: '₦0' })).toBe(
      'A (B): 1 death, sales ₦0',
    );
    expect(t.ussd.summary({ live: 1, deaths: 1, sold: 0, naira: '0' })).toBe(
      'Today: 1 animal alive, 1 death, 0 sold (N0).',
    );
    expect(t.ussd.pinLocked({ minutes: 1 })).toBe('Too many wrong PINs. Try again in 1 minute.');
  });

  it('never puts a counted noun in the plural whatever the count', () => {
    const fixed = [...flatten(en)].filter(([, text]) => /\{\w+:number\} [a-z]+s\b/.test(text));
    expect(fixed.map(([key]) => key)).toEqual([]);
  });
});
