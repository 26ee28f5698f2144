import { finiteOrZero } from '../round';
import {
  addDays,
  calendarDay,
  type DateInput,
  isoWeekdayIndex,
  NIGERIA_UTC_OFFSET_MINUTES,
} from '../time';

/** Chart order, Monday first (spec §9 "Mon-Sun"). Keys, not labels: the UI translates them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** English short labels for tests and server-side rendering. */
export const WEEKDAY_SHORT_EN: Readonly<Record<Weekday, string>> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** The daily-data fields a chart plots (spec §3 "Daily data"); missing figures count as 0. */
export interface WeeklyChartRecord {
  readonly date: DateInput;
  readonly salesNaira?: number | null;
  readonly expenses?: number | null;
  readonly mortality?: number | null;
  readonly feedAmount?: number | null;
  readonly newBirths?: number | null;
  readonly weight?: number | null;
}

export interface WeeklyChartBucket {
  readonly day: Weekday;
  /** The calendar day (`YYYY-MM-DD`) this weekday falls on within the last 7 days. */
  readonly date: string;
  readonly salesNaira: number;
  readonly expenses: number;
  readonly mortality: number;
  readonly feedAmount: number;
  readonly newBirths: number;
  /** Mean of the positive weights recorded that day (a level, not a flow); 0 when none. */
  readonly averageWeight: number;
  /** How many records fell on that day. */
  readonly records: number;
}

/**
 * Spec §9 weekly chart: the last 7 calendar days (today and the 6 before, in Nigerian time by
 * default) shown in Mon-Sun order. Seven consecutive days hold each weekday exactly once, so
 * each bar is one real date; the ones after today's weekday belong to last week. Flows are
 * summed per day; records outside the window or with an unparseable date are ignored.
 */
export const weeklyChart = (
  records: readonly WeeklyChartRecord[],
  today: DateInput,
  utcOffsetMinutes: number = NIGERIA_UTC_OFFSET_MINUTES,
): WeeklyChartBucket[] => {
  const end = calendarDay(today, utcOffsetMinutes);
  if (!end) return [];
  const days = Array.from({ length: 7 }, (_, i) => addDays(end, i - 6));
  const byDay = new Map(days.map((day) => [day, [] as WeeklyChartRecord[]]));
  for (const record of records) {
    const day = calendarDay(record.date, utcOffsetMinutes);
    if (day) byDay.get(day)?.push(record);
  }
  const buckets = days.map((date): WeeklyChartBucket => {
    const dayRecords = byDay.get(date) ?? [];
    const total = (pick: (r: WeeklyChartRecord) => number | null | undefined) =>
      dayRecords.reduce((sum, r) => sum + finiteOrZero(pick(r)), 0);
    const weights = dayRecords.map((r) => finiteOrZero(r.weight)).filter((w) => w > 0);
    return {
      day: WEEKDAYS[isoWeekdayIndex(date)] ?? 'mon',
      date,
      salesNaira: total((r) => r.salesNaira),
      expenses: total((r) => r.expenses),
      mortality: total((r) => r.mortality),
      feedAmount: total((r) => r.feedAmount),
      newBirths: total((r) => r.newBirths),
      averageWeight:
        weights.length === 0 ? 0 : weights.reduce((sum, w) => sum + w, 0) / weights.length,
      records: dayRecords.length,
    };
  });
  return buckets.sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day));
};
