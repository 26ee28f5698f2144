import { and, eq, ne, or } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { outboxMessages, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/** Postgres unique_violation, as either driver reports it; `constraint` names the column. */
export function uniqueViolation(error: unknown): string | undefined {
  let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 3; depth++) {
    if (e.code === '23505') return e.constraint ?? 'unknown';
    e = e.cause as typeof e;
  }
  return undefined;
}

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByPhone(phone: string) {
      const [row] = await db.select().from(users).where(eq(users.phone, phone));
      return row;
    },
    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    /** Which of `phone` / `email` / NIN look-up already belong to someone other than `exceptId`. */
    async taken(values: { phone?: string; email?: string; ninLookup?: string }, exceptId?: string) {
      const conditions = [
        values.phone ? eq(users.phone, values.phone) : undefined,
        values.email ? eq(users.email, values.email) : undefined,
        values.ninLookup ? eq(users.ninLookup, values.ninLookup) : undefined,
      ].filter((c) => c !== undefined);
      if (conditions.length === 0) return { phone: false, email: false, nin: false };
      const rows = await db
        .select({ phone: users.phone, email: users.email, ninLookup: users.ninLookup })
        .from(users)
        .where(and(or(...conditions), exceptId ? ne(users.id, exceptId) : undefined));
      return {
        phone: !!values.phone && rows.some((r) => r.phone === values.phone),
        email: !!values.email && rows.some((r) => r.email === values.email),
        nin: !!values.ninLookup && rows.some((r) => r.ninLookup === values.ninLookup),
      };
    },
    async insert(values: NewUser, tx: Db = db) {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: string, patch: UserPatch, tx: Db = db) {
      const [row] = await tx
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error('user vanished during update');
      return row;
    },
    /**
     * Deletes the account for good: sessions, codes and reset tokens go with it (ON DELETE
     * CASCADE), and so do the messages we sent to its addresses.
     */
    async deleteForever(user: UserRow) {
      await db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, user.id));
        const addresses = [user.phone, user.email].filter((a): a is string => !!a);
        for (const to of addresses)
          await tx.delete(outboxMessages).where(eq(outboxMessages.to, to));
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
