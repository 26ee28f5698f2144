import { describe, expect, it } from 'vitest';
import { formatTrendLabel, trend } from './trend';

describe('trend (spec §9)', () => {
  it('is New when the prior value is 0', () => {
    expect(trend(50, 0)).toEqual({ kind: 'new' });
    expect(trend(0, 0)).toEqual({ kind: 'new' });
    expect(trend(5, 0, { invert: true })).toEqual({ kind: 'new' });
  });

  it('is flat when the change is under 1%', () => {
    expect(trend(100, 100)).toEqual({ kind: 'flat' });
    expect(trend(100.99, 100)).toEqual({ kind: 'flat' });
    expect(trend(99.01, 100)).toEqual({ kind: 'flat' });
  });

  it('is a change from exactly 1%', () => {
    expect(trend(101, 100)).toEqual({ kind: 'up', percent: 1, direction: 'up', isGood: true });
    expect(trend(99, 100)).toEqual({ kind: 'down', percent: -1, direction: 'down', isGood: false });
  });

  it('gives a signed percentage to one decimal', () => {
    expect(trend(112.5, 100)).toMatchObject({ kind: 'up', percent: 12.5 });
    expect(trend(97, 100)).toMatchObject({ kind: 'down', percent: -3 });
    expect(trend(2, 3)).toMatchObject({ kind: 'down', percent: -33.3 });
    expect(trend(300, 100)).toMatchObject({ kind: 'up', percent: 200 });
  });

  it('measures change against |prior| so a rise is up even from a negative prior', () => {
    expect(trend(-50, -100)).toMatchObject({ kind: 'up', percent: 50, direction: 'up' });
  });

  it('treats non-finite inputs as 0', () => {
    expect(trend(Number.NaN, 10)).toMatchObject({ kind: 'down', percent: -100 });
    expect(trend(10, Number.NaN)).toEqual({ kind: 'new' });
  });

  describe('invert (mortality)', () => {
    it('inverts the displayed sign of a rise and marks it bad, keeping the real direction', () => {
      expect(trend(12, 10, { invert: true })).toEqual({
        kind: 'down',
        percent: -20,
        direction: 'up',
        isGood: false,
      });
    });

    it('shows a fall in mortality as a positive, good change', () => {
      expect(trend(8, 10, { invert: true })).toEqual({
        kind: 'up',
        percent: 20,
        direction: 'down',
        isGood: true,
      });
    });

    it('leaves New and flat alone', () => {
      expect(trend(10.05, 10, { invert: true })).toEqual({ kind: 'flat' });
    });
  });
});

describe('formatTrendLabel', () => {
  it('renders the four label kinds', () => {
    expect(formatTrendLabel({ kind: 'new' })).toBe('New');
    expect(formatTrendLabel({ kind: 'flat' })).toBe('±0%');
    expect(formatTrendLabel(trend(112.5, 100))).toBe('+12.5%');
    expect(formatTrendLabel(trend(97, 100))).toBe('-3.0%');
  });

  it('always shows one decimal', () => {
    expect(formatTrendLabel(trend(300, 100))).toBe('+200.0%');
  });

  it('shows the inverted sign for mortality', () => {
    expect(formatTrendLabel(trend(12, 10, { invert: true }))).toBe('-20.0%');
    expect(formatTrendLabel(trend(8, 10, { invert: true }))).toBe('+20.0%');
  });
});
