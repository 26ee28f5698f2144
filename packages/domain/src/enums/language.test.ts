import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_LANGUAGE, isUserLanguage, USER_LANGUAGES } from './language';

describe('user languages (spec §3)', () => {
  it('lists the four stored values', () => {
    expect(USER_LANGUAGES).toEqual(['english', 'hausa', 'yoruba', 'igbo']);
    expect(DEFAULT_USER_LANGUAGE).toBe('english');
  });

  it('recognises only those values', () => {
    expect(isUserLanguage('yoruba')).toBe(true);
    expect(isUserLanguage('yo')).toBe(false);
    expect(isUserLanguage(undefined)).toBe(false);
  });
});
