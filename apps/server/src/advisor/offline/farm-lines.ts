import type { Species } from '../knowledge';
import type { FarmContext, TrendFigure } from '../types';
import { naira, type Phrases } from './phrases';

/** What a question is about, as far as the farm's own figures go. */
export interface Intent {
  deaths: boolean;
  feed: boolean;
  money: boolean;
  /** "How is my farm doing?": every figure. */
  overview: boolean;
  /**
   * The one species the best answer is about (Newcastle disease: poultry): the farm's own animals
   * of that species are named, with the farm's deaths, which bear on nearly every such answer.
   */
  about?: Exclude<Species, 'general'> | undefined;
}

const direction = (t: TrendFigure) => {
  if (t.prior === 0) return { direction: 'new' as const, percent: 0 };
  const change = ((t.current - t.prior) / Math.abs(t.prior)) * 100;
  if (Math.abs(change) < 1) return { direction: 'same' as const, percent: 0 };
  return { direction: change > 0 ? ('up' as const) : ('down' as const), percent: Math.abs(change) };
};

/** Deaths of the last 7 days well above the farm's own pace over the 23 days before. */
const deathsRising = (farm: NonNullable<FarmContext['farm']>) => {
  const earlier = Math.max(0, farm.mortality30d.current - farm.mortality7d);
  const usualWeek = (earlier / 23) * 7;
  return farm.mortality7d >= 5 && farm.mortality7d > 2 * usualWeek;
};

/**
 * The farmer's own numbers for the answer, in their language: deaths (count, share, trend, last
 * 7 days), feed and money, each only when the question is about it (or asks for an overview).
 */
export function farmLines(context: FarmContext, intent: Intent, p: Phrases): string[] {
  const farm = context.farm;
  if (!farm) return [];
  const lines: string[] = [];
  if (intent.overview && farm.totalAnimals > 0)
    lines.push(p.herd(farm.totalAnimals, farm.activeBatches));
  const about = intent.about;
  const kept = about ? farm.livestock.filter((l) => l.type === about) : [];
  const keptAnimals = kept.reduce((sum, l) => sum + l.animals, 0);
  const keeps = about !== undefined && keptAnimals > 0;
  if (
    (intent.deaths || intent.overview || keeps) &&
    (farm.totalAnimals > 0 || farm.mortality30d.current > 0)
  ) {
    const m = farm.mortality30d;
    if (m.current === 0) {
      lines.push(p.deathsNone);
    } else {
      const d = direction(m);
      lines.push(
        `${p.deaths(m.current)}, ${p.change(d.direction, d.percent)}; ${p.deaths7(farm.mortality7d)}`,
      );
      lines.push(p.rateLine(farm.mortalityRate));
      if (deathsRising(farm)) lines.push(p.deathsRising);
    }
  }
  if ((intent.feed || intent.overview) && farm.feedKg30d.current > 0) {
    const d = direction(farm.feedKg30d);
    lines.push(`${p.feed(farm.feedKg30d.current)}, ${p.change(d.direction, d.percent)}.`);
  }
  if (
    (intent.money || intent.overview) &&
    (farm.salesNaira30d.current > 0 || farm.expensesNaira30d.current > 0)
  ) {
    lines.push(p.money(naira(farm.salesNaira30d.current), naira(farm.expensesNaira30d.current)));
  }
  // After the deaths, which open with "From your records".
  if (about && !intent.overview && keptAnimals > 0) {
    const batches = kept.reduce((sum, l) => sum + l.batches, 0);
    lines.push(p.flock(keptAnimals, batches, about));
  }
  return lines;
}
