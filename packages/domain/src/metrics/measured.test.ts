import { describe, expect, it } from 'vitest';
import { measuredFeedConversion, salesPerAnimalSold } from './measured';

describe('salesPerAnimalSold', () => {
  it('is sales ÷ animals sold, to kobo', () => {
    expect(salesPerAnimalSold(500.5, 5)).toBe(100.1);
    expect(salesPerAnimalSold(10_000, 3)).toBe(3333.33);
  });

  it('is null when no animal was sold', () => {
    expect(salesPerAnimalSold(2000, 0)).toBeNull();
    expect(salesPerAnimalSold(2000, Number.NaN)).toBeNull();
    expect(salesPerAnimalSold(0, -2)).toBeNull();
  });

  it('never goes negative', () => {
    expect(salesPerAnimalSold(-100, 2)).toBe(0);
  });
});

describe('measuredFeedConversion', () => {
  it('is feed between weighings ÷ weight gained by the animals alive at the latest', () => {
    // 100 birds from 0.5 kg to 2.0 kg: 150 kg gained on 270 kg of feed → 1.8.
    expect(
      measuredFeedConversion([
        { firstWeightKg: 0.5, lastWeightKg: 2, feedKg: 270, aliveAtLastWeighing: 100 },
      ]),
    ).toEqual({ feedKg: 270, gainKg: 150, feedConversion: 1.8 });
  });

  it('sums the sections of a batch before dividing', () => {
    // 150 + 40 kg gained on 270 + 90 kg: 360 / 190 = 1.89 → 1.9.
    expect(
      measuredFeedConversion([
        { firstWeightKg: 0.5, lastWeightKg: 2, feedKg: 270, aliveAtLastWeighing: 100 },
        { firstWeightKg: 1, lastWeightKg: 3, feedKg: 90, aliveAtLastWeighing: 20 },
      ]),
    ).toEqual({ feedKg: 360, gainKg: 190, feedConversion: 1.9 });
  });

  it('leaves out a section with no gain, no animals or no feed', () => {
    const counted = { firstWeightKg: 1, lastWeightKg: 2, feedKg: 30, aliveAtLastWeighing: 10 };
    expect(
      measuredFeedConversion([
        counted,
        { firstWeightKg: 2, lastWeightKg: 2, feedKg: 50, aliveAtLastWeighing: 10 },
        { firstWeightKg: 2, lastWeightKg: 1.5, feedKg: 50, aliveAtLastWeighing: 10 },
        { firstWeightKg: 1, lastWeightKg: 2, feedKg: 50, aliveAtLastWeighing: 0 },
        { firstWeightKg: 1, lastWeightKg: 2, feedKg: 0, aliveAtLastWeighing: 10 },
      ]),
    ).toEqual({ feedKg: 30, gainKg: 10, feedConversion: 3 });
  });

  it('is null with no section weighed twice', () => {
    expect(measuredFeedConversion([])).toEqual({ feedKg: 0, gainKg: 0, feedConversion: null });
    expect(
      measuredFeedConversion([
        { firstWeightKg: Number.NaN, lastWeightKg: 2, feedKg: 5, aliveAtLastWeighing: 3 },
      ]).feedConversion,
    ).toBeNull();
  });
});
