import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batches, dailyRecords, sections } from '../../db/schema';

/**
 * A farm's figures over the Lagos days `from`..`to` and the animals alive now: what the USSD
 * summary and the WhatsApp "today" / "this week" answers read out.
 */
export async function periodFigures(db: Db, farmerId: string, from: string, to: string) {
  const [live] = await db
    .select({ n: sql<number>`coalesce(sum(${sections.count}), 0)::int` })
    .from(sections)
    .innerJoin(batches, eq(batches.id, sections.batchId))
    .where(and(eq(sections.farmerId, farmerId), eq(batches.status, 'Active')));
  const [days] = await db
    .select({
      deaths: sql<number>`coalesce(sum(${dailyRecords.mortality}), 0)::int`,
      sold: sql<number>`coalesce(sum(${dailyRecords.numberSold}), 0)::int`,
      salesKobo: sql<string>`coalesce(sum(${dailyRecords.salesKobo}), 0)::text`,
      expensesKobo: sql<string>`coalesce(sum(${dailyRecords.expensesKobo}), 0)::text`,
      feed: sql<string>`coalesce(sum(${dailyRecords.feedAmount}), 0)::text`,
    })
    .from(dailyRecords)
    .where(
      and(
        eq(dailyRecords.farmerId, farmerId),
        gte(dailyRecords.date, from),
        lte(dailyRecords.date, to),
      ),
    );
  return {
    live: Number(live?.n ?? 0),
    deaths: Number(days?.deaths ?? 0),
    sold: Number(days?.sold ?? 0),
    sales: Number(days?.salesKobo ?? 0) / 100,
    expenses: Number(days?.expensesKobo ?? 0) / 100,
    feedKg: Number(days?.feed ?? 0),
  };
}
