import { i18nObject } from 'typesafe-i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressed } from '../address';
import en from '../locales/en';
import ha from '../locales/ha';
import ig from '../locales/ig';
import yo from '../locales/yo';
import { loadLocale, translator } from '../translator';
import { flatten } from './flatten';

const strings = flatten(ha);
/** Text outside the gender switches: what every reader sees whatever their gender. */
const outsideSwitches = (text: string) => text.replace(/\{gender\|\{[^}]*\}\}/g, ' ');

/**
 * Second-person masculine forms: -nka/-rka possessives ("gonarka"), ka, kana, kake, naka,
 * maka, kai. Words that only look like one: yanka (slaughter), Barka (welcome), "kai" the verb
 * (carry, reach: "An kai su", "ya kai aƙalla") and "Bayanan kai" (personal details).
 */
const MASCULINE =
  /(?<![\p{L}’])(?!(?:yanka|barka)(?![\p{L}]))(?:[\p{L}’]+[nr]ka|ka|kana|kake|naka|maka)(?![\p{L}’])/iu;
const KAI_YOU = /(?<![\p{L}])kai(?![\p{L}])/iu;
const KAI_NOT_YOU = /An kai su|na kai\b|Bayanan kai|iya kai ƙara|ya kai aƙalla/g;

describe('Hausa speaks to the reader', () => {
  beforeAll(() => loadLocale('ha'));

  it('names the gender in every string that speaks to one person', () => {
    const masculine = [...strings]
      .map(([key, text]) => [key, outsideSwitches(text).replace(KAI_NOT_YOU, '')] as const)
      .filter(([, text]) => MASCULINE.test(text) || KAI_YOU.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(masculine).toEqual([]);
  });

  it('greets a woman, a man and someone unknown in their own words', () => {
    const t = translator('ha');
    expect(addressed(t, 'female').farm.dashboardTitle()).toBe('Gonarki a yau');
    expect(addressed(t, 'male').farm.dashboardTitle()).toBe('Gonarka a yau');
    expect(addressed(t, null).farm.dashboardTitle()).toBe('Gonarku a yau');
    expect(t.farm.dashboardTitle()).toBe('Gonarku a yau');
    expect(addressed(t, 'female').settings.deleteConfirmTitle()).toBe(
      'Kin tabbata kina son goge asusunki?',
    );
    expect(addressed(t, 'female').messages.sms.reset({ minutes: 30, link: 'L' })).toBe(
      'Kiwo: sake saita kalmar sirrinki cikin minti 30 a L',
    );
  });

  it('keeps the other parameters of an addressed call', () => {
    const t = addressed(translator('ha'), 'female');
    expect(t.farm.measuredSalesHint({ count: 3 })).toBe(
      'An auna: kuɗin sayarwarki ÷ dabbobi 3 da kika sayar.',
    );
  });

  it('renders every switch whole for each reader', () => {
    const t = i18nObject('ha', Object.fromEntries(strings), {}) as unknown as Record<
      string,
      (args: object) => string
    >;
    for (const [key, text] of strings) {
      if (!text.includes('{gender|')) continue;
      const forms = [undefined, 'male', 'female'].map((gender) => {
        const params = Object.fromEntries(
          [...text.matchAll(/\{(\w+)(?![|\w])/g)].map((m) => [m[1], 'X']),
        );
        return t[key]?.({ ...params, gender }) ?? '';
      });
      for (const form of forms) expect(form, key).not.toMatch(/[{}|]|male:|\*:/);
      expect(new Set(forms).size, key).toBe(3);
    }
  });

  it('leaves English, Yorùbá and Igbo without gender (they have none)', () => {
    for (const dict of [en, yo, ig])
      for (const [key, text] of flatten(dict)) expect(text, key).not.toContain('{gender|');
  });
});
