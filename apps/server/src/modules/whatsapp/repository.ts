import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  batches,
  dailyRecords,
  sections,
  users,
  whatsappInbound,
  whatsappPending,
  whatsappStatuses,
} from '../../db/schema';
import type { ParsedEntry } from './parse';

export type PendingRow = typeof whatsappPending.$inferSelect;

/** Every query of the WhatsApp chatbot (ADR 0041). */
export function createWhatsAppRepository(db: Database) {
  return {
    /**
     * Stores a received message once per `wamid`; false when it was already stored (Meta
     * redelivered it), so the caller does nothing a second time.
     */
    async storeInbound(
      m: { wamid: string; from: string; type: string; payload: unknown },
      claimedUntil: Date,
    ) {
      const rows = await db
        .insert(whatsappInbound)
        .values({ ...m, claimedUntil })
        .onConflictDoNothing({ target: whatsappInbound.wamid })
        .returning({ id: whatsappInbound.id });
      return rows.length > 0;
    },

    /**
     * Messages stored but never handled (their process died) whose claim has run out, received
     * since `since`: claimed for this process until `until`, `FOR UPDATE SKIP LOCKED` so two
     * processes sweeping at once never take the same one.
     */
    claimStale(now: Date, since: Date, until: Date, limit: number) {
      return db.transaction(async (tx) => {
        const stale = await tx
          .select({ id: whatsappInbound.id })
          .from(whatsappInbound)
          .where(
            and(
              isNull(whatsappInbound.processedAt),
              lte(whatsappInbound.claimedUntil, now),
              gte(whatsappInbound.receivedAt, since),
            ),
          )
          .orderBy(asc(whatsappInbound.receivedAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (stale.length === 0) return [];
        return tx
          .update(whatsappInbound)
          .set({ claimedUntil: until })
          .where(
            inArray(
              whatsappInbound.id,
              stale.map((r) => r.id),
            ),
          )
          .returning({ payload: whatsappInbound.payload, receivedAt: whatsappInbound.receivedAt });
      });
    },

    async markProcessed(wamid: string, userId: string | null, outcome: string) {
      await db
        .update(whatsappInbound)
        .set({ userId, outcome, processedAt: new Date() })
        .where(eq(whatsappInbound.wamid, wamid));
    },

    async storeStatus(s: {
      wamid: string;
      status: string;
      recipient: string;
      errors: unknown;
      at: Date;
    }) {
      await db
        .insert(whatsappStatuses)
        .values(s)
        .onConflictDoNothing({ target: [whatsappStatuses.wamid, whatsappStatuses.status] });
    },

    async userByPhone(phone: string) {
      const [user] = await db.select().from(users).where(eq(users.phone, phone));
      return user;
    },

    async setLanguage(userId: string, language: (typeof users.$inferSelect)['language']) {
      await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** The farmer's sections in active batches, oldest first. */
    activeSections(farmerId: string) {
      return db
        .select({ id: sections.id, name: sections.name, count: sections.count })
        .from(sections)
        .innerJoin(batches, eq(batches.id, sections.batchId))
        .where(and(eq(sections.farmerId, farmerId), eq(batches.status, 'Active')))
        .orderBy(asc(sections.createdAt), asc(sections.id));
    },

    async createPending(p: {
      userId: string;
      waId: string;
      entry: ParsedEntry;
      sectionId: string | null;
      date: string;
      expiresAt: Date;
    }) {
      const [row] = await db.insert(whatsappPending).values(p).returning();
      if (!row) throw new Error('the pending record was not stored');
      return row;
    },

    async pending(id: string, userId: string): Promise<PendingRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await db
        .select()
        .from(whatsappPending)
        .where(and(eq(whatsappPending.id, id), eq(whatsappPending.userId, userId)));
      return row;
    },

    async chooseSection(id: string, sectionId: string) {
      await db
        .update(whatsappPending)
        .set({ sectionId })
        .where(and(eq(whatsappPending.id, id), eq(whatsappPending.status, 'pending')));
    },

    /** Moves a pending confirmation to its end state; false when it had already left `pending`. */
    async resolve(id: string, status: 'confirmed' | 'cancelled') {
      const rows = await db
        .update(whatsappPending)
        .set({ status, resolvedAt: new Date() })
        .where(and(eq(whatsappPending.id, id), eq(whatsappPending.status, 'pending')))
        .returning({ id: whatsappPending.id });
      return rows.length > 0;
    },

    /** The dashboard's figures for `from`..`to` (Lagos days) and the animals alive now. */
    async figures(farmerId: string, from: string, to: string) {
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
    },
  };
}
