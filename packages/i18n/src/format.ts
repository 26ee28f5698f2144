/**
 * Money and dates follow spec §9: naira (NGN, 0–2 decimals) and the en-NG locale whatever the
 * interface language, so figures read the same on every screen and in every export.
 */
const NAIRA = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

const DATE = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatNaira = (amount: number): string => NAIRA.format(amount);
export const formatDate = (date: Date | string | number): string => DATE.format(new Date(date));
export const formatDateTime = (date: Date | string | number): string =>
  DATE_TIME.format(new Date(date));
