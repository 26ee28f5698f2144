import type { LivestockType } from './enums/livestock';

/** What a number box holds: nothing, a number, or why it is not one. */
export type TypedNumber =
  | { readonly ok: true; readonly value: number | null }
  | { readonly ok: false; readonly error: 'notANumber' | 'negative' | 'notWhole' };

// "12,000", "1,234.50": commas only between groups of three digits; or plain "12000.5".
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^(\d+(\.\d*)?|\.\d+)$/;
// "₦3,500", "N3500", "NGN 3,500": the naira sign or code in front, as Nigerians write prices.
const CURRENCY = /^(₦|ngn|n)\s*/i;

/**
 * One reading of a typed number for every numeric box (records, sign-up, settings): spaces
 * and the naira sign or code are dropped, commas must group thousands ("12,000" yes, "1,2" no),
 * a minus makes it `negative`, a fraction where a count is asked makes it `notWhole`. An empty
 * box is `{ ok: true, value: null }`: nothing was typed.
 */
export const parseTypedNumber = (text: string, options: { whole?: boolean } = {}): TypedNumber => {
  let s = text.replace(/[\s\u00a0\u202f]/g, '');
  if (s === '') return { ok: true, value: null };
  const negative = s.startsWith('-') || s.startsWith('−');
  if (negative) s = s.slice(1);
  s = s.replace(CURRENCY, '');
  if (!GROUPED.test(s) && !PLAIN.test(s)) return { ok: false, error: 'notANumber' };
  const value = Number(s.replace(/,/g, ''));
  if (!Number.isFinite(value)) return { ok: false, error: 'notANumber' };
  if (negative && value !== 0) return { ok: false, error: 'negative' };
  if (options.whole && !Number.isInteger(value)) return { ok: false, error: 'notWhole' };
  return { ok: true, value };
};

/** The figures of one day's record that can be implausible. */
export interface RecordFigures {
  readonly weight?: number | null;
  readonly feedAmount?: number | null;
  readonly waterConsumption?: number | null;
  readonly temperature?: number | null;
}

/** The heaviest animal of each kind we expect, in kg (a mature bull ~1,000 kg; a broiler ~5). */
const MAX_WEIGHT_KG: Record<LivestockType, number> = {
  cattle: 1200,
  poultry: 10,
  goats: 150,
  sheep: 200,
  pigs: 400,
  fish: 60,
  other: 1500,
};
/** The most feed (kg) and water (L) one animal of each kind takes in a day, generously. */
const MAX_FEED_PER_HEAD_KG: Record<LivestockType, number> = {
  cattle: 40,
  poultry: 0.5,
  goats: 5,
  sheep: 5,
  pigs: 8,
  fish: 1,
  other: 40,
};
const MAX_WATER_PER_HEAD_L: Record<LivestockType, number> = {
  cattle: 200,
  poultry: 1.5,
  goats: 20,
  sheep: 20,
  pigs: 40,
  fish: 1000,
  other: 200,
};

/**
 * The boxes of a record whose figures are far beyond what a section of this kind and size can
 * produce (a 5,000 kg broiler, 2 tonnes of feed for 10 birds), likely a slip of the thumb. The
 * form asks before saving; the farmer may still save. The average weight is per animal; feed
 * and water are the day's totals for the section's `count` animals (at least one).
 */
export const implausibleFigures = (
  figures: RecordFigures,
  livestockType: LivestockType,
  count: number,
): (keyof RecordFigures)[] => {
  const head = Math.max(1, Number.isFinite(count) ? count : 1);
  const found: (keyof RecordFigures)[] = [];
  const over = (value: number | null | undefined, max: number) =>
    typeof value === 'number' && value > max;
  if (over(figures.weight, MAX_WEIGHT_KG[livestockType])) found.push('weight');
  if (over(figures.feedAmount, MAX_FEED_PER_HEAD_KG[livestockType] * head)) {
    found.push('feedAmount');
  }
  if (over(figures.waterConsumption, MAX_WATER_PER_HEAD_L[livestockType] * head)) {
    found.push('waterConsumption');
  }
  const t = figures.temperature;
  if (typeof t === 'number' && (t < 0 || t > 50)) found.push('temperature');
  return found;
};
