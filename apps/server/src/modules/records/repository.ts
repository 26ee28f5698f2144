import { and, asc, desc, eq, getTableColumns, gte, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedByShape, shapeOf } from '../../db/prepared';
import { batches, dailyRecords, recordRevisions, sections, users } from '../../db/schema';
import { runStatement, txStatement, wholeRow } from '../../db/tx-statements';

type RecordRow = typeof dailyRecords.$inferSelect;
/** Every stored column of a day's record but the ones the database sets. */
export type RecordInsert = Omit<RecordRow, 'id' | 'createdAt' | 'updatedAt'>;

/*
 * The record save's statements inside its transaction, written once (db/tx-statements.ts):
 * Drizzle would rebuild each of them on every save.
 */
const record = wholeRow(dailyRecords);
const recordR = wholeRow(dailyRecords, 'r');
const sectionS = wholeRow(sections, 's');
/** The columns a save writes, in the order of the upsert's parameters. */
const written = Object.entries(getTableColumns(dailyRecords))
  .filter(([key]) => key !== 'id' && key !== 'createdAt' && key !== 'updatedAt')
  .map(([key, column]) => ({ key: key as keyof RecordInsert, name: column.name }));
/** Replaced on a re-save: all but the key (farmer, section, date). */
const replaced = written.filter(
  ({ key }) => key !== 'farmerId' && key !== 'sectionId' && key !== 'date',
);

/**
 * Batch (share) then section (update), in one statement: the materialized CTE locks the batch
 * before the outer query returns (and so locks) the section row. Under READ COMMITTED a lock
 * wait re-reads the locked row, so status and count are the latest.
 */
const lockStatement = txStatement(
  'records_lock',
  `with b as materialized (select status from batches where id = $1 for share)
   select b.status, s.count, s.created_at as "createdAt"
   from b, sections s where s.id = $2 for update of s`,
  (raw) => ({
    status: raw.status as (typeof batches.$inferSelect)['status'],
    count: raw.count as number,
    createdAt: raw.createdAt as Date,
  }),
);
/**
 * The save's first statement: the section with its owner (for the access check), locked the same
 * way, batch (share) then section (update). The batch is found through the section's unlocked
 * row (a section never changes batch).
 */
const findAndLockStatement = txStatement(
  'records_find_lock',
  `with b as materialized (
     select status from batches
     where id = (select batch_id from sections where id = $1) for share
   )
   select b.status, u.agent_id as "agentId", ${sectionS.list}
   from b, sections s join users u on u.id = s.farmer_id
   where s.id = $1 for update of s`,
  (raw) => ({
    ...sectionS.map(raw),
    agentId: raw.agentId as string | null,
    status: raw.status as (typeof batches.$inferSelect)['status'],
  }),
);
const byDateStatement = txStatement(
  'records_by_date',
  `select ${record.list} from daily_records where section_id = $1 and date = $2`,
  record.map,
);
/** The same, with the animals the section's earlier days moved (for the mortality rule). */
const byDateMovedStatement = txStatement(
  'records_by_date_moved',
  `select m.moved, ${recordR.list}
   from (select coalesce(sum(mortality + culling + number_sold - new_births), 0)::int as moved
         from daily_records where section_id = $1 and date < $2) m
   left join daily_records r on r.section_id = $1 and r.date = $2`,
  (raw) => ({ moved: Number(raw.moved), row: raw.id == null ? undefined : recordR.map(raw) }),
);
const n = written.length;
/** The upsert and the section's new count in one statement ($n+1: now, $n+2: the count). */
const saveStatement = txStatement(
  'records_save',
  `with saved as (
     insert into daily_records (${written.map((c) => `"${c.name}"`).join(', ')})
     values (${written.map((_, i) => `$${i + 1}`).join(', ')})
     on conflict (section_id, date) do update set
       ${replaced.map((c) => `"${c.name}" = excluded."${c.name}"`).join(', ')}, updated_at = $${n + 1}
     returning ${record.list}
   ), counted as (
     update sections set count = $${n + 2}, updated_at = $${n + 1}
     where id = $${written.findIndex((c) => c.key === 'sectionId') + 1}
   )
   select * from saved`,
  record.map,
);
const setCountStatement = txStatement(
  'records_set_count',
  'update sections set count = $2, updated_at = $3 where id = $1',
);
const deleteStatement = txStatement('records_delete', 'delete from daily_records where id = $1');
/** One change of a day's record (ADR 0026), in the change's transaction. */
const revisionStatement = txStatement(
  'records_revision',
  `insert into record_revisions
     (record_id, section_id, farmer_id, date, actor_id, actor_role, channel, at, before, after, changed)
   values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb, $10::text::jsonb, $11::text[])`,
);

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
  const sectionById = db
    .select({ section: sections, agentId: users.agentId })
    .from(sections)
    .innerJoin(users, eq(users.id, sections.farmerId))
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
    async findSection(id: string) {
      const [row] = await sectionById.execute({ id });
      return row && { ...row.section, agentId: row.agentId };
    },
    /**
     * Locks for a count change, always in the order batch (share) → section (update): completing
     * a batch takes batch → sections too, so the two never deadlock.
     */
    async lockForWrite(tx: Database, section: { id: string; batchId: string }) {
      const [locked] = await runStatement(tx, lockStatement, [section.batchId, section.id]);
      return locked;
    },
    /**
     * The section with its owner and its batch's status, locked for a count change (batch share →
     * section update, as `lockForWrite`); undefined when the section or its batch is gone.
     */
    async findAndLock(tx: Database, sectionId: string) {
      const [row] = await runStatement(tx, findAndLockStatement, [sectionId]);
      return row;
    },
    async findByDate(sectionId: string, date: string, tx: Database = db) {
      const [row] = await runStatement(tx, byDateStatement, [sectionId, date]);
      return row;
    },
    /**
     * The day's record and, with `movedBefore`, the animals the section's earlier days moved
     * (deaths, culls and sales less births): read under the section lock, in one round trip.
     */
    async dayOf(tx: Database, sectionId: string, date: string, movedBefore: boolean) {
      if (!movedBefore) {
        const [row] = await runStatement(tx, byDateStatement, [sectionId, date]);
        return { existing: row, movedBefore: undefined };
      }
      const [day] = await runStatement(tx, byDateMovedStatement, [sectionId, date]);
      return { existing: day?.row, movedBefore: day?.moved ?? 0 };
    },
    /** Inserts or replaces the day's record and sets the section's live count, in one statement. */
    async save(tx: Database, values: RecordInsert, count: number) {
      const params: unknown[] = written.map(({ key }) => values[key]);
      params.push(new Date().toISOString(), count);
      const [row] = await runStatement(tx, saveStatement, params);
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
    async setCount(tx: Database, sectionId: string, count: number) {
      await runStatement(tx, setCountStatement, [sectionId, count, new Date().toISOString()]);
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
    async addRevision(tx: Database, r: RevisionInsert) {
      await runStatement(tx, revisionStatement, [
        r.recordId,
        r.sectionId,
        r.farmerId,
        r.date,
        r.actorId,
        r.actorRole,
        r.channel,
        r.at.toISOString(),
        r.before === null ? null : JSON.stringify(r.before),
        r.after === null ? null : JSON.stringify(r.after),
        r.changed,
      ]);
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
    async delete(id: string, tx: Database) {
      await runStatement(tx, deleteStatement, [id]);
    },
    /** Newest first; `before` is the keyset cursor (exclusive). */
    page(sectionId: string, q: { from?: string; to?: string; before?: string; limit: number }) {
      const shape = shapeOf({ from: !!q.from, to: !!q.to, before: !!q.before });
      return pageQuery(shape).execute({ sectionId, ...q });
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
