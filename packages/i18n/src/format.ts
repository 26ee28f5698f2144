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
const DATE = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: FARM_ZONE,
});
const DAY_MONTH = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  timeZone: FARM_ZONE,
});
const DATE_TIME = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: FARM_ZONE,
});

/** A date-only `YYYY-MM-DD` is a Lagos farm day: read it at Lagos noon, never UTC midnight. */
const toDate = (date: Date | string | number): Date =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? new Date(`${date}T12:00:00+01:00`)
    : new Date(date);

export const formatNaira = (amount: number): string =>
  Number.isInteger(Math.round(amount * 100) / 100)
    ? NAIRA.format(amount)
    : NAIRA_KOBO.format(amount);
export const formatDate = (date: Date | string | number): string => DATE.format(toDate(date));
/** "23 Nov": chart axes and short lists. */
export const formatDayMonth = (date: Date | string | number): string =>
  DAY_MONTH.format(toDate(date));
export const formatDateTime = (date: Date | string | number): string =>
  DATE_TIME.format(toDate(date));

const LAGOS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: FARM_ZONE });

/**
 * "26 Nov 2026" in en-NG order with the month named in the reader's language, from a
 * dictionary's twelve space-separated abbreviations (`farm.months`: "Jan Fab Mar …" in
 * Hausa). The one formatter of dates in what Kiwo sends outside the app — SMS, email, USSD,
 * WhatsApp, the phone line (ADR 0046). A `YYYY-MM-DD` is a farm day as it stands; an instant
 * is the Lagos day it falls in. An unreadable date comes back as given.
 */
export const formatFarmDayIn = (months: string, date: Date | string | number): string => {
  const raw = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
  const instant = raw ? undefined : new Date(date);
  if (instant && Number.isNaN(instant.getTime())) return String(date);
  const day = raw ?? LAGOS_DAY.format(instant);
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const name = months.split(/\s+/)[month - 1] ?? String(month);
  return `${dayOfMonth} ${name} ${year}`;
};
