import type { Species } from '../knowledge';
import type { FarmContext, TrendFigure } from '../types';
import type { AdvisorWords } from '../words';
import { naira, num } from './numbers';

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

/** "up 12% on the 30 days before", "with none in the 30 days before", … */
function change(fig: AdvisorWords['figures'], t: TrendFigure): string {
  const d = direction(t);
  if (d.direction === 'new') return fig.changeNew();
  if (d.direction === 'same') return fig.changeSame();
  return fig.change({ direction: d.direction, percent: num(d.percent) });
}

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
export function farmLines(context: FarmContext, intent: Intent, w: AdvisorWords): string[] {
  const farm = context.farm;
  if (!farm) return [];
  const fig = w.figures;
  const lines: string[] = [];
  if (intent.overview && farm.totalAnimals > 0) {
    lines.push(fig.herd({ animals: num(farm.totalAnimals), batches: num(farm.activeBatches) }));
  }
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
      lines.push(fig.deathsNone());
    } else {
      const deaths = fig.deaths({ deaths: num(m.current) });
      const week = fig.deaths7({ deaths: num(farm.mortality7d) });
      lines.push(`${deaths}, ${change(fig, m)}; ${week}`);
      lines.push(fig.rate({ rate: num(farm.mortalityRate) }));
      if (deathsRising(farm)) lines.push(fig.deathsRising());
    }
  }
  if ((intent.feed || intent.overview) && farm.feedKg30d.current > 0) {
    lines.push(`${fig.feed({ kg: num(farm.feedKg30d.current) })}, ${change(fig, farm.feedKg30d)}.`);
  }
  if (
    (intent.money || intent.overview) &&
    (farm.salesNaira30d.current > 0 || farm.expensesNaira30d.current > 0)
  ) {
    lines.push(
      fig.money({
        sales: naira(farm.salesNaira30d.current),
        expenses: naira(farm.expensesNaira30d.current),
      }),
    );
  }
  // After the deaths, which open with "From your records".
  if (about && !intent.overview && keptAnimals > 0) {
    const batches = kept.reduce((sum, l) => sum + l.batches, 0);
    lines.push(
      fig.flock({ animals: num(keptAnimals), kind: w.kinds[about](), batches: num(batches) }),
    );
  }
  return lines;
}
