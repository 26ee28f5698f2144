import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../../db/client';
import { batches, pens, sections, users } from '../../db/schema';

export type SectionInsert = Omit<typeof sections.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const aggregates = {
  penName: pens.name,
  totalAnimals: sql<number>`coalesce(sum(${sections.count}), 0)::int`,
  initialAnimals: sql<number>`coalesce(sum(${sections.initialCount} + ${sections.countAdjustment}), 0)::int`,
  sectionCount: sql<number>`count(${sections.id})::int`,
};

export function createBatchesRepository(db: Database) {
  /** Batches with their pen name and section sums (one GROUP BY, no per-batch queries). */
  const summaries = (where: ReturnType<typeof and>) =>
    db
      .select({ batch: batches, ...aggregates })
      .from(batches)
      .innerJoin(pens, eq(pens.id, batches.penId))
      .leftJoin(sections, eq(sections.batchId, batches.id))
      .where(where)
      .groupBy(batches.id, pens.name)
      .orderBy(desc(batches.createdAt), desc(batches.id));

  return {
    listForFarmer(farmerId: string, status?: 'Active' | 'Completed') {
      return summaries(
        and(eq(batches.farmerId, farmerId), status ? eq(batches.status, status) : undefined),
      );
    },
    async summary(id: string) {
      const [row] = await summaries(eq(batches.id, id));
      return row;
    },
    /** The batch with its owner; `lock` takes a row lock (share: adding to it; update: closing it). */
    async findOwned(id: string, tx: Db = db, lock?: 'share' | 'update') {
      const query = tx
        .select({ batch: batches, agentId: users.agentId })
        .from(batches)
        .innerJoin(users, eq(users.id, batches.farmerId))
        .where(eq(batches.id, id));
      const [row] = lock ? await query.for(lock, { of: batches }) : await query;
      return row && { ...row.batch, agentId: row.agentId };
    },
    async insert(values: typeof batches.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(batches).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: string, patch: Partial<typeof batches.$inferInsert>, tx: Db = db) {
      await tx
        .update(batches)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(batches.id, id));
    },
    /** Locks the batch's sections (so no record moves a count meanwhile) and sums them. */
    async lockAndCountAnimals(batchId: string, tx: Transaction) {
      const rows = await tx
        .select({ count: sections.count })
        .from(sections)
        .where(eq(sections.batchId, batchId))
        .for('update');
      return rows.reduce((total, r) => total + r.count, 0);
    },
    sectionsOf(batchId: string, tx: Db = db) {
      return tx
        .select()
        .from(sections)
        .where(eq(sections.batchId, batchId))
        .orderBy(sections.createdAt, sections.id);
    },
    async findSection(id: string, tx: Db = db) {
      const [row] = await tx
        .select({ section: sections, agentId: users.agentId, batchStatus: batches.status })
        .from(sections)
        .innerJoin(users, eq(users.id, sections.farmerId))
        .innerJoin(batches, eq(batches.id, sections.batchId))
        .where(eq(sections.id, id));
      return row && { ...row.section, agentId: row.agentId, batchStatus: row.batchStatus };
    },
    async insertSection(values: SectionInsert, tx: Db = db) {
      const [row] = await tx.insert(sections).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async updateSection(id: string, patch: { name?: string }, tx: Db = db) {
      const [row] = await tx
        .update(sections)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(sections.id, id))
        .returning();
      return row;
    },
  };
}
