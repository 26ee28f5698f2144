import { describe, expect, it } from 'vitest';
import { crates, layRate, layRateDrop, maxEggsFor, recordsEggs, recordsMilk } from './production';

describe('layRate', () => {
  it('is eggs over hens alive in percent, to one decimal', () => {
    expect(layRate(900, 1000)).toBe(90);
    expect(layRate(750, 1000)).toBe(75);
    expect(layRate(2, 3)).toBe(66.7);
  });
  it('is null without hens or without a count', () => {
    expect(layRate(10, 0)).toBeNull();
    expect(layRate(null, 100)).toBeNull();
    expect(layRate(-1, 100)).toBeNull();
  });
});

describe('crates and limits', () => {
  it('splits eggs into crates of 30', () => {
    expect(crates(900)).toEqual({ crates: 30, eggs: 0 });
    expect(crates(95)).toEqual({ crates: 3, eggs: 5 });
  });
  it('allows at most 1.2 eggs a hen', () => {
    expect(maxEggsFor(1000)).toBe(1200);
    expect(maxEggsFor(0)).toBe(1);
  });
});

describe('which sections record what', () => {
  it('eggs for layers only; milk for dairy cattle and does', () => {
    expect(recordsEggs('poultry', 'layer')).toBe(true);
    expect(recordsEggs('poultry', 'broiler')).toBe(false);
    expect(recordsMilk('cattle', 'adult', 'dairy')).toBe(true);
    expect(recordsMilk('cattle', 'adult', 'beef')).toBe(false);
    expect(recordsMilk('goats', 'female', null)).toBe(true);
    expect(recordsMilk('goats', 'male', null)).toBe(false);
    expect(recordsMilk('poultry', 'layer', null)).toBe(false);
  });
});

describe('layRateDrop', () => {
  const days = (rates: number[]) => rates.map((rate, i) => ({ date: `2026-05-0${i + 1}`, rate }));
  it('finds a fall of more than 10 points within 3 days', () => {
    expect(layRateDrop(days([90, 75]), '2026-05-02')).toEqual({
      date: '2026-05-02',
      from: 90,
      to: 75,
      points: 15,
    });
    expect(layRateDrop(days([90, 86, 83, 79.5]), '2026-05-04')).toMatchObject({ points: 10.5 });
  });
  it('ignores 10 points or less, and falls over more than 3 days', () => {
    expect(layRateDrop(days([90, 80]), '2026-05-02')).toBeUndefined();
    expect(layRateDrop(days([90, 88, 86, 84, 82]), '2026-05-05')).toBeUndefined();
  });
  it('alerts once per drop: not again while the rate stays low', () => {
    const low = days([90, 75, 76, 75, 74]);
    expect(layRateDrop(low, '2026-05-02')).toBeDefined();
    expect(layRateDrop(low, '2026-05-03')).toBeUndefined();
    expect(layRateDrop(low, '2026-05-04')).toBeUndefined();
    expect(layRateDrop(low, '2026-05-05')).toBeUndefined();
  });
  it('needs a rate on the day and on a day before', () => {
    expect(layRateDrop(days([90]), '2026-05-02')).toBeUndefined();
    expect(layRateDrop(days([75]), '2026-05-01')).toBeUndefined();
  });
});
