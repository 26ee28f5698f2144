import { describe, expect, it } from 'vitest';
import { isNigerianPhone, normalizeNigerianPhone } from './phone';

describe('normalizeNigerianPhone', () => {
  it.each([
    ['08031234567', '+2348031234567'],
    ['+2348031234567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['0803-123-4567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['+234-803-123-4567', '+2348031234567'],
    ['(0803) 123.4567', '+2348031234567'],
    ['+234 (0) 803 123 4567', '+2348031234567'],
    ['  08031234567  ', '+2348031234567'],
    ['0803\u00a0123\u00a04567', '+2348031234567'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeNigerianPhone(input)).toBe(expected);
  });

  it.each(['070', '080', '081', '090', '091'])('accepts mobile prefix %sx', (prefix) => {
    expect(normalizeNigerianPhone(`${prefix}12345678`)).toBe(`+234${prefix.slice(1)}12345678`);
  });

  it.each([
    ['landline prefix 01', '01234567890'],
    ['unlisted mobile prefix 071', '07112345678'],
    ['unlisted prefix 082', '08212345678'],
    ['too short', '0803123456'],
    ['too long', '080312345678'],
    ['bare national number', '8031234567'],
    ['00 international prefix', '002348031234567'],
    ['other country', '+447911123456'],
    ['letters', '0803ABC4567'],
    ['plus in the middle', '0803+1234567'],
    ['empty', ''],
  ])('rejects %s', (_, input) => {
    expect(normalizeNigerianPhone(input)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(normalizeNigerianPhone(8031234567)).toBeNull();
    expect(normalizeNigerianPhone(undefined)).toBeNull();
  });

  it('isNigerianPhone mirrors it', () => {
    expect(isNigerianPhone('08031234567')).toBe(true);
    expect(isNigerianPhone('12345')).toBe(false);
  });
});
