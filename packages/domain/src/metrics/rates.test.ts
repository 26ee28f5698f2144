import { describe, expect, it } from 'vitest';
import { averageProductivity, feedConversion, mortalityRate, startCountFrom } from './rates';

describe('mortalityRate', () => {
  it('is deaths ÷ animals placed (start + births + added) to one decimal', () => {
    expect(mortalityRate(132, { startCount: 200 })).toBe(66);
    expect(mortalityRate(5, { startCount: 150, births: 40, added: 10 })).toBe(2.5);
    expect(mortalityRate(1, { startCount: 3 })).toBe(33.3);
    expect(mortalityRate(0, { startCount: 50 })).toBe(0);
  });

  it('never divides by the animals alive now: a batch that lost most stays under 100 %', () => {
    // 200 layers placed, 132 died, 68 alive: 132 ÷ 68 would be 194.1 %.
    const start = startCountFrom(68, { mortality: 132, culling: 0, numberSold: 0, newBirths: 0 });
    expect(start).toBe(200);
    expect(mortalityRate(132, { startCount: start })).toBe(66);
  });

  it('works the start count back from the end count and the movements', () => {
    // 100 at the start, 10 born, 4 died, 6 culled, 20 sold: 80 at the end.
    expect(startCountFrom(80, { mortality: 4, culling: 6, numberSold: 20, newBirths: 10 })).toBe(
      100,
    );
    expect(startCountFrom(0, { mortality: 0, culling: 0, numberSold: 0, newBirths: 5 })).toBe(0);
  });

  it('is 0 with no animals placed and never above 100', () => {
    expect(mortalityRate(5, { startCount: 0 })).toBe(0);
    expect(mortalityRate(5, { startCount: -10 })).toBe(0);
    expect(mortalityRate(5, { startCount: Number.NaN })).toBe(0);
    expect(mortalityRate(50, { startCount: 20 })).toBe(100);
  });

  it('ignores negative or missing deaths', () => {
    expect(mortalityRate(-3, { startCount: 100 })).toBe(0);
    expect(mortalityRate(Number.NaN, { startCount: 100 })).toBe(0);
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
