import type { Dashboard } from '@kiwo/api-client';
import type { BrowserTranslator } from '@kiwo/i18n';

type Trend = Dashboard['trends']['sales'];

// The dashboard's figures. Times and days are in `days.ts`: the dashboard shows neither (ADR 0042).

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

const KG = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 });
export const formatKg = (value: number) => `${KG.format(value)} kg`;
export const formatCount = (value: number) => KG.format(value);
export const formatPercent = (value: number) => `${KG.format(value)}%`;
