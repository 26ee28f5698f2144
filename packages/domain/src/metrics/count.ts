/** The movements a daily record makes to a section's live count (spec §3 daily record). */
export interface CountMovements {
  readonly mortality?: number | null;
  readonly culling?: number | null;
  readonly numberSold?: number | null;
  readonly newBirths?: number | null;
}

export type CountResult =
  | { readonly ok: true; readonly count: number }
  /** More animals leave than are alive: `count` is the impossible result, `shortBy` = −count. */
  | {
      readonly ok: false;
      readonly error: 'negativeCount';
      readonly count: number;
      readonly shortBy: number;
    }
  /** The live count or a movement is negative, fractional or not a finite number. */
  | { readonly ok: false; readonly error: 'invalidInput' };

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;

/**
 * Applies one daily record to a live count: count − mortality − culling − sold + births.
 * Missing movements are 0. Births recorded the same day offset losses: only the end-of-day count
 * must be ≥ 0. The count and every movement must be whole, non-negative numbers.
 */
export const applyDailyRecordToCount = (
  liveCount: number,
  movements: CountMovements,
): CountResult => {
  const mortality = movements.mortality ?? 0;
  const culling = movements.culling ?? 0;
  const numberSold = movements.numberSold ?? 0;
  const newBirths = movements.newBirths ?? 0;
  if (![liveCount, mortality, culling, numberSold, newBirths].every(isCount)) {
    return { ok: false, error: 'invalidInput' };
  }
  const count = liveCount - mortality - culling - numberSold + newBirths;
  if (count < 0) return { ok: false, error: 'negativeCount', count, shortBy: -count };
  return { ok: true, count };
};
