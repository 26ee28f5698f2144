import { finiteOrZero, round1 } from '../round';

/**
 * The animals a period started with and those it brought in: `startCount` alive at its start
 * (a section's initial count when it began inside the period), `births`, and `added` (bought or
 * moved in). Every animal that could have died in the period is in one of them.
 */
interface AnimalsPlaced {
  readonly startCount: number;
  readonly births?: number;
  readonly added?: number;
}

/**
 * Mortality rate = deaths ÷ animals placed in the period (start count + births + added), as a
 * percentage to one decimal. Dividing by the animals alive *now* would put a batch that lost
 * most of its birds above 100 % (132 deaths of 200 layers: 132 ÷ 68 = 194.1 %; of those placed,
 * 66.0 %). 0 with no animals placed, never NaN, Infinity or more than 100.
 */
export const mortalityRate = (deaths: number, placed: AnimalsPlaced): number => {
  const total =
    Math.max(0, finiteOrZero(placed.startCount)) +
    Math.max(0, finiteOrZero(placed.births ?? 0)) +
    Math.max(0, finiteOrZero(placed.added ?? 0));
  if (total <= 0) return 0;
  const dead = Math.min(total, Math.max(0, finiteOrZero(deaths)));
  return round1((dead / total) * 100);
};

/**
 * The animals alive at a period's start, worked back from those alive at its end and the
 * period's movements: end + deaths + culled + sold − births. With `mortalityRate` it gives the
 * period's rate from today's count when the period ends today.
 */
export const startCountFrom = (
  aliveAtEnd: number,
  period: {
    readonly mortality: number;
    readonly culling: number;
    readonly numberSold: number;
    readonly newBirths: number;
  },
): number =>
  Math.max(
    0,
    finiteOrZero(aliveAtEnd) +
      finiteOrZero(period.mortality) +
      finiteOrZero(period.culling) +
      finiteOrZero(period.numberSold) -
      finiteOrZero(period.newBirths),
  );

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
