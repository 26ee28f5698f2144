import { describe, expect, it } from 'vitest';
import { REVENUE_PER_ANIMAL, revenuePerAnimal } from './revenue';

describe('revenuePerAnimal (spec §9)', () => {
  it('pins the spec constants', () => {
    expect(REVENUE_PER_ANIMAL).toEqual({
      noAnimalsFallback: 1500,
      nairaPerKg: 80,
      weightEstimateFloor: 1000,
      minimum: 800,
      largeHerdBase: 1800,
      smallHerdBase: 1200,
      largeHerdThreshold: 100,
    });
  });

  it('is the 1500 fallback with no animals, whatever else is given', () => {
    expect(revenuePerAnimal({ totalAnimals: 0 })).toBe(1500);
    expect(
      revenuePerAnimal({ totalAnimals: 0, averageWeightKg: 50, totalExpensesNaira: 1e6 }),
    ).toBe(1500);
    expect(revenuePerAnimal({ totalAnimals: -5 })).toBe(1500);
    expect(revenuePerAnimal({ totalAnimals: Number.NaN })).toBe(1500);
  });

  it('estimates weight × 80 when a weight is recorded', () => {
    expect(revenuePerAnimal({ totalAnimals: 10, averageWeightKg: 20 })).toBe(1600);
    expect(revenuePerAnimal({ totalAnimals: 500, averageWeightKg: 25 })).toBe(2000);
  });

  it('floors the weight estimate at 1000', () => {
    expect(revenuePerAnimal({ totalAnimals: 10, averageWeightKg: 2 })).toBe(1000); // 160 → 1000
    expect(revenuePerAnimal({ totalAnimals: 10, averageWeightKg: 12.5 })).toBe(1000); // exactly 1000
    expect(revenuePerAnimal({ totalAnimals: 10, averageWeightKg: 12.6 })).toBe(1008);
  });

  it('subtracts expenses per animal', () => {
    // 1600 − 2000 / 10
    expect(
      revenuePerAnimal({ totalAnimals: 10, averageWeightKg: 20, totalExpensesNaira: 2000 }),
    ).toBe(1400);
    // floored estimate 1000 − 100 / 1
    expect(revenuePerAnimal({ totalAnimals: 1, averageWeightKg: 1, totalExpensesNaira: 100 })).toBe(
      900,
    );
  });

  it('never goes below the 800 minimum', () => {
    expect(
      revenuePerAnimal({ totalAnimals: 10, averageWeightKg: 20, totalExpensesNaira: 1_000_000 }),
    ).toBe(800);
    expect(revenuePerAnimal({ totalAnimals: 1, averageWeightKg: 1, totalExpensesNaira: 200 })).toBe(
      800,
    );
    expect(revenuePerAnimal({ totalAnimals: 1, averageWeightKg: 1, totalExpensesNaira: 201 })).toBe(
      800,
    );
  });

  it('uses the 1800 default base over 100 animals when no weight is recorded', () => {
    expect(revenuePerAnimal({ totalAnimals: 101 })).toBe(1800);
    expect(revenuePerAnimal({ totalAnimals: 5000, averageWeightKg: 0 })).toBe(1800);
  });

  it('uses the 1200 default base at 100 animals or fewer', () => {
    expect(revenuePerAnimal({ totalAnimals: 100 })).toBe(1200);
    expect(revenuePerAnimal({ totalAnimals: 1 })).toBe(1200);
    expect(revenuePerAnimal({ totalAnimals: 50, averageWeightKg: Number.NaN })).toBe(1200);
  });

  it('subtracts expenses from the default base too, down to 800', () => {
    expect(revenuePerAnimal({ totalAnimals: 200, totalExpensesNaira: 40_000 })).toBe(1600);
    expect(revenuePerAnimal({ totalAnimals: 50, totalExpensesNaira: 10_000 })).toBe(1000);
    expect(revenuePerAnimal({ totalAnimals: 50, totalExpensesNaira: 1_000_000 })).toBe(800);
  });

  it('ignores negative expenses and rounds to kobo', () => {
    expect(
      revenuePerAnimal({ totalAnimals: 10, averageWeightKg: 20, totalExpensesNaira: -500 }),
    ).toBe(1600);
    expect(
      revenuePerAnimal({ totalAnimals: 3, averageWeightKg: 20, totalExpensesNaira: 100 }),
    ).toBe(1566.67);
  });
});
