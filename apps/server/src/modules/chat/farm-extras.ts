import { addDays, recordsEggs, recordsMilk, round1 } from '@kiwo/domain';
import { and, eq } from 'drizzle-orm';
import type { FarmExtras, FarmExtrasReader } from '../../advisor';
import type { Database } from '../../db/client';
import { batches, sections } from '../../db/schema';
import { dueHealthOf } from '../health';
import { type ProductionSection, productionOf } from '../records';
import { feedStockOf } from '../stock';

/** The lay-rate trend compares the latest day with the mean of up to this many days before it. */
const TREND_DAYS = 7;

type Days = Awaited<ReturnType<typeof productionOf>>['days'];

const total = (days: Days, pick: (d: Days[number]) => number | null) =>
  days.reduce((sum, d) => sum + (pick(d) ?? 0), 0);

/**
 * Production, feed stock and the health calendar for the advisor (ADR 0059, 0063, 0056), read by
 * the functions the screens use — records' `productionOf`, stock's `feedStockOf`, health's
 * `dueHealthOf` — so the assistant says what the farmer's screens say.
 */
export const farmExtrasReader =
  (db: Database): FarmExtrasReader =>
  async (farmerId, today): Promise<FarmExtras> => {
    const active = await db
      .select({
        batchId: batches.id,
        batchName: batches.name,
        id: sections.id,
        initialCount: sections.initialCount,
        countAdjustment: sections.countAdjustment,
        livestockType: sections.livestockType,
        subType: sections.subType,
        cattlePurpose: sections.cattlePurpose,
      })
      .from(sections)
      .innerJoin(batches, eq(batches.id, sections.batchId))
      .where(and(eq(sections.farmerId, farmerId), eq(batches.status, 'Active')))
      .orderBy(batches.createdAt, batches.id);
    const byBatch = new Map<string, { name: string; sections: ProductionSection[] }>();
    for (const s of active) {
      const entry = byBatch.get(s.batchId) ?? { name: s.batchName, sections: [] };
      entry.sections.push(s);
      byBatch.set(s.batchId, entry);
    }
    const producing = [...byBatch.values()].filter((b) =>
      b.sections.some(
        (s) =>
          recordsEggs(s.livestockType, s.subType) ||
          recordsMilk(s.livestockType, s.subType, s.cattlePurpose),
      ),
    );
    const [productions, feed, health] = await Promise.all([
      Promise.all(producing.map((b) => productionOf(db, b.sections))),
      feedStockOf(db, farmerId),
      dueHealthOf(db, farmerId, today),
    ]);
    const extras: FarmExtras = {
      laying: [],
      milk: [],
      feedStock: feed.map((f) => ({
        item: f.item,
        onHandKg: f.onHandKg ?? 0,
        dailyKg: f.dailyKg,
        daysLeft: f.daysLeft,
        low: f.low,
      })),
      health: health.map((h) => ({
        batch: h.batchName,
        section: h.sectionName,
        item: h.itemId,
        kind: h.kind,
        status: h.status,
        dueFrom: h.dueFrom,
        dueTo: h.dueTo,
      })),
    };
    producing.forEach((batch, i) => {
      const production = productions[i];
      if (!production) return;
      const laid = production.days.filter((d) => d.layRate !== null);
      const latest = laid.at(-1);
      if (latest && latest.layRate !== null) {
        const before = laid.slice(0, -1).slice(-TREND_DAYS);
        const week = laid.filter((d) => d.date > addDays(latest.date, -TREND_DAYS));
        extras.laying.push({
          batch: batch.name,
          date: latest.date,
          eggs: latest.eggsCollected ?? 0,
          cracked: latest.eggsCracked ?? 0,
          hens: latest.hens ?? 0,
          layRate: latest.layRate,
          previousRate:
            before.length === 0 ? null : round1(total(before, (d) => d.layRate) / before.length),
          eggs7d: total(week, (d) => d.eggsCollected),
          cracked7d: total(week, (d) => d.eggsCracked),
          drop: production.drop
            ? {
                from: production.drop.from,
                to: production.drop.to,
                points: production.drop.points,
              }
            : null,
        });
      }
      const milked = production.days.filter((d) => d.milkLitres !== null);
      const last = milked.at(-1);
      if (last) {
        const week = milked.filter((d) => d.date > addDays(last.date, -TREND_DAYS));
        extras.milk.push({
          batch: batch.name,
          date: last.date,
          litres: last.milkLitres ?? 0,
          litres7d: Math.round(total(week, (d) => d.milkLitres) * 100) / 100,
        });
      }
    });
    return extras;
  };
