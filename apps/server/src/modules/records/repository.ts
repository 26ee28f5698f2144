import { and, asc, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../../db/client';
import { batches, dailyRecords, recordRevisions, sections, users } from '../../db/schema';
import { ifGiven } from '../../db/sql';

type RecordRow = typeof dailyRecords.$inferSelect;
/** Every stored column of a day's record but the ones the database sets. */
export type RecordInsert = Omit<RecordRow, 'id' | 'createdAt' | 'updatedAt'>;

/** What a revision stores: who, through which channel, when, and the values around it. */
export interface RevisionInsert {
  recordId: string;
  sectionId: string;
  farmerId: string;
  date: string;
  actorId: string;
  actorRole: string;
  channel: string;
  at: Date;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  changed: string[];
}

export function createRecordsRepository(db: Database) {
  /** The batch's status, locked `for share`: always taken before the section's row lock. */
  const lockBatch = async (tx: Transaction, batchId: string | SQL) => {
    const [batch] = await tx
      .select({ status: batches.status })
      .from(batches)
      .where(eq(batches.id, batchId))
      .for('share');
    return batch;
  };
  async function findByDate(sectionId: string, date: string, tx: Db = db) {
    const [row] = await tx
      .select()
      .from(dailyRecords)
      .where(and(eq(dailyRecords.sectionId, sectionId), eq(dailyRecords.date, date)));
    return row;
  }

  // The records page and its access check run on every record form: prepared (ADR 0031
  // addendum). The page's optional bounds are null parameters, so every call is one statement.
  const findSectionQuery = db
    .select({ section: sections, agentId: users.agentId })
    .from(sections)
    .innerJoin(users, eq(users.id, sections.farmerId))
    .where(eq(sections.id, sql.placeholder('id')))
    .prepare('records_find_section');
  const pageQuery = db
    .select()
    .from(dailyRecords)
    .where(
      and(
        eq(dailyRecords.sectionId, sql.placeholder('sectionId')),
        ifGiven('from', 'date', (from) => gte(dailyRecords.date, from)),
        ifGiven('to', 'date', (to) => lte(dailyRecords.date, to)),
        ifGiven('before', 'date', (before) => lt(dailyRecords.date, before)),
      ),
    )
    .orderBy(desc(dailyRecords.date))
    .limit(sql.placeholder('limit'))
    .prepare('records_page');

  return {
    /** The section with its owner, unlocked (for the access check and read routes). */
    async findSection(id: string) {
      const [row] = await findSectionQuery.execute({ id });
      return row && { ...row.section, agentId: row.agentId };
    },
    /**
     * Locks for a count change, always in the order batch (share) → section (update): completing
     * a batch takes batch → sections too, so the two never deadlock. Under READ COMMITTED a lock
     * wait re-reads the locked row, so status and count are the latest.
     */
    async lockForWrite(tx: Transaction, section: { id: string; batchId: string }) {
      const batch = await lockBatch(tx, section.batchId);
      if (!batch) return undefined;
      const [locked] = await tx
        .select({ count: sections.count, createdAt: sections.createdAt })
        .from(sections)
        .where(eq(sections.id, section.id))
        .for('update');
      return locked && { status: batch.status, ...locked };
    },
    /**
     * The section with its owner and its batch's status, locked for a count change (batch share →
     * section update, as `lockForWrite`); undefined when the section or its batch is gone. The
     * batch is found through the section's unlocked row (a section never changes batch).
     */
    async findAndLock(tx: Transaction, sectionId: string) {
      const batch = await lockBatch(
        tx,
        sql`(select ${sections.batchId} from ${sections} where ${sections.id} = ${sectionId})`,
      );
      if (!batch) return undefined;
      const [row] = await tx
        .select({ section: sections, agentId: users.agentId })
        .from(sections)
        .innerJoin(users, eq(users.id, sections.farmerId))
        .where(eq(sections.id, sectionId))
        .for('update', { of: sections });
      return row && { ...row.section, agentId: row.agentId, status: batch.status };
    },
    findByDate,
    /**
     * The day's record and, with `movedBefore`, the animals the section's earlier days moved
     * (deaths, culls and sales less births): read under the section lock.
     */
    async dayOf(tx: Transaction, sectionId: string, date: string, movedBefore: boolean) {
      const existing = await findByDate(sectionId, date, tx);
      if (!movedBefore) return { existing, movedBefore: undefined };
      const [moved] = await tx
        .select({
          n: sql<number>`coalesce(sum(${dailyRecords.mortality} + ${dailyRecords.culling}
            + ${dailyRecords.numberSold} - ${dailyRecords.newBirths}), 0)::int`,
        })
        .from(dailyRecords)
        .where(and(eq(dailyRecords.sectionId, sectionId), lt(dailyRecords.date, date)));
      return { existing, movedBefore: Number(moved?.n ?? 0) };
    },
    /** Inserts or replaces the day's record and sets the section's live count. */
    async save(tx: Transaction, values: RecordInsert, count: number) {
      const { farmerId: _f, sectionId: _s, date: _d, ...fields } = values;
      const now = new Date();
      const [row] = await tx
        .insert(dailyRecords)
        .values(values)
        .onConflictDoUpdate({
          target: [dailyRecords.sectionId, dailyRecords.date],
          set: { ...fields, updatedAt: now },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      await tx
        .update(sections)
        .set({ count, updatedAt: now })
        .where(eq(sections.id, values.sectionId));
      return row;
    },
    async setCount(tx: Transaction, sectionId: string, count: number) {
      await tx
        .update(sections)
        .set({ count, updatedAt: new Date() })
        .where(eq(sections.id, sectionId));
    },
    /** A record with its section, batch and owner (record screen, access check). */
    async findOwned(id: string, tx: Db = db) {
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
    /** One change of a day's record (ADR 0026), in the change's transaction. */
    async addRevision(tx: Transaction, revision: RevisionInsert) {
      await tx.insert(recordRevisions).values(revision);
    },
    /** A record's changes, oldest first, with each actor's name (null once deleted). */
    history(recordId: string) {
      return db
        .select({
          revision: recordRevisions,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(recordRevisions)
        .leftJoin(users, eq(users.id, recordRevisions.actorId))
        .where(eq(recordRevisions.recordId, recordId))
        .orderBy(asc(recordRevisions.at), asc(recordRevisions.id));
    },
    async delete(id: string, tx: Transaction) {
      await tx.delete(dailyRecords).where(eq(dailyRecords.id, id));
    },
    /** Newest first; `before` is the keyset cursor (exclusive). */
    page(sectionId: string, q: { from?: string; to?: string; before?: string; limit: number }) {
      return pageQuery.execute({
        sectionId,
        from: q.from ?? null,
        to: q.to ?? null,
        before: q.before ?? null,
        limit: q.limit,
      });
    },
  };
}
