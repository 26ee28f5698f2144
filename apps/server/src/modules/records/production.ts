import type { Production } from '@kiwo/api-client/schemas';
import {
  addDays,
  animalsPlaced,
  layRate,
  layRateFall,
  recordsEggs,
  recordsMilk,
} from '@kiwo/domain';
import { desc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dailyRecords } from '../../db/schema';
import { farmToday } from '../../lib/farm-today';
import { createRecordsRepository } from './repository';

/** The production a screen shows: the last 30 days (ADR 0059). */
const WINDOW_DAYS = 30;

/** What production needs of a section: its animals placed and what it records. */
export interface ProductionSection {
  id: string;
  initialCount: number;
  countAdjustment: number;
  livestockType: string;
  subType: string | null;
  cattlePurpose: string | null;
}

const sum = (values: (number | null)[]) => {
  const given = values.filter((v): v is number => v !== null);
  return given.length === 0 ? null : given.reduce((a, b) => a + b, 0);
};

/**
 * Eggs, lay rate, milk and weights by day for `sections` together (a section, a batch or a
 * farm), and their deaths by cause and culls by reason. A day's lay rate is the domain's
 * `layRate` of the eggs of the sections that recorded eggs over their hens alive at the start
 * of that day, as the mortality rule counts them.
 */
export async function productionOf(
  db: Database,
  sections: readonly ProductionSection[],
): Promise<Production> {
  const to = farmToday();
  const from = addDays(to, -(WINDOW_DAYS - 1));
  const ids = sections.map((s) => s.id);
  const placed = new Map(
    sections.map((s) => [s.id, animalsPlaced(s.initialCount, s.countAdjustment)]),
  );
  const rows = await createRecordsRepository(db).productionDays(db, ids, from, to);
  const byDate = new Map<string, typeof rows>();
  for (const row of rows) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);
  const days = [...byDate].map(([date, list]) => {
    const laying = list.filter((r) => r.eggsCollected !== null);
    const eggs = sum(laying.map((r) => r.eggsCollected));
    const hens = laying.length
      ? laying.reduce((n, r) => n + Math.max(0, (placed.get(r.sectionId) ?? 0) - r.movedBefore), 0)
      : null;
    const weights = list.map((r) => r.weight).filter((w): w is number => w !== null && w > 0);
    return {
      date,
      eggsCollected: eggs,
      eggsCracked: sum(laying.map((r) => r.eggsCracked)),
      hens,
      layRate: eggs === null || hens === null ? null : layRate(eggs, hens),
      milkLitres: sum(list.map((r) => r.milkLitres)),
      weight: weights.length
        ? Math.round((weights.reduce((a, b) => a + b, 0) / weights.length) * 1000) / 1000
        : null,
    };
  });
  const rates = days.flatMap((d) =>
    d.layRate === null ? [] : [{ date: d.date, rate: d.layRate }],
  );
  const latest = rates.at(-1);
  const [deaths, culls] = ids.length
    ? await Promise.all([
        db
          .select({
            cause: dailyRecords.mortalityCause,
            deaths: sql<number>`sum(${dailyRecords.mortality})::int`,
          })
          .from(dailyRecords)
          .where(sql`${inArray(dailyRecords.sectionId, ids)} and ${dailyRecords.mortality} > 0`)
          .groupBy(dailyRecords.mortalityCause)
          .orderBy(desc(sql`2`)),
        db
          .select({
            reason: dailyRecords.cullingReason,
            culls: sql<number>`sum(${dailyRecords.culling})::int`,
          })
          .from(dailyRecords)
          .where(sql`${inArray(dailyRecords.sectionId, ids)} and ${dailyRecords.culling} > 0`)
          .groupBy(dailyRecords.cullingReason)
          .orderBy(desc(sql`2`)),
      ])
    : [[], []];
  return {
    from,
    to,
    recordsEggs: sections.some((s) => recordsEggs(s.livestockType, s.subType)),
    recordsMilk: sections.some((s) => recordsMilk(s.livestockType, s.subType, s.cattlePurpose)),
    days,
    deathsByCause: deaths.map((d) => ({ cause: d.cause, deaths: Number(d.deaths) })),
    cullsByReason: culls.map((c) => ({ reason: c.reason, culls: Number(c.culls) })),
    drop: (latest && layRateFall(rates, latest.date)) ?? null,
  };
}
