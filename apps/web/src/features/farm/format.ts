import type { Dashboard } from '@kiwo/api-client';
import { recentActivityLabel } from '@kiwo/domain';
import type { BrowserTranslator } from '@kiwo/i18n';

type Trend = Dashboard['trends']['sales'];

/**
 * The StatCard trend of a server trend: arrow, words and colour all agree (never colour alone).
 * The percentage is the spec's label as given (mortality's sign inverted, spec §9); the arrow
 * shows which way the figure really moved. `risingIsBad` marks costs, which the server scores
 * like sales.
 */
export const statTrend = (trend: Trend, t: BrowserTranslator, risingIsBad = false) => {
  if (trend.kind === 'new') return { kind: 'new' as const, label: t.farm.trendNew(), isGood: true };
  if (trend.kind === 'flat')
    return { kind: 'flat' as const, label: `${trend.label} ${t.farm.trendFlat()}`, isGood: true };
  const isGood = risingIsBad ? trend.direction === 'down' : trend.isGood;
  return {
    kind: trend.direction,
    label: `${trend.label} (${isGood ? t.farm.trendGood() : t.farm.trendBad()})`,
    isGood,
  };
};

/** Spec §9 time labels in the reader's language. */
export const timeAgo = (iso: string, t: BrowserTranslator, now = new Date()): string => {
  const label = recentActivityLabel(iso, now);
  if (!label || label.kind === 'justNow') return t.farm.justNow();
  return label.kind === 'hoursAgo'
    ? t.farm.hoursAgo({ n: label.n })
    : t.farm.daysAgo({ n: label.n });
};

const KG = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 });
export const formatKg = (value: number) => `${KG.format(value)} kg`;
export const formatCount = (value: number) => KG.format(value);
export const formatPercent = (value: number) => `${KG.format(value)}%`;

/** Today in Lagos as YYYY-MM-DD (the server refuses dates after it). */
export const todayInLagos = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(now);

export const shiftDay = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
