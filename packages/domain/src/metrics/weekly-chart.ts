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
  /** The calendar day (`YYYY-MM-DD`) this weekday falls on in the current week. */
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
 * The current week's days, Monday to Sunday, that hold `today` (a Nigerian calendar day by
 * default). A chart titled "this week" shows exactly these: never last week's days.
 */
export const currentWeek = (
  today: DateInput,
  utcOffsetMinutes: number = NIGERIA_UTC_OFFSET_MINUTES,
): string[] => {
  const end = calendarDay(today, utcOffsetMinutes);
  if (!end) return [];
  const monday = addDays(end, -isoWeekdayIndex(end));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
};

/**
 * Spec §9 weekly chart: the current week, Monday to Sunday, in Nigerian time by default. Days
 * after today are empty (nothing can have happened yet), so the week's totals are the sum of the
 * bars: on a Thursday, Monday to Thursday. Flows are summed per day; records outside the week,
 * in its future or with an unparseable date are ignored.
 */
export const weeklyChart = (
  records: readonly WeeklyChartRecord[],
  today: DateInput,
  utcOffsetMinutes: number = NIGERIA_UTC_OFFSET_MINUTES,
): WeeklyChartBucket[] => {
  const end = calendarDay(today, utcOffsetMinutes);
  if (!end) return [];
  const days = currentWeek(end);
  const byDay = new Map(days.map((day) => [day, [] as WeeklyChartRecord[]]));
  for (const record of records) {
    const day = calendarDay(record.date, utcOffsetMinutes);
    if (day && day <= end) byDay.get(day)?.push(record);
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
  return buckets;
};
