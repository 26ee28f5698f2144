import { recentActivityLabel } from '@kiwo/domain';
import type { BrowserTranslator } from '@kiwo/i18n';

/** Spec §9 time labels in the reader's language. */
export const timeAgo = (iso: string, t: BrowserTranslator, now = new Date()): string => {
  const label = recentActivityLabel(iso, now);
  if (!label || label.kind === 'justNow') return t.farm.justNow();
  return label.kind === 'hoursAgo'
    ? t.farm.hoursAgo({ n: label.n })
    : t.farm.daysAgo({ n: label.n });
};

/** Today in Lagos as YYYY-MM-DD (the server refuses dates after it). */
export const todayInLagos = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(now);

export const shiftDay = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/**
 * The DatePicker's month and weekday names in the reader's language: Chromium has no Hausa,
 * Yorùbá or Igbo dates, so its calendar would say "November" (ADR 0046).
 */
export const calendarNames = (t: BrowserTranslator) => ({
  monthNames: MONTHS.map((month) => t.month[month]()),
  weekdayNames: WEEKDAYS.map((day) => t.week[day]()),
});
