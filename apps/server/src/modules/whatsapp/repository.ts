import { and, asc, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  users,
  whatsappBotOff,
  whatsappInbound,
  whatsappPending,
  whatsappSignups,
  whatsappStatuses,
} from '../../db/schema';
import type { ParsedEntry } from './parse';

export type PendingRow = typeof whatsappPending.$inferSelect;
export type SignupRow = typeof whatsappSignups.$inferSelect;
type SignupPatch = Partial<Omit<SignupRow, 'waId' | 'createdAt' | 'updatedAt'>>;

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
      const stored = await db
        .insert(whatsappStatuses)
        .values(s)
        .onConflictDoNothing({ target: [whatsappStatuses.wamid, whatsappStatuses.status] })
        .returning({ id: whatsappStatuses.id });
      // False for a redelivered status: what it triggers happens once.
      return stored.length > 0;
    },

    async userByPhone(phone: string) {
      const [user] = await db.select().from(users).where(eq(users.phone, phone));
      return user;
    },

    async setLanguage(userId: string, language: (typeof users.$inferSelect)['language']) {
      await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async createPending(p: {
      userId: string;
      waId: string;
      farmerId?: string | null;
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

    async chooseFarmer(id: string, farmerId: string) {
      await db
        .update(whatsappPending)
        .set({ farmerId })
        .where(and(eq(whatsappPending.id, id), eq(whatsappPending.status, 'pending')));
    },

    /** An agent's active farmers (ADR 0049): the only ones they may write for. */
    agentFarmers(agentId: string) {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          stateOfResidence: users.stateOfResidence,
          phone: users.phone,
        })
        .from(users)
        .where(
          and(eq(users.agentId, agentId), eq(users.role, 'farmer'), ne(users.status, 'suspended')),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    },

    async signup(waId: string): Promise<SignupRow | undefined> {
      const [row] = await db.select().from(whatsappSignups).where(eq(whatsappSignups.waId, waId));
      return row;
    },

    /** A fresh sign-up for the number, replacing a finished or stale one. */
    async startSignup(waId: string, locale: string) {
      const fresh = {
        step: 'offered' as const,
        locale,
        firstName: null,
        lastName: null,
        state: null,
        livestock: null,
        codeHash: null,
        codeTries: 0,
        userId: null,
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(whatsappSignups)
        .values({ waId, ...fresh })
        .onConflictDoUpdate({
          target: whatsappSignups.waId,
          set: { ...fresh, createdAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('the sign-up was not stored');
      return row;
    },

    async saveSignup(waId: string, patch: SignupPatch) {
      const [row] = await db
        .update(whatsappSignups)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(whatsappSignups.waId, waId))
        .returning();
      if (!row) throw new Error('the sign-up was not found');
      return row;
    },

    async botOff(userId: string) {
      const [row] = await db.select().from(whatsappBotOff).where(eq(whatsappBotOff.userId, userId));
      return row;
    },

    /** True once per switch-off: the first message after it gets the polite note. */
    async notifyBotOff(userId: string) {
      const rows = await db
        .update(whatsappBotOff)
        .set({ notifiedAt: new Date() })
        .where(and(eq(whatsappBotOff.userId, userId), isNull(whatsappBotOff.notifiedAt)))
        .returning({ userId: whatsappBotOff.userId });
      return rows.length > 0;
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
  };
}
