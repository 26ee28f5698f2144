import { describe, expect, it } from 'vitest';
import { windowedTrend, windowTotals } from './windowed-trend';

const NOW = new Date('2025-06-30T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

describe('windowTotals', () => {
  it('sums the last 30 days and the prior 30 days separately', () => {
    const points = [
      { date: daysAgo(0), value: 1 },
      { date: daysAgo(29.99), value: 2 },
      { date: daysAgo(30), value: 4 }, // exactly 30 days old: prior window
      { date: daysAgo(59.99), value: 8 },
      { date: daysAgo(60), value: 16 }, // too old
      { date: daysAgo(-1), value: 32 }, // in the future
    ];
    expect(windowTotals(points, NOW)).toEqual({ current: 3, prior: 12 });
  });

  it('skips unparseable dates and non-finite values', () => {
    const points = [
      { date: 'not a date', value: 5 },
      { date: daysAgo(1), value: Number.NaN },
      { date: daysAgo(1).toISOString(), value: 7 },
    ];
    expect(windowTotals(points, NOW)).toEqual({ current: 7, prior: 0 });
  });

  it('accepts a custom aggregate', () => {
    const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const points = [
      { date: daysAgo(1), value: 10 },
      { date: daysAgo(2), value: 20 },
      { date: daysAgo(40), value: 12 },
    ];
    expect(windowTotals(points, NOW, mean)).toEqual({ current: 15, prior: 12 });
  });
});

describe('windowedTrend', () => {
  it('compares the last 30 days with the prior 30 days', () => {
    const points = [
      { date: daysAgo(5), value: 150 },
      { date: daysAgo(45), value: 100 },
    ];
    expect(windowedTrend(points, NOW)).toMatchObject({ kind: 'up', percent: 50 });
  });

  it('is New with nothing in the prior window', () => {
    expect(windowedTrend([{ date: daysAgo(1), value: 3 }], NOW)).toEqual({ kind: 'new' });
    expect(windowedTrend([], NOW)).toEqual({ kind: 'new' });
  });

  it('passes invert through for mortality', () => {
    const points = [
      { date: daysAgo(1), value: 6 },
      { date: daysAgo(31), value: 4 },
    ];
    expect(windowedTrend(points, NOW, { invert: true })).toEqual({
      kind: 'down',
      percent: -50,
      direction: 'up',
      isGood: false,
    });
  });
});
