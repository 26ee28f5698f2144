import type { DailyRecord, DailyRecordDetail, dailyRecordBody } from '@kiwo/api-client/schemas';
import { addDays, calendarDay, nairaToKobo } from '@kiwo/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import { BATCH_COMPLETED } from '../batches/service';
import { reachable } from '../farm/access';
import { toRecord } from '../farm/present';
import { notifyHighMortality } from '../notifications';
import type { UserRow } from '../users/repository';
import { movementsOf, NO_MOVEMENT, recount } from './count';
import { createIdempotencyStore, type StoredResult } from './idempotency';
import { createRecordsRepository, type RecordInsert } from './repository';

type RecordBody = z.output<typeof dailyRecordBody>;

/** How far before a section's creation a record may be back-filled. */
export const BACKFILL_DAYS = 365;

const kobo = (field: 'salesNaira' | 'expenses', naira: number | undefined) => {
  if (naira === undefined) return 0;
  const result = nairaToKobo(naira);
  if (!result.ok) throw fieldError(field, 'Enter an amount in naira with at most 2 decimals');
  return result.kobo;
};

/** The body as stored columns: PUT replaces the whole day, so a missing field is cleared. */
const columns = (body: RecordBody) => ({
  feedAmount: body.feedAmount ?? null,
  feedType: body.feedType ?? null,
  waterConsumption: body.waterConsumption ?? null,
  healthStatus: body.healthStatus ?? null,
  temperature: body.temperature ?? null,
  weather: body.weather ?? null,
  mortality: body.mortality ?? 0,
  newBirths: body.newBirths ?? 0,
  weight: body.weight ?? null,
  culling: body.culling ?? 0,
  salesKobo: kobo('salesNaira', body.salesNaira),
  expensesKobo: kobo('expenses', body.expenses),
  numberSold: body.numberSold ?? 0,
  notes: body.notes ?? null,
  medicationGiven: body.medicationGiven ?? null,
  vaccination: body.vaccination ?? null,
});

/**
 * What the writer last saw of the day's record (offline sync, ADR 0012): the `updatedAt` of the
 * record they edited, or `none` when they saw no record. Absent: the write replaces whatever is
 * there (the online form before offline sync, USSD, older clients).
 */
export type RecordPrecondition = { updatedAt: string } | 'none';

export const RECORD_CHANGED =
  'This record was changed elsewhere since you last saw it: choose which version to keep';

/** Today in Nigeria (records are dated by the farm's calendar, not the server's). */
export const farmToday = () => calendarDay(new Date()) ?? new Date().toISOString().slice(0, 10);

function checkDate(date: string, sectionCreatedAt: Date) {
  const today = farmToday();
  if (date > today) throw fieldError('date', `The date cannot be after today (${today})`);
  const earliest = addDays(calendarDay(sectionCreatedAt) ?? today, -BACKFILL_DAYS);
  if (date < earliest) {
    throw fieldError(
      'date',
      `The date cannot be before ${earliest}, a year before the section was added`,
    );
  }
}

/** 412 with the record as it is now when the writer's copy is out of date. */
function checkPrecondition(
  precondition: RecordPrecondition | undefined,
  current: DailyRecord | null,
) {
  if (!precondition) return;
  const seen = precondition === 'none' ? null : precondition.updatedAt;
  if (seen === (current?.updatedAt ?? null)) return;
  throw new AppError(412, RECORD_CHANGED, { details: { current } });
}

export function createRecordsService(db: Database) {
  const repo = createRecordsRepository(db);
  const keys = createIdempotencyStore(db);
  const inTx = <T>(work: (tx: Database) => Promise<T>) =>
    db.transaction((tx) => work(tx as unknown as Database));

  /**
   * Saves the day's record and moves the live count by the difference, all or nothing. The
   * section is read, checked for access and locked by one statement: a caller who may not reach
   * it gets the same 404 as a missing one, and the rollback releases the lock at once.
   */
  async function write(
    actor: UserRow,
    sectionId: string,
    date: string,
    body: RecordBody,
    tx: Database,
    precondition?: RecordPrecondition,
  ) {
    const section = reachable(actor, await repo.findAndLock(tx, sectionId), 'Section');
    if (section.status === 'Completed') throw new AppError(409, BATCH_COMPLETED);
    checkDate(date, section.createdAt);
    const values = columns(body);
    // Read under the section lock: no other write of this section can slip in before ours. The
    // mortality rule's sum of earlier days comes with it when there are deaths to judge.
    const { existing, movedBefore } = await repo.dayOf(tx, sectionId, date, values.mortality > 0);
    checkPrecondition(precondition, existing ? toRecord(existing) : null);
    const count = recount(
      section.count,
      existing ? movementsOf(existing) : NO_MOVEMENT,
      movementsOf(values),
    );
    const insert: RecordInsert = { farmerId: section.farmerId, sectionId, date, ...values };
    const row = await repo.save(tx, insert, count);
    await notifyHighMortality(tx, {
      section,
      date,
      values,
      ...(movedBefore === undefined ? {} : { movedBefore }),
    });
    const created = !existing;
    return {
      statusCode: created ? 201 : 200,
      body: {
        success: true,
        message: created ? 'Record saved' : 'Record updated',
        data: toRecord(row),
      },
    };
  }

  return {
    async save(
      actor: UserRow,
      sectionId: string,
      date: string,
      body: RecordBody,
      idempotencyKey?: string,
      precondition?: RecordPrecondition,
    ): Promise<StoredResult> {
      if (!idempotencyKey) {
        return inTx((tx) => write(actor, sectionId, date, body, tx, precondition));
      }
      const request = `PUT /sections/${sectionId}/records/${date}`;
      // A replay answers what the first attempt stored, before any precondition: the record it
      // wrote is newer than what the writer saw, and that is not a conflict.
      const stored = await keys.find(actor.id, idempotencyKey, request);
      if (stored) return stored;
      try {
        return await inTx(async (tx) => {
          const result = await write(actor, sectionId, date, body, tx, precondition);
          await keys.remember(tx, actor.id, idempotencyKey, request, result);
          return result;
        });
      } catch (error) {
        // A concurrent retry with the same key may have won the race: our insert of the key
        // fails, or (with a precondition) we see its record as a change. Answer what it stored.
        const winner = await keys.find(actor.id, idempotencyKey, request);
        if (!winner) throw error;
        return winner;
      }
    },

    async page(
      actor: UserRow,
      sectionId: string,
      q: {
        from?: string | undefined;
        to?: string | undefined;
        cursor?: string | undefined;
        limit?: number | undefined;
      },
    ) {
      reachable(actor, await repo.findSection(sectionId), 'Section');
      const limit = q.limit ?? 30;
      const rows = await repo.page(sectionId, {
        ...(q.from ? { from: q.from } : {}),
        ...(q.to ? { to: q.to } : {}),
        ...(q.cursor ? { before: q.cursor } : {}),
        limit: limit + 1,
      });
      const items = rows.slice(0, limit).map(toRecord);
      const nextCursor = rows.length > limit ? (items.at(-1)?.date ?? null) : null;
      return { items, nextCursor };
    },

    async detail(actor: UserRow, recordId: string): Promise<DailyRecordDetail> {
      const row = reachable(actor, await repo.findOwned(recordId), 'Record');
      return {
        ...toRecord(row.record),
        sectionName: row.sectionName,
        livestockType: row.livestockType as DailyRecordDetail['livestockType'],
        batchId: row.batchId,
        batchName: row.batchName,
        batchStatus: row.batchStatus,
        sectionCount: row.sectionCount,
      };
    },

    /** Deletes a record and gives back (or takes back) the animals it moved. */
    async remove(actor: UserRow, recordId: string) {
      await inTx(async (tx) => {
        const found = reachable(actor, await repo.findOwned(recordId, tx), 'Record');
        const section = { id: found.record.sectionId, batchId: found.batchId };
        const locked = await repo.lockForWrite(tx, section);
        if (!locked) throw new AppError(404, 'Record not found');
        if (locked.status === 'Completed') throw new AppError(409, BATCH_COMPLETED);
        const current = await repo.findByDate(section.id, found.record.date, tx);
        if (!current) throw new AppError(404, 'Record not found');
        const count = recount(locked.count, movementsOf(current), NO_MOVEMENT);
        await repo.delete(recordId, tx);
        await repo.setCount(tx, section.id, count);
      });
      return { id: recordId };
    },
  };
}
