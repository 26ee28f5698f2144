// Feed and medicine stock and a batch's profit and loss (ADR 0063).
// Pure: the server reads the rows, these say what they add up to.

/** Days of recorded feed the current rate is the average of. */
const FEED_RATE_DAYS = 7;

/** Feed a day's record used: kilograms on a farm day (several sections may share a day). */
export interface FeedUse {
  date: string;
  kg: number;
}

/**
 * Kilograms a day at the current rate: the average over the last `FEED_RATE_DAYS` days that
 * have feed recorded (a day without a record is not a day without feed: the farmer may simply
 * not have written it). Null when no day has feed.
 */
export function feedRate(uses: readonly FeedUse[]): number | null {
  const byDay = new Map<string, number>();
  for (const use of uses) {
    if (!(use.kg > 0)) continue;
    byDay.set(use.date, (byDay.get(use.date) ?? 0) + use.kg);
  }
  const days = [...byDay.keys()].sort().slice(-FEED_RATE_DAYS);
  if (days.length === 0) return null;
  return days.reduce((sum, day) => sum + (byDay.get(day) ?? 0), 0) / days.length;
}

/**
 * Whole days the feed on hand lasts at the current rate (rounded down: the last part-day is
 * not a day of feed). Null when no rate is known; 0 when nothing is left.
 */
export function daysOfFeedLeft(onHandKg: number, uses: readonly FeedUse[]): number | null {
  const rate = feedRate(uses);
  if (rate === null) return null;
  if (onHandKg <= 0) return 0;
  // A tiny epsilon so 250 / 50 is 5, not 4.999….
  return Math.floor(onHandKg / rate + 1e-9);
}

/**
 * The draw-down rule of every stock (feed by the daily records, medicine by the doses marked
 * given): what was bought, less what was used on or after the first purchase — earlier use came
 * from stock Kiwo never saw. `amount` is kilograms of feed or units of medicine.
 */
export function drawDown(
  bought: number,
  uses: readonly { date: string; amount: number }[],
  since: string,
): { used: number; onHand: number } {
  const used = uses.filter((u) => u.date >= since).reduce((sum, u) => sum + u.amount, 0);
  return { used, onHand: bought - used };
}

/**
 * A medicine is low when what is left cannot give one more dose of the size it was last given
 * (nothing used yet: low only when nothing is left).
 */
export function isMedicineLow(onHand: number, uses: readonly { date: string; amount: number }[]) {
  const last = [...uses].sort((a, b) => a.date.localeCompare(b.date)).at(-1);
  return onHand < (last?.amount ?? 0) || onHand <= 0;
}

/** Whether `days` left is at or below the low-stock line. */
export const isLowStock = (daysLeft: number | null, lowDays: number) =>
  daysLeft !== null && daysLeft <= lowDays;

/** What a feed type was bought at: kilograms and kobo over all its purchases. */
export interface FeedBought {
  kg: number;
  costKobo: number;
}

/**
 * Kobo the feed used cost at what it was bought for: each kilogram at its type's average price
 * per kilogram. Kilograms of a type never bought through stock have no price and are returned
 * as `unpricedKg` instead.
 */
export function feedUsedCost(
  used: ReadonlyMap<string, number>,
  bought: ReadonlyMap<string, FeedBought>,
): { costKobo: number; unpricedKg: number } {
  let cost = 0;
  let unpriced = 0;
  for (const [type, kg] of used) {
    const price = bought.get(type);
    if (price && price.kg > 0) cost += (kg * price.costKobo) / price.kg;
    else unpriced += kg;
  }
  return { costKobo: Math.round(cost), unpricedKg: unpriced };
}

interface BatchProfitInput {
  animalsKobo: number;
  feedKobo: number;
  medicineKobo: number;
  expensesKobo: number;
  salesKobo: number;
  /** Animals placed (initial counts with their corrections). */
  animalsPlaced: number;
  /** Live weight that left or is on the farm, kilograms; null when nothing was weighed. */
  liveWeightKg: number | null;
}

interface BatchProfit {
  costKobo: number;
  profitKobo: number;
  costPerAnimalKobo: number | null;
  profitPerAnimalKobo: number | null;
  costPerKgKobo: number | null;
}

/** Costs against sales, in whole kobo, per batch, per animal placed and per kg of live weight. */
export function batchProfit(input: BatchProfitInput): BatchProfit {
  const costKobo = input.animalsKobo + input.feedKobo + input.medicineKobo + input.expensesKobo;
  const profitKobo = input.salesKobo - costKobo;
  const per = (kobo: number, by: number | null) =>
    by !== null && by > 0 ? Math.round(kobo / by) : null;
  return {
    costKobo,
    profitKobo,
    costPerAnimalKobo: per(costKobo, input.animalsPlaced),
    profitPerAnimalKobo: per(profitKobo, input.animalsPlaced),
    costPerKgKobo: per(costKobo, input.liveWeightKg),
  };
}

/** A feed type as typed in a record or a purchase, compared without case or extra spaces. */
export const feedKey = (type: string | null | undefined) =>
  (type ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
