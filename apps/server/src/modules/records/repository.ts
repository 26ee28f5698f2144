import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Database, type Db, inTransaction, type Transaction } from '../../db/client';
import {
  batches,
  dailyRecords,
  healthEvents,
  recordRevisions,
  sections,
  users,
} from '../../db/schema';
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
  const lockBatch = (tx: Db, batchId: string | SQL) =>
    tx.select({ status: batches.status }).from(batches).where(eq(batches.id, batchId)).for('share');
  async function findByDate(sectionId: string, date: string, tx: Db = db) {
    const [row] = await tx
      .select()
      .from(dailyRecords)
      .where(and(eq(dailyRecords.sectionId, sectionId), eq(dailyRecords.date, date)));
    return row;
  }

  // The records page and its access check run on every record form: prepared (ADR 0031
  // addendum). The page's optional bounds are null parameters, so every call is one statement.
  // The save's statements are built once here too and run in its transaction (ADR 0031, third
  // addendum: `inTransaction`).
  const findSectionQuery = db
    .select({ section: sections, agentId: users.agentId, farmerLanguage: users.language })
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

  const sectionId = sql.placeholder('sectionId');
  const lockBatchOfSection = lockBatch(
    db,
    sql`(select ${sections.batchId} from ${sections} where ${sections.id} = ${sectionId})`,
  ).prepare('records_lock_batch_of_section');
  const findAndLockQuery = db
    .select({ section: sections, agentId: users.agentId })
    .from(sections)
    .innerJoin(users, eq(users.id, sections.farmerId))
    .where(eq(sections.id, sectionId))
    .for('update', { of: sections })
    .prepare('records_find_and_lock');
  const dayOfQuery = db
    .select({
      record: dailyRecords,
      // A CASE that is false never runs its sub-select.
      moved: sql<number | null>`case when ${sql.placeholder('movedBefore')}::boolean then (
        select coalesce(sum(e.mortality + e.culling + e.number_sold - e.new_births), 0)::int
        from ${dailyRecords} e
        where e.section_id = ${sectionId} and e.date < ${sql.placeholder('date')}
      ) end`,
    })
    .from(sections)
    .leftJoin(
      dailyRecords,
      and(eq(dailyRecords.sectionId, sections.id), eq(dailyRecords.date, sql.placeholder('date'))),
    )
    .where(eq(sections.id, sectionId))
    .prepare('records_day_of');
  const saveQuery = prepareSave(db);

  return {
    /** The section with its owner, unlocked (for the access check and read routes). */
    async findSection(id: string) {
      const [row] = await findSectionQuery.execute({ id });
      return row && { ...row.section, agentId: row.agentId, farmerLanguage: row.farmerLanguage };
    },
    /**
     * Locks for a count change, always in the order batch (share) → section (update): completing
     * a batch takes batch → sections too, so the two never deadlock. Under READ COMMITTED a lock
     * wait re-reads the locked row, so status and count are the latest.
     */
    async lockForWrite(tx: Transaction, section: { id: string; batchId: string }) {
      const [batch] = await lockBatch(tx, section.batchId);
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
      // Every save starts with these two: prepared (ADR 0031 addendum).
      const [batch] = await inTransaction(lockBatchOfSection, tx).execute({ sectionId });
      if (!batch) return undefined;
      const [row] = await inTransaction(findAndLockQuery, tx).execute({ sectionId });
      return row && { ...row.section, agentId: row.agentId, status: batch.status };
    },
    findByDate,
    /** A batch with its owner (for the access check) and its sections. */
    async batchWithSections(batchId: string) {
      const [batch] = await db
        .select({ farmerId: batches.farmerId, agentId: users.agentId })
        .from(batches)
        .innerJoin(users, eq(users.id, batches.farmerId))
        .where(eq(batches.id, batchId));
      if (!batch) return undefined;
      const list = await db.select().from(sections).where(eq(sections.batchId, batchId));
      return { ...batch, sections: list };
    },
    /** Every section of a farmer's batches that are not completed. */
    async activeSectionsOf(farmerId: string) {
      const rows = await db
        .select({ section: sections })
        .from(sections)
        .innerJoin(batches, eq(batches.id, sections.batchId))
        .where(and(eq(sections.farmerId, farmerId), sql`${batches.status} <> 'Completed'`));
      return rows.map((r) => r.section);
    },
    /**
     * The production of `sectionIds` from `from` to `to`, oldest first, each day with the animals
     * its section's earlier days moved (deaths + culls + sold − births): animals alive at the
     * start of the day = placed − movedBefore, as the mortality rule counts them.
     */
    async productionDays(tx: Db, sectionIds: string[], from: string, to: string) {
      if (sectionIds.length === 0) return [];
      const r = dailyRecords;
      const days = tx
        .select({
          sectionId: r.sectionId,
          date: r.date,
          eggsCollected: r.eggsCollected,
          eggsCracked: r.eggsCracked,
          milkLitres: r.milkLitres,
          mortality: r.mortality,
          mortalityCause: r.mortalityCause,
          culling: r.culling,
          cullingReason: r.cullingReason,
          weight: r.weight,
          movedBefore:
            sql<number>`coalesce(sum(${r.mortality} + ${r.culling} + ${r.numberSold} - ${r.newBirths}) over (
            partition by ${r.sectionId} order by ${r.date}
            rows between unbounded preceding and 1 preceding), 0)::int`.as('moved_before'),
        })
        .from(r)
        .where(and(inArray(r.sectionId, sectionIds), lte(r.date, to)))
        .as('d');
      return tx
        .select()
        .from(days)
        .where(gte(days.date, from))
        .orderBy(asc(days.date), asc(days.sectionId));
    },
    /**
     * A treatment of the section whose withdrawal period covers `date` (ADR 0056): given on or
     * before it, and `date` earlier than the day sales may resume. The latest to end first.
     */
    async withdrawalOn(tx: Transaction, sectionId: string, date: string) {
      const [row] = await tx
        .select({
          product: healthEvents.product,
          givenOn: healthEvents.givenOn,
          withdrawalDays: healthEvents.withdrawalDays,
        })
        .from(healthEvents)
        .where(
          and(
            eq(healthEvents.sectionId, sectionId),
            lte(healthEvents.givenOn, date),
            sql`${healthEvents.givenOn} + ${healthEvents.withdrawalDays} > ${date}::date`,
          ),
        )
        .orderBy(desc(sql`${healthEvents.givenOn} + ${healthEvents.withdrawalDays}`))
        .limit(1);
      return row;
    },
    /**
     * The day's record and, with `movedBefore`, the animals the section's earlier days moved
     * (deaths, culls and sales less births), in one statement read under the section lock (a new
     * statement, so it sees every write committed before the lock was granted).
     */
    async dayOf(tx: Transaction, sectionId: string, date: string, movedBefore: boolean) {
      const [row] = await inTransaction(dayOfQuery, tx).execute({ sectionId, date, movedBefore });
      return {
        existing: row?.record ?? undefined,
        movedBefore: movedBefore ? Number(row?.moved ?? 0) : undefined,
      };
    },
    /**
     * Inserts or replaces the day's record, sets the section's live count and keeps the change as
     * a revision (ADR 0026), in one statement (ADR 0031 addendum); the revision takes the stored
     * row's id and time. Answers the stored row.
     */
    async save(
      tx: Transaction,
      values: RecordInsert,
      count: number,
      revision: Omit<RevisionInsert, 'recordId' | 'at'>,
    ) {
      const [row] = await inTransaction(saveQuery, tx).execute({
        ...values,
        now: new Date().toISOString(),
        count,
        actorId: revision.actorId,
        actorRole: revision.actorRole,
        revisionChannel: revision.channel,
        before: jsonb(revision.before),
        after: jsonb(revision.after),
        changed: recordRevisions.changed.mapToDriverValue(revision.changed),
      });
      if (!row) throw new Error('upsert returned no row');
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

/** A jsonb parameter as its text; null stays SQL null (not the JSON `null`). */
const jsonb = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** A placeholder with no column encoder: the value goes to the driver as given (null stays null). */
const raw = (name: string) => sql`${sql.placeholder(name)}`;

/** Every column `save` writes, each its own placeholder of the same name. */
const RECORD_COLUMNS = Object.keys(getTableColumns(dailyRecords)).filter(
  (key): key is keyof RecordInsert => !['id', 'createdAt', 'updatedAt'].includes(key),
);

/**
 * Inserts or replaces the day's record, sets the section's live count and keeps the change as
 * a revision (ADR 0026), in one statement (ADR 0031 addendum); the revision takes the stored
 * row's id and time. Every value is a placeholder (`raw`: the caller gives driver values), so
 * it is built once per database handle.
 */
function prepareSave(db: Database) {
  const record = Object.fromEntries(RECORD_COLUMNS.map((key) => [key, raw(key)])) as Record<
    keyof RecordInsert,
    SQL
  >;
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  // An update replaces the whole day: every column but the key takes the proposed row's value.
  const replaced = Object.fromEntries(
    RECORD_COLUMNS.filter((key) => !['farmerId', 'sectionId', 'date'].includes(key)).map((key) => [
      key,
      sql`excluded.${sql.identifier(dailyRecords[key].name)}`,
    ]),
  );
  const upserted = db.$with('upserted').as(
    db
      .insert(dailyRecords)
      .values(record)
      .onConflictDoUpdate({
        target: [dailyRecords.sectionId, dailyRecords.date],
        set: { ...replaced, updatedAt: now },
      })
      .returning(),
  );
  const recounted = db.$with('recounted').as(
    db
      .update(sections)
      .set({ count: sql`${sql.placeholder('count')}::int`, updatedAt: now })
      .where(eq(sections.id, sql.placeholder('sectionId')))
      .returning({ id: sections.id }),
  );
  const revised = db.$with('revised').as(
    db.insert(recordRevisions).select((qb) =>
      qb
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          recordId: upserted.id,
          sectionId: upserted.sectionId,
          farmerId: upserted.farmerId,
          date: upserted.date,
          actorId: sql<string>`${sql.placeholder('actorId')}::uuid`.as('actor_id'),
          actorRole: sql<string>`${sql.placeholder('actorRole')}::text`.as('actor_role'),
          channel: sql<string>`${sql.placeholder('revisionChannel')}::text`.as('channel'),
          at: upserted.updatedAt,
          before: sql`${sql.placeholder('before')}::jsonb`.as('before'),
          after: sql`${sql.placeholder('after')}::jsonb`.as('after'),
          changed: sql<string[]>`${sql.placeholder('changed')}::text[]`.as('changed'),
        })
        .from(upserted),
    ),
  );
  return db.with(upserted, recounted, revised).select().from(upserted).prepare('records_save');
}
