import { describe, expect, it } from 'vitest';
import {
  isLocale,
  LOCALE_DISPLAY_NAMES,
  LOCALES,
  localeToUserLanguage,
  resolveLocale,
  USER_LANGUAGES,
  userLanguageToLocale,
} from './language';

describe('languages and locales', () => {
  it('lists the four of each in the same order', () => {
    expect(USER_LANGUAGES).toEqual(['english', 'hausa', 'yoruba', 'igbo']);
    expect(LOCALES).toEqual(['en', 'ha', 'yo', 'ig']);
  });

  it('names each language in its own language', () => {
    expect(LOCALE_DISPLAY_NAMES).toEqual({
      en: 'English',
      ha: 'Hausa',
      yo: 'Yorùbá',
      ig: 'Igbo',
    });
  });

  it('maps user language → locale', () => {
    expect(userLanguageToLocale('english')).toBe('en');
    expect(userLanguageToLocale('hausa')).toBe('ha');
    expect(userLanguageToLocale('yoruba')).toBe('yo');
    expect(userLanguageToLocale('igbo')).toBe('ig');
  });

  it('maps locale → user language', () => {
    expect(localeToUserLanguage('en')).toBe('english');
    expect(localeToUserLanguage('ha')).toBe('hausa');
    expect(localeToUserLanguage('yo')).toBe('yoruba');
    expect(localeToUserLanguage('ig')).toBe('igbo');
  });

  it('round-trips every value', () => {
    for (const locale of LOCALES) {
      expect(userLanguageToLocale(localeToUserLanguage(locale))).toBe(locale);
    }
  });

  it.each([undefined, null, '', 'french', 'fr', 'EN', 'Hausa'])('falls back to en for %j', (v) => {
    expect(userLanguageToLocale(v)).toBe('en');
    expect(localeToUserLanguage(v)).toBe('english');
  });

  it('guards locales', () => {
    expect(isLocale('yo')).toBe(true);
    expect(isLocale('yoruba')).toBe(false);
  });

  describe('resolveLocale (spec §4)', () => {
    it('prefers the user language', () => {
      expect(resolveLocale('igbo', 'ha')).toBe('ig');
    });

    it('uses the stored choice when there is no user language', () => {
      expect(resolveLocale(undefined, 'ha')).toBe('ha');
      expect(resolveLocale('klingon', 'yo')).toBe('yo');
    });

    it('falls back to en', () => {
      expect(resolveLocale(undefined, undefined)).toBe('en');
      expect(resolveLocale(null, 'xx')).toBe('en');
    });
  });
});
