import { finiteOrZero, round1, roundTo } from '../round';

/**
 * Measured figures from the farm's own records, shown beside the spec §9 estimates
 * (`revenuePerAnimal`, `feedConversion`), which are formulas a farmer could take for
 * measurements (ADR 0046). Each is `null` when the records cannot support it: the screen then
 * says which record to keep, never a made-up number.
 */

/**
 * Sales per animal sold = sales on the records that sold animals ÷ the animals those records
 * sold, in naira to kobo. Sales recorded with no animals sold (eggs, milk, manure) are left out
 * by the caller: they would inflate the price of an animal. `null` when no animal was sold.
 */
export const salesPerAnimalSold = (salesNaira: number, animalsSold: number): number | null => {
  const sold = finiteOrZero(animalsSold);
  if (sold <= 0) return null;
  return roundTo(Math.max(0, finiteOrZero(salesNaira)) / sold, 2);
};

/**
 * One section's weighings: its first and latest recorded average weight (kg per animal), the
 * feed recorded after the first weighing up to and including the latest (kg), and the animals
 * alive on the day of the latest weighing.
 */
export interface WeighedSection {
  readonly firstWeightKg: number;
  readonly lastWeightKg: number;
  readonly feedKg: number;
  readonly aliveAtLastWeighing: number;
}

/** The feed and live weight gained that a measured feed conversion divides. */
export interface FeedGain {
  /** kg of feed recorded between the weighings. */
  readonly feedKg: number;
  /** kg of live weight gained: (latest − first weight) × animals alive at the latest. */
  readonly gainKg: number;
  /** feedKg ÷ gainKg to one decimal; null when nothing was gained. */
  readonly feedConversion: number | null;
}

/**
 * Measured feed conversion of a batch (or a farm) = feed eaten between weighings ÷ live weight
 * gained over them, summed over its sections. A section counts only with two weighings on
 * different days, a gain and feed recorded between them; the others add nothing, so a batch
 * never weighed twice has `feedConversion: null` ("record weights").
 */
export const measuredFeedConversion = (sections: readonly WeighedSection[]): FeedGain => {
  let feedKg = 0;
  let gainKg = 0;
  for (const s of sections) {
    const first = finiteOrZero(s.firstWeightKg);
    const gainEach = finiteOrZero(s.lastWeightKg) - first;
    const alive = Math.max(0, finiteOrZero(s.aliveAtLastWeighing));
    const feed = Math.max(0, finiteOrZero(s.feedKg));
    if (first <= 0 || gainEach <= 0 || alive <= 0 || feed <= 0) continue;
    feedKg += feed;
    gainKg += gainEach * alive;
  }
  return {
    feedKg: roundTo(feedKg, 2),
    gainKg: roundTo(gainKg, 2),
    feedConversion: gainKg > 0 ? round1(feedKg / gainKg) : null,
  };
};
