import { finiteOrZero, roundTo } from '../round';

/** Spec §9 revenue-per-animal constants, in naira. */
export const REVENUE_PER_ANIMAL = {
  /** No animals at all. */
  noAnimalsFallback: 1500,
  /** Naira per kg of average live weight. */
  nairaPerKg: 80,
  /** Lower bound of the weight-based estimate, before expenses. */
  weightEstimateFloor: 1000,
  /** Lower bound of the final figure, after expenses. */
  minimum: 800,
  /** Base used instead of the weight estimate when no weight is recorded, for herds over 100. */
  largeHerdBase: 1800,
  /** Base used instead of the weight estimate when no weight is recorded, for 100 or fewer. */
  smallHerdBase: 1200,
  /** "Over 100 animals" means strictly more than this. */
  largeHerdThreshold: 100,
} as const;

export interface RevenuePerAnimalInput {
  readonly totalAnimals: number;
  /** Average live weight in kg; 0 or missing means "no weight recorded". */
  readonly averageWeightKg?: number;
  /** Total expenses in naira for the same animals. */
  readonly totalExpensesNaira?: number;
}

/**
 * Spec §9, "Revenue per animal: 1500 naira fallback with no animals; otherwise estimated from
 * weight times 80, floor 1000, less expenses, minimum 800; default base 1800 when over 100
 * animals, else 1200." Read as one pipeline, in naira:
 *
 * 1. totalAnimals ≤ 0 → 1500, nothing else applies.
 * 2. base = averageWeightKg > 0 ? max(1000, averageWeightKg × 80)
 *                               : (totalAnimals > 100 ? 1800 : 1200).
 *    The "default base" is what stands in for the weight estimate when no weight is recorded;
 *    "floor 1000" is a lower bound on the weight estimate (not Math.floor).
 * 3. result = max(800, base − totalExpensesNaira / totalAnimals). "Less expenses" is expenses
 *    *per animal* — subtracting the farm's total from one animal's value would pin almost every
 *    farm to the minimum. Negative expenses are ignored.
 *
 * The result is rounded to kobo (2 decimals).
 */
export const revenuePerAnimal = (input: RevenuePerAnimalInput): number => {
  const c = REVENUE_PER_ANIMAL;
  const animals = finiteOrZero(input.totalAnimals);
  if (animals <= 0) return c.noAnimalsFallback;
  const weight = finiteOrZero(input.averageWeightKg);
  const base =
    weight > 0
      ? Math.max(c.weightEstimateFloor, weight * c.nairaPerKg)
      : animals > c.largeHerdThreshold
        ? c.largeHerdBase
        : c.smallHerdBase;
  const expensesPerAnimal = Math.max(0, finiteOrZero(input.totalExpensesNaira)) / animals;
  return roundTo(Math.max(c.minimum, base - expensesPerAnimal), 2);
};
