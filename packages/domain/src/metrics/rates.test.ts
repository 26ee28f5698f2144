import { describe, expect, it } from 'vitest';
import { averageProductivity, feedConversion, mortalityRate } from './rates';

describe('mortalityRate', () => {
  it('is mortality / animals as a percentage to one decimal', () => {
    expect(mortalityRate(5, 200)).toBe(2.5);
    expect(mortalityRate(1, 3)).toBe(33.3);
    expect(mortalityRate(2, 3)).toBe(66.7);
    expect(mortalityRate(0, 50)).toBe(0);
  });

  it('is 0 with no animals', () => {
    expect(mortalityRate(5, 0)).toBe(0);
    expect(mortalityRate(5, -10)).toBe(0);
    expect(mortalityRate(5, Number.NaN)).toBe(0);
  });

  it('ignores negative or missing mortality', () => {
    expect(mortalityRate(-3, 100)).toBe(0);
    expect(mortalityRate(Number.NaN, 100)).toBe(0);
  });
});

describe('feedConversion', () => {
  it('is feed per animal / average weight to one decimal', () => {
    // 500 kg over 100 birds = 5 kg each; / 2 kg = 2.5
    expect(feedConversion(500, 100, 2)).toBe(2.5);
    expect(feedConversion(100, 3, 1)).toBe(33.3);
  });

  it('is 0 when animals or weight are zero', () => {
    expect(feedConversion(500, 0, 2)).toBe(0);
    expect(feedConversion(500, 100, 0)).toBe(0);
    expect(feedConversion(0, 100, 2)).toBe(0);
    expect(feedConversion(500, Number.NaN, 2)).toBe(0);
    expect(feedConversion(500, 100, -2)).toBe(0);
  });
});

describe('averageProductivity', () => {
  it('is the mean batch progress', () => {
    expect(averageProductivity([20, 40, 90])).toBe(50);
    expect(averageProductivity([33, 34])).toBe(33.5);
  });

  it('is 0 with no batches', () => {
    expect(averageProductivity([])).toBe(0);
  });

  it('clamps to 0-100 and skips non-finite values', () => {
    expect(averageProductivity([150, -10, Number.NaN])).toBe(50);
  });
});
