import { describe, expect, it } from 'vitest';
import { nameText, strictNumber, wholeNumber } from './fields';

describe('strictNumber (ADR 0025)', () => {
  const price = strictNumber('Price');
  it('takes JSON numbers and numeric text', () => {
    expect(price.parse(5500)).toBe(5500);
    expect(price.parse('5500.50')).toBe(5500.5);
    expect(price.parse(' 12 ')).toBe(12);
    expect(price.parse('-3')).toBe(-3);
  });
  it.each([
    [''],
    ['  '],
    [[]],
    [[1]],
    [true],
    [false],
    [null],
    [{}],
    ['12abc'],
    ['0x10'],
    ['Infinity'],
  ])('refuses %j instead of coercing it', (value) => {
    const result = price.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Price must be a number');
  });
  it('wholeNumber keeps its range and whole-number rules', () => {
    const page = wholeNumber('Page', 1, 10);
    expect(page.parse('3')).toBe(3);
    expect(page.safeParse('3.5').error?.issues[0]?.message).toBe('Page must be a whole number');
    expect(page.safeParse(0).error?.issues[0]?.message).toBe('Page must be at least 1');
    expect(page.safeParse(true).error?.issues[0]?.message).toBe('Page must be a number');
  });
});

describe('nameText (ADR 0025)', () => {
  const name = nameText('Pen name', 20);
  it('keeps ordinary names in any script, with tone marks and hooked letters', () => {
    expect(name.parse('  Ɗakin Kaji  ')).toBe('Ɗakin Kaji');
    expect(name.parse('Ọ̀gbẹ́ni')).toBe('Ọ̀gbẹ́ni');
  });
  it.each([
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200b',
    '\u200c',
    '\u200d',
    '\u2060',
    '\u200e',
    '\u200f',
    '\u061c',
    '\u2028',
    '\u2063',
    '\u00ad',
    '\u3164',
    '\n',
    '\t',
    '\u001b',
    '\u0085',
  ])('refuses U+%s inside a name', (char) => {
    const result = name.safeParse(`House${char}A`);
    expect(result.error?.issues[0]?.message).toBe(
      'Pen name cannot contain invisible or text-direction characters',
    );
  });
  it('refuses U+FEFF inside a name (trim only removes it at the ends)', () => {
    expect(name.safeParse('Sun\ufeffrise').success).toBe(false);
  });
});
