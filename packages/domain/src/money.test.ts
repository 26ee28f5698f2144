import { describe, expect, it } from 'vitest';
import { koboToNaira, koboToNairaString, nairaToKobo } from './money';

describe('nairaToKobo', () => {
  it.each([
    [0, 0],
    [1500, 150_000],
    [19.99, 1999],
    [0.1, 10],
    [1.1, 110],
    [-0, 0],
  ])('number %d → %d kobo', (naira, kobo) => {
    expect(nairaToKobo(naira)).toEqual({ ok: true, kobo });
  });

  it.each([
    ['1500', 150_000],
    ['1500.5', 150_050],
    ['1500.05', 150_005],
    ['1,500,000.75', 150_000_075],
    [' 42 ', 4200],
    ['.75', 75],
    ['12.', 1200],
    ['0.29', 29],
  ])('text %j → %d kobo', (naira, kobo) => {
    expect(nairaToKobo(naira)).toEqual({ ok: true, kobo });
  });

  it.each([
    [Number.NaN, 'notANumber'],
    [Number.POSITIVE_INFINITY, 'notANumber'],
    ['', 'notANumber'],
    ['.', 'notANumber'],
    ['abc', 'notANumber'],
    ['1e3', 'notANumber'],
    ['12,34', 'notANumber'],
    ['1,5000', 'notANumber'],
    ['₦500', 'notANumber'],
    [-1, 'negative'],
    [-0.01, 'negative'],
    ['-5', 'negative'],
    ['- 5', 'negative'],
    [1.005, 'tooManyDecimals'],
    [0.1 + 0.2, 'tooManyDecimals'],
    ['1.005', 'tooManyDecimals'],
    ['0.001', 'tooManyDecimals'],
    [1e20, 'tooLarge'],
    ['900000000000000000', 'tooLarge'],
  ] as const)('rejects %j as %s', (naira, reason) => {
    expect(nairaToKobo(naira)).toEqual({ ok: false, reason });
  });
});

describe('koboToNaira', () => {
  it('divides by 100', () => {
    expect(koboToNaira(150_050)).toBe(1500.5);
    expect(koboToNaira(0)).toBe(0);
  });

  it('round-trips with nairaToKobo', () => {
    for (const kobo of [0, 1, 99, 1999, 150_005, 123_456_789]) {
      expect(nairaToKobo(koboToNaira(kobo))).toEqual({ ok: true, kobo });
    }
  });
});

describe('koboToNairaString', () => {
  it('writes whole naira without decimals and the rest with exactly two', () => {
    expect(koboToNairaString(150_000)).toBe('1500');
    expect(koboToNairaString(150_050)).toBe('1500.50');
    expect(koboToNairaString(5)).toBe('0.05');
    expect(koboToNairaString(0)).toBe('0');
    expect(koboToNairaString(-250)).toBe('-2.50');
  });
});
