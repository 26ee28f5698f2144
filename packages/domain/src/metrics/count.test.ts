import { describe, expect, it } from 'vitest';
import { applyDailyRecordToCount } from './count';

describe('applyDailyRecordToCount', () => {
  it('subtracts mortality, culling and sales and adds births', () => {
    expect(
      applyDailyRecordToCount(100, { mortality: 2, culling: 3, numberSold: 10, newBirths: 5 }),
    ).toEqual({ ok: true, count: 90 });
  });

  it('treats missing movements as 0', () => {
    expect(applyDailyRecordToCount(40, {})).toEqual({ ok: true, count: 40 });
    expect(applyDailyRecordToCount(40, { mortality: null, newBirths: 2 })).toEqual({
      ok: true,
      count: 42,
    });
  });

  it('allows reaching exactly 0', () => {
    expect(applyDailyRecordToCount(5, { numberSold: 5 })).toEqual({ ok: true, count: 0 });
  });

  it('lets same-day births offset losses', () => {
    expect(applyDailyRecordToCount(1, { mortality: 3, newBirths: 2 })).toEqual({
      ok: true,
      count: 0,
    });
  });

  it('refuses a negative result', () => {
    expect(applyDailyRecordToCount(5, { mortality: 3, numberSold: 4 })).toEqual({
      ok: false,
      error: 'negativeCount',
      count: -2,
      shortBy: 2,
    });
  });

  it('refuses a result even one below zero', () => {
    expect(applyDailyRecordToCount(2, { culling: 3 })).toEqual({
      ok: false,
      error: 'negativeCount',
      count: -1,
      shortBy: 1,
    });
  });

  it.each([
    ['negative live count', -1, {}],
    ['fractional live count', 2.5, {}],
    ['negative mortality', 10, { mortality: -1 }],
    ['fractional sales', 10, { numberSold: 1.5 }],
    ['NaN births', 10, { newBirths: Number.NaN }],
    ['infinite culling', 10, { culling: Number.POSITIVE_INFINITY }],
  ])('refuses %s', (_, count, movements) => {
    expect(applyDailyRecordToCount(count, movements)).toEqual({ ok: false, error: 'invalidInput' });
  });
});
