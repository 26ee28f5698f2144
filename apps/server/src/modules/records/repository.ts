import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedByShape, shapeOf } from '../../db/prepared';
import { batches, dailyRecords, sections, users } from '../../db/schema';

export type RecordInsert = Omit<typeof dailyRecords.$inferInsert, 'id' | 'createdAt'>;

export function createRecordsRepository(db: Database) {
  const sectionOf = (tx: Database) =>
    tx
      .select({ section: sections, agentId: users.agentId })
      .from(sections)
      .innerJoin(users, eq(users.id, sections.farmerId));
  const sectionById = sectionOf(db)
    .where(eq(sections.id, sql.placeholder('id')))
    .prepare('kiwo_records_section');
  /** `page` in each combination of its optional bounds. */
  const pageQuery = preparedByShape((shape) => {
    const parts = new Set(shape.split('_'));
    return db
      .select()
      .from(dailyRecords)
      .where(
        and(
          eq(dailyRecords.sectionId, sql.placeholder('sectionId')),
          parts.has('from') ? gte(dailyRecords.date, sql.placeholder('from')) : undefined,
          parts.has('to') ? lte(dailyRecords.date, sql.placeholder('to')) : undefined,
          parts.has('before') ? lt(dailyRecords.date, sql.placeholder('before')) : undefined,
        ),
      )
      .orderBy(desc(dailyRecords.date))
      .limit(sql.placeholder('limit'))
      .prepare(`kiwo_records_page_${shape}`);
  });

  return {
    /** The section with its owner, unlocked (for the access check and read routes). */
    async findSection(id: string, tx?: Database) {
      const [row] = tx
        ? await sectionOf(tx).where(eq(sections.id, id))
        : await sectionById.execute({ id });
      return row && { ...row.section, agentId: row.agentId };
    },
    /**
     * Locks for a count change, always in the order batch (share) → section (update): completing
     * a batch takes batch → sections too, so the two never deadlock.
     */
    async lockForWrite(tx: Database, section: { id: string; batchId: string }) {
      const [batch] = await tx
        .select({ status: batches.status })
        .from(batches)
        .where(eq(batches.id, section.batchId))
        .for('share');
      const [locked] = await tx
        .select({ count: sections.count, createdAt: sections.createdAt })
        .from(sections)
        .where(eq(sections.id, section.id))
        .for('update');
      return batch && locked ? { status: batch.status, ...locked } : undefined;
    },
    async findByDate(sectionId: string, date: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(dailyRecords)
        .where(and(eq(dailyRecords.sectionId, sectionId), eq(dailyRecords.date, date)));
      return row;
    },
    async upsert(values: RecordInsert, tx: Database) {
      const { farmerId: _f, sectionId: _s, date: _d, ...fields } = values;
      const [row] = await tx
        .insert(dailyRecords)
        .values(values)
        .onConflictDoUpdate({
          target: [dailyRecords.sectionId, dailyRecords.date],
          set: { ...fields, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
    async setCount(tx: Database, sectionId: string, count: number) {
      await tx
        .update(sections)
        .set({ count, updatedAt: new Date() })
        .where(eq(sections.id, sectionId));
    },
    /** A record with its section, batch and owner (record screen, access check). */
    async findOwned(id: string, tx: Database = db) {
      const [row] = await tx
        .select({
          record: dailyRecords,
          agentId: users.agentId,
          sectionName: sections.name,
          livestockType: sections.livestockType,
          sectionCount: sections.count,
          batchId: sections.batchId,
          batchName: batches.name,
          batchStatus: batches.status,
        })
        .from(dailyRecords)
        .innerJoin(sections, eq(sections.id, dailyRecords.sectionId))
        .innerJoin(batches, eq(batches.id, sections.batchId))
        .innerJoin(users, eq(users.id, dailyRecords.farmerId))
        .where(eq(dailyRecords.id, id));
      return row && { ...row, farmerId: row.record.farmerId };
    },
    async delete(id: string, tx: Database) {
      await tx.delete(dailyRecords).where(eq(dailyRecords.id, id));
    },
    /** Newest first; `before` is the keyset cursor (exclusive). */
    page(sectionId: string, q: { from?: string; to?: string; before?: string; limit: number }) {
      const shape = shapeOf({ from: !!q.from, to: !!q.to, before: !!q.before });
      return pageQuery(shape).execute({ sectionId, ...q });
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
