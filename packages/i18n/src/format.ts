/**
 * Money and dates follow spec §9: naira (NGN) and the en-NG locale whatever the interface
 * language, so figures read the same on every screen and in every export. Whole naira show no
 * kobo; any kobo show as two digits ("₦1,500.50", never "₦1,500.5"). Dates are farm days in
 * Africa/Lagos wherever the phone is: "2026-11-26" is 26 Nov even on a phone set to New York.
 */
const NAIRA = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const NAIRA_KOBO = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const FARM_ZONE = 'Africa/Lagos';
/** A date-only `YYYY-MM-DD` is a Lagos farm day: read it at Lagos noon, never UTC midnight. */
const toDate = (date: Date | string | number): Date =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? new Date(`${date}T12:00:00+01:00`)
    : new Date(date);

export const formatNaira = (amount: number): string =>
  Number.isInteger(Math.round(amount * 100) / 100)
    ? NAIRA.format(amount)
    : NAIRA_KOBO.format(amount);
const LAGOS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: FARM_ZONE });

/** English month abbreviations, for a date shown before any dictionary has loaded. */
export const ENGLISH_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec';
const LAGOS_TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: FARM_ZONE,
});

/** The Lagos day of a date as [year, month, day, instant], or undefined when unreadable. */
const lagosDay = (date: Date | string | number) => {
  const raw = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
  const instant = raw ? toDate(raw) : new Date(date);
  if (Number.isNaN(instant.getTime())) return undefined;
  const day = raw ?? LAGOS_DAY.format(instant);
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return { year, month, dayOfMonth, instant };
};

const monthName = (months: string, month: number) =>
  months.split(/\s+/)[month - 1] ?? String(month);

/**
 * "26 Nov 2026" in en-NG order with the month named in the reader's language, from a
 * dictionary's twelve space-separated abbreviations (`farm.months`: "Jan Fab Mar …" in
 * Hausa). The one formatter of dates, on every screen (through apps/web's `dates.ts`, whose
 * month names match the DatePicker's language) and in what Kiwo sends outside the app — SMS,
 * email, USSD, WhatsApp, the phone line (ADR 0046). A `YYYY-MM-DD` is a farm day as it stands;
 * an instant is the Lagos day it falls in. An unreadable date comes back as given.
 */
export const formatFarmDayIn = (months: string, date: Date | string | number): string => {
  const day = lagosDay(date);
  if (!day) return String(date);
  return `${day.dayOfMonth} ${monthName(months, day.month)} ${day.year}`;
};

/** "23 Nov" ("23 Nuw" in Hausa): chart axes and short lists; see {@link formatFarmDayIn}. */
export const formatDayMonthIn = (months: string, date: Date | string | number): string => {
  const day = lagosDay(date);
  if (!day) return String(date);
  return `${day.dayOfMonth} ${monthName(months, day.month)}`;
};

/** "26 Nov 2026, 14:05": an instant with its Lagos time (24-hour); see {@link formatFarmDayIn}. */
export const formatDateTimeIn = (months: string, date: Date | string | number): string => {
  const day = lagosDay(date);
  if (!day) return String(date);
  return `${formatFarmDayIn(months, date)}, ${LAGOS_TIME.format(day.instant)}`;
};
