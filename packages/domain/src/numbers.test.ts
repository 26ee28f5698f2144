import { describe, expect, it } from 'vitest';
import { implausibleFigures, parseTypedNumber } from './numbers';

describe('parseTypedNumber', () => {
  it('reads numbers as Nigerians type them', () => {
    expect(parseTypedNumber('12,000')).toEqual({ ok: true, value: 12000 });
    expect(parseTypedNumber('₦3,500')).toEqual({ ok: true, value: 3500 });
    expect(parseTypedNumber('N 3500')).toEqual({ ok: true, value: 3500 });
    expect(parseTypedNumber('NGN1,234.50')).toEqual({ ok: true, value: 1234.5 });
    expect(parseTypedNumber(' 1 200 ')).toEqual({ ok: true, value: 1200 });
    expect(parseTypedNumber('2.5')).toEqual({ ok: true, value: 2.5 });
    expect(parseTypedNumber('.5')).toEqual({ ok: true, value: 0.5 });
    expect(parseTypedNumber('0')).toEqual({ ok: true, value: 0 });
  });

  it('an empty box is nothing typed, not zero', () => {
    expect(parseTypedNumber('')).toEqual({ ok: true, value: null });
    expect(parseTypedNumber('   ')).toEqual({ ok: true, value: null });
  });

  it('says why a text is not a usable number', () => {
    expect(parseTypedNumber('-10')).toEqual({ ok: false, error: 'negative' });
    expect(parseTypedNumber('−3')).toEqual({ ok: false, error: 'negative' });
    expect(parseTypedNumber('two')).toEqual({ ok: false, error: 'notANumber' });
    expect(parseTypedNumber('1,2')).toEqual({ ok: false, error: 'notANumber' });
    expect(parseTypedNumber('12,00')).toEqual({ ok: false, error: 'notANumber' });
    expect(parseTypedNumber('1e5')).toEqual({ ok: false, error: 'notANumber' });
    expect(parseTypedNumber('2.5', { whole: true })).toEqual({ ok: false, error: 'notWhole' });
    expect(parseTypedNumber('12,000', { whole: true })).toEqual({ ok: true, value: 12000 });
  });
});

describe('implausibleFigures', () => {
  it('questions a 5,000 kg broiler and a tonne of feed for ten birds', () => {
    expect(implausibleFigures({ weight: 5000 }, 'poultry', 500)).toEqual(['weight']);
    expect(implausibleFigures({ feedAmount: 1000 }, 'poultry', 10)).toEqual(['feedAmount']);
    expect(implausibleFigures({ temperature: 80 }, 'goats', 5)).toEqual(['temperature']);
  });

  it('lets ordinary figures through', () => {
    expect(
      implausibleFigures(
        { weight: 2.1, feedAmount: 50, waterConsumption: 100, temperature: 31 },
        'poultry',
        500,
      ),
    ).toEqual([]);
    expect(implausibleFigures({ weight: 450 }, 'cattle', 20)).toEqual([]);
    expect(implausibleFigures({}, 'fish', 0)).toEqual([]);
  });
});
