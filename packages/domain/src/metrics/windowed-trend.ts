import { type DateInput, MS_PER_DAY, toDate } from '../time';
import { type TrendOptions, type TrendResult, trend } from './trend';

/** Spec §9: trends compare the last 30 days with the prior 30 days. */
export const TREND_WINDOW_DAYS = 30;

export interface TrendPoint {
  readonly date: DateInput;
  readonly value: number;
}

export interface WindowTotals {
  /** Aggregate of points in (now − 30 d, now]. */
  readonly current: number;
  /** Aggregate of points in (now − 60 d, now − 30 d]. */
  readonly prior: number;
}

export interface WindowedTrendOptions extends TrendOptions {
  /**
   * How a window's values combine. Sum suits flows (sales, mortality, feed); pass a mean for
   * levels such as weight.
   * @default sum
   */
  readonly aggregate?: (values: readonly number[]) => number;
}

const sum = (values: readonly number[]): number => values.reduce((total, v) => total + v, 0);

/**
 * Splits points into the two 30-day windows ending at `now` (rolling, by exact instants: a point
 * exactly 30 days old falls in the prior window). Points after `now`, older than 60 days, with an
 * unparseable date or a non-finite value are ignored.
 */
export const windowTotals = (
  points: readonly TrendPoint[],
  now: DateInput,
  aggregate: (values: readonly number[]) => number = sum,
): WindowTotals => {
  const end = toDate(now)?.getTime() ?? Number.NaN;
  const windowMs = TREND_WINDOW_DAYS * MS_PER_DAY;
  const current: number[] = [];
  const prior: number[] = [];
  for (const point of points) {
    const at = toDate(point.date)?.getTime();
    if (at === undefined || !Number.isFinite(point.value)) continue;
    const age = end - at;
    if (age >= 0 && age < windowMs) current.push(point.value);
    else if (age >= windowMs && age < 2 * windowMs) prior.push(point.value);
  }
  return { current: aggregate(current), prior: aggregate(prior) };
};

/** Spec §9 trend of the last 30 days against the prior 30 days. */
export const windowedTrend = (
  points: readonly TrendPoint[],
  now: DateInput,
  options: WindowedTrendOptions = {},
): TrendResult => {
  const { current, prior } = windowTotals(points, now, options.aggregate);
  return trend(current, prior, options);
};
