import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  batches,
  healthEvents,
  reportLinks,
  stockPurchaseRevisions,
  stockPurchases,
  users,
} from '../../db/schema';
import { n, rows } from '../../db/sql';

export type PurchaseRow = typeof stockPurchases.$inferSelect;
export type PurchaseInsert = Omit<typeof stockPurchases.$inferInsert, 'id' | 'createdAt'>;
export type ReportLinkRow = typeof reportLinks.$inferSelect;
export type PurchaseRevisionInsert = Omit<typeof stockPurchaseRevisions.$inferInsert, 'id' | 'at'>;
/** What a correction may change. */
export type PurchaseChange = Partial<
  Pick<PurchaseRow, 'quantity' | 'costKobo' | 'supplier' | 'purchasedOn'>
>;

/** Feed recorded in a farmer's daily records, per feed type (as typed) and day. */
export interface FeedDay {
  feedType: string | null;
  date: string;
  kg: number;
}

export interface SectionFigures {
  id: string;
  name: string;
  livestockType: string;
  subType: string | null;
  placed: number;
  alive: number;
  sold: number;
  deaths: number;
  weightKg: number | null;
  salesKobo: number;
  expensesKobo: number;
  firstDay: string | null;
  lastDay: string | null;
}

export function createStockRepository(db: Db) {
  return {
    /** The farmer's purchases that count (not voided), newest first, with batch and writer. */
    purchases(farmerId: string) {
      return db
        .select({
          purchase: stockPurchases,
          batchName: batches.name,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(stockPurchases)
        .leftJoin(batches, eq(batches.id, stockPurchases.batchId))
        .leftJoin(users, eq(users.id, stockPurchases.actorId))
        .where(and(eq(stockPurchases.farmerId, farmerId), isNull(stockPurchases.voidedAt)))
        .orderBy(desc(stockPurchases.purchasedOn), desc(stockPurchases.createdAt));
    },

    /** Medicine doses given from stock (the health calendar), per medicine and day. */
    async doses(farmerId: string) {
      const found = await db
        .select({
          itemKey: healthEvents.stockItemKey,
          date: healthEvents.givenOn,
          amount: healthEvents.stockQuantity,
        })
        .from(healthEvents)
        .where(and(eq(healthEvents.farmerId, farmerId), isNotNull(healthEvents.stockItemKey)));
      return found.map((r) => ({
        itemKey: r.itemKey ?? '',
        date: r.date,
        amount: Number(r.amount ?? 0),
      }));
    },

    /** One purchase (voided or not) with its farmer's agent, for the ownership check. */
    async purchase(purchaseId: string) {
      const [row] = await db
        .select({ purchase: stockPurchases, agentId: users.agentId })
        .from(stockPurchases)
        .innerJoin(users, eq(users.id, stockPurchases.farmerId))
        .where(eq(stockPurchases.id, purchaseId));
      return row && { ...row, farmerId: row.purchase.farmerId };
    },

    /**
     * Applies a correction (or a void) only if the purchase is still at `version` and not
     * voided; undefined when another writer got there first.
     */
    async change(purchaseId: string, version: number, set: PurchaseChange & { voidedAt?: Date }) {
      const [row] = await db
        .update(stockPurchases)
        .set({ ...set, version: sql`${stockPurchases.version} + 1` })
        .where(
          and(
            eq(stockPurchases.id, purchaseId),
            eq(stockPurchases.version, version),
            isNull(stockPurchases.voidedAt),
          ),
        )
        .returning();
      return row;
    },

    async insertRevision(values: PurchaseRevisionInsert) {
      await db.insert(stockPurchaseRevisions).values(values);
    },

    /** The purchase's corrections and void, oldest first, with who made each. */
    history(purchaseId: string) {
      return db
        .select({
          revision: stockPurchaseRevisions,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(stockPurchaseRevisions)
        .leftJoin(users, eq(users.id, stockPurchaseRevisions.actorId))
        .where(eq(stockPurchaseRevisions.purchaseId, purchaseId))
        .orderBy(asc(stockPurchaseRevisions.at));
    },

    /** The purchase made with this offline key, if one was. */
    async byClientKey(farmerId: string, clientKey: string) {
      const [row] = await db
        .select()
        .from(stockPurchases)
        .where(and(eq(stockPurchases.farmerId, farmerId), eq(stockPurchases.clientKey, clientKey)));
      return row;
    },

    /** The new purchase, or undefined when its client key was already used (a retry). */
    async insert(values: PurchaseInsert) {
      const [row] = await db
        .insert(stockPurchases)
        .values(values)
        .onConflictDoNothing({ target: [stockPurchases.farmerId, stockPurchases.clientKey] })
        .returning();
      return row;
    },

    /** Feed the farmer's records name, per type and day, on or after `from`. */
    async feedDays(farmerId: string, from: string): Promise<FeedDay[]> {
      const found = await rows<{ feed_type: string | null; date: string; kg: string }>(
        db,
        sql`select feed_type, date::text as date, sum(feed_amount) as kg
            from daily_records
            where farmer_id = ${farmerId} and date >= ${from}::date and feed_amount > 0
            group by feed_type, date order by date`,
      );
      return found.map((r) => ({ feedType: r.feed_type, date: r.date, kg: n(r.kg) }));
    },

    async batch(batchId: string) {
      const [row] = await db
        .select({
          id: batches.id,
          farmerId: batches.farmerId,
          name: batches.name,
          livestockType: batches.livestockType,
          status: batches.status,
          placedOn: batches.placedOn,
          salePriceKobo: batches.salePriceKobo,
          agentId: users.agentId,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(batches)
        .innerJoin(users, eq(users.id, batches.farmerId))
        .where(eq(batches.id, batchId));
      return row;
    },

    /** Each section of the batch with its records' totals and latest weigh-in. */
    async sections(batchId: string): Promise<SectionFigures[]> {
      const found = await rows<Record<string, string | null>>(
        db,
        sql`select s.id, s.name, s.livestock_type, s.sub_type,
              s.initial_count + s.count_adjustment as placed, s.count as alive,
              coalesce(sum(r.number_sold), 0) as sold, coalesce(sum(r.mortality), 0) as deaths,
              coalesce(sum(r.sales_kobo), 0) as sales, coalesce(sum(r.expenses_kobo), 0) as expenses,
              min(r.date)::text as first_day, max(r.date)::text as last_day,
              (select w.weight from daily_records w where w.section_id = s.id and w.weight > 0
                order by w.date desc limit 1) as weight
            from sections s left join daily_records r on r.section_id = s.id
            where s.batch_id = ${batchId}
            group by s.id order by s.created_at`,
      );
      return found.map((r) => ({
        id: String(r.id),
        name: String(r.name),
        livestockType: String(r.livestock_type),
        subType: r.sub_type ?? null,
        placed: n(r.placed),
        alive: n(r.alive),
        sold: n(r.sold),
        deaths: n(r.deaths),
        weightKg: r.weight === null ? null : n(r.weight),
        salesKobo: n(r.sales),
        expensesKobo: n(r.expenses),
        firstDay: r.first_day ?? null,
        lastDay: r.last_day ?? null,
      }));
    },

    /** Feed the batch's records used, per feed type as typed. */
    async batchFeed(batchId: string) {
      const found = await rows<{ feed_type: string | null; kg: string }>(
        db,
        sql`select r.feed_type, sum(r.feed_amount) as kg
            from daily_records r join sections s on s.id = r.section_id
            where s.batch_id = ${batchId} and r.feed_amount > 0
            group by r.feed_type`,
      );
      return found.map((r) => ({ feedType: r.feed_type, kg: n(r.kg) }));
    },

    links(batchId: string) {
      return db
        .select()
        .from(reportLinks)
        .where(eq(reportLinks.batchId, batchId))
        .orderBy(desc(reportLinks.createdAt));
    },

    async insertLink(values: Omit<typeof reportLinks.$inferInsert, 'id' | 'createdAt'>) {
      const [row] = await db.insert(reportLinks).values(values).returning();
      return row;
    },

    async link(linkId: string) {
      const [row] = await db
        .select({ link: reportLinks, agentId: users.agentId })
        .from(reportLinks)
        .innerJoin(users, eq(users.id, reportLinks.farmerId))
        .where(eq(reportLinks.id, linkId));
      return row;
    },

    async revoke(linkId: string, at: Date) {
      const [row] = await db
        .update(reportLinks)
        .set({ revokedAt: at })
        .where(and(eq(reportLinks.id, linkId), isNull(reportLinks.revokedAt)))
        .returning();
      return row;
    },

    /** The live link with this token hash (not expired, not revoked). */
    async liveLink(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(reportLinks)
        .where(
          and(
            eq(reportLinks.tokenHash, tokenHash),
            isNull(reportLinks.revokedAt),
            gt(reportLinks.expiresAt, now),
          ),
        );
      return row;
    },

    /** Farmers with feed bought (the hourly low-stock run), active accounts only. */
    async farmersWithFeed() {
      const found = await db
        .selectDistinct({ farmerId: stockPurchases.farmerId })
        .from(stockPurchases)
        .innerJoin(users, eq(users.id, stockPurchases.farmerId))
        .where(
          and(
            eq(stockPurchases.kind, 'feed'),
            isNull(stockPurchases.voidedAt),
            eq(users.status, 'active'),
          ),
        )
        .orderBy(asc(stockPurchases.farmerId));
      return found.map((r) => r.farmerId);
    },
  };
}
