import { round1 } from '../round';

/**
 * Daily production (ADR 0059): eggs for layers, milk for dairy
 * cattle and goats, and why animals died or were culled. Pure rules shared by the web, the
 * server, USSD and the export.
 */

/** Eggs in a crate (Nigerian markets sell eggs by the crate of 30). */
const EGGS_PER_CRATE = 30;

/**
 * The most eggs a day's record may hold per hen alive: a hen lays at most one egg a day, so
 * anything past 1.2 (a late count of yesterday's eggs) is a typing slip.
 */
const MAX_EGGS_PER_HEN = 1.2;

/** A fall of more than this many points of lay rate within `LAY_DROP_DAYS` is an alert. */
const LAY_DROP_POINTS = 10;
export const LAY_DROP_DAYS = 3;

export const MORTALITY_CAUSES = [
  'disease',
  'heat',
  'predator',
  'smothering',
  'unknown',
  'other',
] as const;

export const CULLING_REASONS = ['sick', 'injured', 'low_production', 'old', 'other'] as const;

/** Whether a section records eggs: poultry layers. */
export const recordsEggs = (livestockType: string, subType: string | null | undefined) =>
  livestockType === 'poultry' && subType === 'layer';

/** Whether a section records milk: dairy cattle, and does (goats that are not bucks). */
export const recordsMilk = (
  livestockType: string,
  subType: string | null | undefined,
  cattlePurpose: string | null | undefined,
) =>
  (livestockType === 'cattle' && cattlePurpose === 'dairy') ||
  (livestockType === 'goats' && subType !== 'male');

/**
 * Lay rate: eggs collected ÷ hens alive that day, in percent to one decimal (900 eggs from 1,000
 * hens → 90). Null without hens or without an egg count.
 */
export function layRate(eggs: number | null | undefined, hens: number): number | null {
  if (eggs === null || eggs === undefined || !Number.isFinite(eggs) || eggs < 0) return null;
  if (!Number.isFinite(hens) || hens <= 0) return null;
  return round1((eggs * 100) / hens);
}

/** Whole crates and the eggs left over: 95 eggs → { crates: 3, eggs: 5 }. */
export const crates = (eggs: number) => ({
  crates: Math.floor(Math.max(0, eggs) / EGGS_PER_CRATE),
  eggs: Math.max(0, eggs) % EGGS_PER_CRATE,
});

/** The most eggs a day may hold for `hens` hens alive (at least 1 egg's room for tiny flocks). */
export const maxEggsFor = (hens: number) =>
  Math.max(1, Math.floor(Math.max(0, hens) * MAX_EGGS_PER_HEN));

/** One day's lay rate in a series (days without a rate are left out). */
export interface LayDay {
  readonly date: string;
  readonly rate: number;
}

/** The drop found on a day: the highest rate of the days before it and how far it fell. */
export interface LayDrop {
  readonly date: string;
  readonly from: number;
  readonly to: number;
  readonly points: number;
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/**
 * The fall on `date` against the best rate of the `LAY_DROP_DAYS` days before it, when more than
 * `LAY_DROP_POINTS` (the warning a screen shows while the rate stays low).
 */
export function layRateFall(days: readonly LayDay[], date: string): LayDrop | undefined {
  const today = days.find((d) => d.date === date);
  if (!today) return undefined;
  const n = dayNumber(date);
  const before = days.filter((d) => {
    const gap = n - dayNumber(d.date);
    return gap >= 1 && gap <= LAY_DROP_DAYS;
  });
  if (before.length === 0) return undefined;
  const from = Math.max(...before.map((d) => d.rate));
  const points = round1(from - today.rate);
  return points > LAY_DROP_POINTS ? { date, from, to: today.rate, points } : undefined;
}

/**
 * A lay-rate drop that starts on `date`: the rate that day is more than `LAY_DROP_POINTS` below
 * the best of the `LAY_DROP_DAYS` days before it, and the day before was not already such a fall
 * (one alert per drop, not one a day while the rate stays low).
 */
export function layRateDrop(days: readonly LayDay[], date: string): LayDrop | undefined {
  const drop = layRateFall(days, date);
  if (!drop) return undefined;
  const yesterday = new Date((dayNumber(date) - 1) * 86_400_000).toISOString().slice(0, 10);
  return layRateFall(days, yesterday) ? undefined : drop;
}
