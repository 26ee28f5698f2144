import { finiteOrZero, round1 } from '../round';

/**
 * Spec §9: total mortality / total animals as a percentage to one decimal. 0 when there are no
 * animals (or a non-positive or missing count), never NaN or Infinity.
 */
export const mortalityRate = (totalMortality: number, totalAnimals: number): number => {
  const animals = finiteOrZero(totalAnimals);
  if (animals <= 0) return 0;
  return round1((Math.max(0, finiteOrZero(totalMortality)) / animals) * 100);
};

/**
 * Spec §9: feed conversion = (total feed / animals) / average weight, one decimal. 0 when there
 * are no animals or no recorded weight, since the ratio is then undefined.
 */
export const feedConversion = (
  totalFeed: number,
  animals: number,
  averageWeight: number,
): number => {
  const count = finiteOrZero(animals);
  const weight = finiteOrZero(averageWeight);
  if (count <= 0 || weight <= 0) return 0;
  return round1(Math.max(0, finiteOrZero(totalFeed)) / count / weight);
};

/**
 * Spec §9: average productivity = mean batch progress. Progress is 0-100 (spec §3), so each value
 * is clamped to that range; non-finite values are skipped. 0 with no batches. Not rounded: the
 * caller formats it.
 */
export const averageProductivity = (progresses: readonly number[]): number => {
  const valid = progresses.filter(Number.isFinite).map((p) => Math.min(100, Math.max(0, p)));
  if (valid.length === 0) return 0;
  return valid.reduce((total, p) => total + p, 0) / valid.length;
};
