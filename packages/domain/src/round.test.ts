import { describe, expect, it } from 'vitest';
import { finiteOrZero, round1, roundTo } from './round';

describe('roundTo / round1', () => {
  it('rounds half away from zero, symmetrically', () => {
    expect(round1(12.25)).toBe(12.3);
    expect(round1(-12.25)).toBe(-12.3);
    expect(round1(12.24)).toBe(12.2);
  });

  it('rounds values stored just under the half', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(round1(0.15)).toBe(0.2);
  });

  it('never returns -0 or NaN', () => {
    expect(Object.is(round1(-0.01), 0)).toBe(true);
    expect(round1(Number.NaN)).toBe(0);
    expect(round1(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('finiteOrZero', () => {
  it('keeps finite numbers and zeroes the rest', () => {
    expect(finiteOrZero(3.5)).toBe(3.5);
    expect(finiteOrZero(Number.NaN)).toBe(0);
    expect(finiteOrZero('3')).toBe(0);
    expect(finiteOrZero(undefined)).toBe(0);
  });
});
