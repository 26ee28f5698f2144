import { ApiError, ERROR_CODES, FIELD_CODES, type FieldProblem } from '@kiwo/api-client';
import { addressed, LOCALES, type Locale, loadLocale, translator } from '@kiwo/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorText, apiFieldErrors, problemText } from './errors';

const text = (locale: Locale) => addressed(translator(locale), 'female');

/** A 400 as the api-client builds it from the server's envelope. */
const badRequest = (
  fields: Record<string, string>,
  fieldCodes: Record<string, FieldProblem>,
  code?: (typeof ERROR_CODES)[number],
) =>
  new ApiError(fields.x ?? 'Bad', 'http', 400, 'Bad', 'Bad', fields, undefined, fieldCodes, code);

// Four whole dictionaries: slow on a busy machine, so the hook gets a minute.
beforeAll(async () => {
  for (const locale of LOCALES) await loadLocale(locale);
}, 60_000);

describe('a field problem in the reader’s language', () => {
  it('says a sale price is too large with the figure in naira, in all four languages', () => {
    const problem: FieldProblem = { code: 'too_big', max: 1_000_000, unit: 'naira' };
    expect(problemText(problem, text('ha'))).toBe('Ba zai wuce ₦1,000,000 ba');
    expect(problemText(problem, text('en'))).toBe('Enter ₦1,000,000 or less');
    expect(problemText(problem, text('yo'))).toBe('Kò gbọ́dọ̀ ju ₦1,000,000 lọ');
    expect(problemText(problem, text('ig'))).toBe('O kwesịghị ịkarị ₦1,000,000');
    expect(problemText({ code: 'too_small', min: 1500 }, text('ha'))).toBe(
      'Ya kamata ya zama 1,500 ko fiye',
    );
  });

  it.each(LOCALES)(
    'words every code in %s, apart from the generic line and with its figures',
    (locale) => {
      const t = text(locale);
      const english = text('en');
      for (const code of FIELD_CODES) {
        const problem: FieldProblem = { code, min: 3, max: 7, places: 2 };
        const words = problemText(problem, t);
        expect(words, code).toBeTruthy();
        expect(words, code).not.toBe(t.validation.fixErrors());
        if (locale !== 'en') expect(words, code).not.toBe(problemText(problem, english));
        if (['too_small', 'too_short', 'too_few'].includes(code))
          expect(words, code).toContain('3');
        if (['too_big', 'too_long', 'too_many'].includes(code)) expect(words, code).toContain('7');
        if (code === 'too_many_decimals') expect(words, code).toContain('2');
      }
    },
  );

  it('falls back to the generic line for a field without a known code', () => {
    const t = text('ha');
    const error = badRequest(
      { date: 'The date cannot be after today (2026-11-27)', weather: 'Weather must be text' },
      // A newer server's code the api-client dropped, and a field with none.
      { date: { code: 'future_date', max: '2026-11-27' } },
    );
    expect(apiFieldErrors(error, t, 'ha')).toEqual({
      date: 'Kwanan wata ba zai wuce yau ba',
      weather: t.validation.fixErrors(),
    });
    // English readers keep the server's own sentence, which names the field.
    expect(apiFieldErrors(error, text('en'), 'en').date).toBe(
      'The date cannot be after today (2026-11-27)',
    );
  });
});

describe('a failed call’s toast', () => {
  it('words the common non-field failures in every language, English from the server', () => {
    for (const code of ERROR_CODES) {
      const error = new ApiError(
        'Server words',
        'http',
        409,
        'Server words',
        'Server words',
        {},
        undefined,
        {},
        code,
      );
      expect(apiErrorText(error, text('en'), 'en', 'Fallback')).toBe('Server words');
      for (const locale of ['ha', 'yo', 'ig'] as const) {
        const words = apiErrorText(error, text(locale), locale, 'Fallback');
        expect(words, `${locale} ${code}`).not.toMatch(/Fallback|Server words/);
      }
    }
  });

  it('shows the first field’s problem when the failure has no code of its own', () => {
    const error = badRequest({ phone: 'taken' }, { phone: { code: 'phone_taken' } });
    expect(apiErrorText(error, text('yo'), 'yo', 'Fallback')).toBe(
      'Àkáǹtì ti wà pẹ̀lú nọ́ńbà fóònù yìí',
    );
    expect(apiErrorText(badRequest({ x: 'odd' }, {}), text('ig'), 'ig', 'Fallback')).toBe(
      'Fallback',
    );
  });
});
