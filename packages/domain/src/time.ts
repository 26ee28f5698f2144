/** Anything a date arrives as: a Date, epoch milliseconds, or an ISO 8601 string from the API. */
export type DateInput = Date | number | string;

const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

/**
 * Nigeria keeps West Africa Time, UTC+1, with no daylight saving. Calendar-day rules (the weekly
 * chart, export dates) use this fixed offset so the result never depends on the host's time zone.
 */
export const NIGERIA_UTC_OFFSET_MINUTES = 60;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant of a date input, or null when it does not parse. */
export const toDate = (input: DateInput | null | undefined): Date | null => {
  if (input === null || input === undefined) return null;
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
};

const isValidDateOnly = (value: string): boolean => {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  if (y === undefined || m === undefined || d === undefined) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * The calendar day (`YYYY-MM-DD`) of a date input at a fixed UTC offset (Nigeria by default).
 * A date-only string such as `2025-03-04` already names a calendar day and is returned as-is
 * (JavaScript would otherwise read it as UTC midnight). Null when the input does not parse.
 */
export const calendarDay = (
  input: DateInput | null | undefined,
  utcOffsetMinutes: number = NIGERIA_UTC_OFFSET_MINUTES,
): string | null => {
  if (typeof input === 'string' && DATE_ONLY.test(input.trim())) {
    const day = input.trim();
    return isValidDateOnly(day) ? day : null;
  }
  const date = toDate(input);
  if (!date) return null;
  return new Date(date.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
};

/** `YYYY-MM-DD` plus `days` (may be negative). */
export const addDays = (day: string, days: number): string => {
  const base = Date.parse(`${day}T00:00:00Z`);
  return new Date(base + days * MS_PER_DAY).toISOString().slice(0, 10);
};

/** ISO weekday of a `YYYY-MM-DD` day: 0 = Monday … 6 = Sunday. */
export const isoWeekdayIndex = (day: string): number =>
  (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** Spec §9: the recent activity list shows 10 items by default. */
export const RECENT_ACTIVITY_DEFAULT_LIMIT = 10;

/** How long ago something happened, as data: the UI translates it (spec §9 labels). */
export type RecentActivityLabel =
  | { readonly kind: 'justNow' }
  | { readonly kind: 'hoursAgo'; readonly n: number }
  | { readonly kind: 'daysAgo'; readonly n: number };

/**
 * Spec §9 time labels. Whole hours elapsed, rounded down: under 1 hour → just now; under 24 →
 * N hours; otherwise N = whole days (floor of hours / 24). A date in the future (clock skew
 * between phone and server) reads as just now. Null when either date does not parse.
 */
export const recentActivityLabel = (
  date: DateInput,
  now: DateInput = Date.now(),
): RecentActivityLabel | null => {
  const then = toDate(date);
  const current = toDate(now);
  if (!then || !current) return null;
  const hours = Math.floor((current.getTime() - then.getTime()) / MS_PER_HOUR);
  if (hours < 1) return { kind: 'justNow' };
  if (hours < 24) return { kind: 'hoursAgo', n: hours };
  return { kind: 'daysAgo', n: Math.floor(hours / 24) };
};

/**
 * English rendering with the spec's exact wording: "Just now", "N hours ago", "N day(s) ago".
 * The wording is literal (so "1 hours ago"); localised, plural-aware text belongs to i18n.
 */
export const formatRelativeEn = (label: RecentActivityLabel): string => {
  switch (label.kind) {
    case 'justNow':
      return 'Just now';
    case 'hoursAgo':
      return `${label.n} hours ago`;
    case 'daysAgo':
      return `${label.n} day(s) ago`;
  }
};
