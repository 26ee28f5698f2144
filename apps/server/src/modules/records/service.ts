import {
  type DailyRecord,
  type DailyRecordDetail,
  type DayEntry,
  dailyRecordBody,
  dayEntry,
  type RecordHistory,
} from '@kiwo/api-client/schemas';
import {
  addDays,
  animalsPlaced,
  calendarDay,
  koboToNaira,
  LAY_DROP_DAYS,
  layRate,
  layRateDrop,
  maxEggsFor,
  nairaToKobo,
  type RecordChannel,
  recordsEggs,
  recordsMilk,
  saleAllowedFrom,
} from '@kiwo/domain';
import { localeFromUserLanguage } from '@kiwo/i18n';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import { farmToday } from '../../lib/farm-today';
import { allTranslators } from '../../lib/translators';
import { BATCH_COMPLETED } from '../batches';
import { recordEvents } from '../events';
import { channelOf, reachable, toRecord } from '../farm';
import { notifyLayDrop as notifyDrop, notifyHighMortality } from '../notifications';
import { checkFeedStock } from '../stock';
import type { UserRow } from '../users';
import { movementsOf, NO_MOVEMENT, recount } from './count';
import { createIdempotencyStore, type StoredResult } from './idempotency';
import { createRecordsRepository, type RecordInsert } from './repository';

type RecordBody = z.output<typeof dailyRecordBody>;
type RecordRow = Parameters<typeof toRecord>[0];
type Values = Omit<RecordInsert, 'farmerId' | 'sectionId' | 'date' | 'enteredBy' | 'channel'>;

export type { DayEntry };

/** What `addEntry` answers: the day before and after the entry, and the section's live count. */
export interface EntryResult {
  before: DailyRecord | null;
  after: DailyRecord;
  liveCount: number;
}

/** How far before a section's creation a record may be back-filled. */
const BACKFILL_DAYS = 365;

const kobo = (field: 'salesNaira' | 'expenses', naira: number | undefined) => {
  if (naira === undefined) return 0;
  const result = nairaToKobo(naira);
  if (!result.ok)
    throw fieldError(field, 'Enter an amount in naira with at most 2 decimals', 400, {
      code: 'too_many_decimals',
      places: 2,
    });
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
  eggsCollected: body.eggsCollected ?? null,
  eggsCracked: body.eggsCracked ?? null,
  milkLitres: body.milkLitres ?? null,
  mortalityCause: body.mortalityCause ?? null,
  cullingReason: body.cullingReason ?? null,
});

/**
 * What the writer last saw of the day's record (offline sync, ADR 0012): the `updatedAt` of the
 * record they edited, or `none` when they saw no record. Absent: the write replaces whatever is
 * there (the online form before offline sync, USSD, older clients).
 */
export type RecordPrecondition = { updatedAt: string } | 'none';

const RECORD_CHANGED =
  'This record was changed elsewhere since you last saw it: choose which version to keep';

function checkDate(date: string, sectionCreatedAt: Date) {
  const today = farmToday();
  if (date > today)
    throw fieldError('date', `The date cannot be after today (${today})`, 400, {
      code: 'future_date',
      max: today,
    });
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
  throw new AppError(412, RECORD_CHANGED, { details: { current }, code: 'record_changed' });
}

/** A record's values as a revision keeps them: the API shape without ids and timestamps. */
const valuesOf = (record: DailyRecord | null): Record<string, unknown> | null => {
  if (!record) return null;
  const { id: _id, sectionId: _s, date: _d, createdAt: _c, updatedAt: _u, ...values } = record;
  return values;
};
const changedFields = (
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((k) => (before?.[k] ?? null) !== (after?.[k] ?? null)).sort();
};

/** The first problem of a zod result as a single-field 400. */
function firstIssue(issues: { path: PropertyKey[]; message: string }[]): never {
  const issue = issues[0];
  const field = issue?.path.map(String).join('.') || 'entry';
  throw fieldError(field, issue?.message ?? 'Invalid entry');
}

const addText = (stored: string | null, added: string | undefined) =>
  added === undefined ? stored : stored ? `${stored}; ${added}` : added;
/** Sum of two amounts with at most 2 decimals, exact to the cent. */
const addMeasure = (stored: number | null, added: number | undefined) =>
  added === undefined ? stored : Math.round(((stored ?? 0) + added) * 100) / 100;
const addKobo = (field: 'salesNaira' | 'expenses', stored: number, naira: number | undefined) =>
  naira === undefined ? stored : stored + kobo(field, naira);

/** The day's values with an entry added (ADR 0026): counts, money and measures sum; texts append. */
function withEntry(
  existing: RecordRow | undefined,
  entry: z.output<typeof dayEntry>,
  alsoGiven: (cause: string, deaths: number) => string,
): Values {
  const base: Values = existing
    ? {
        feedAmount: existing.feedAmount,
        feedType: existing.feedType,
        waterConsumption: existing.waterConsumption,
        healthStatus: existing.healthStatus,
        temperature: existing.temperature,
        weather: existing.weather,
        mortality: existing.mortality,
        newBirths: existing.newBirths,
        weight: existing.weight,
        culling: existing.culling,
        salesKobo: Number(existing.salesKobo),
        expensesKobo: Number(existing.expensesKobo),
        numberSold: existing.numberSold,
        notes: existing.notes,
        medicationGiven: existing.medicationGiven,
        vaccination: existing.vaccination,
        eggsCollected: existing.eggsCollected,
        eggsCracked: existing.eggsCracked,
        milkLitres: existing.milkLitres,
        mortalityCause: existing.mortalityCause,
        cullingReason: existing.cullingReason,
      }
    : columns({});
  const addCount = (stored: number | null, added: number | undefined) =>
    added === undefined ? stored : (stored ?? 0) + added;
  const next: Values = {
    ...base,
    mortality: base.mortality + (entry.mortality ?? 0),
    newBirths: base.newBirths + (entry.newBirths ?? 0),
    culling: base.culling + (entry.culling ?? 0),
    numberSold: base.numberSold + (entry.numberSold ?? 0),
    salesKobo: addKobo('salesNaira', base.salesKobo, entry.sales),
    expensesKobo: addKobo('expenses', base.expensesKobo, entry.expenses),
    feedAmount: addMeasure(base.feedAmount, entry.feedAmount),
    waterConsumption: addMeasure(base.waterConsumption, entry.waterConsumption),
    notes: addText(base.notes, entry.notes),
    medicationGiven: addText(base.medicationGiven, entry.medicationGiven),
    vaccination: addText(base.vaccination, entry.vaccination),
    eggsCollected: addCount(base.eggsCollected, entry.eggsCollected),
    eggsCracked: addCount(base.eggsCracked, entry.eggsCracked),
    milkLitres: addMeasure(base.milkLitres, entry.milkLitres),
    // A day has one cause of death: the first one given stays, and another channel's different
    // cause is kept in the notes beside it, never written over it (ADR 0026), in the farmer's
    // language like the rest of the farm's notes (ADR 0074).
    mortalityCause: base.mortalityCause ?? entry.mortalityCause ?? null,
  };
  if (entry.mortalityCause && base.mortalityCause && base.mortalityCause !== entry.mortalityCause) {
    next.notes = addText(next.notes, alsoGiven(entry.mortalityCause, entry.mortality ?? 0));
  }
  // The totals obey the form's limits too (a day's notes, a count's maximum).
  const totals = dailyRecordBody.safeParse({
    mortality: next.mortality,
    newBirths: next.newBirths,
    culling: next.culling,
    numberSold: next.numberSold,
    salesNaira: koboToNaira(next.salesKobo),
    expenses: koboToNaira(next.expensesKobo),
    feedAmount: next.feedAmount,
    waterConsumption: next.waterConsumption,
    notes: next.notes,
    medicationGiven: next.medicationGiven,
    vaccination: next.vaccination,
    eggsCollected: next.eggsCollected ?? undefined,
    eggsCracked: next.eggsCracked ?? undefined,
    milkLitres: next.milkLitres ?? undefined,
  });
  if (!totals.success) firstIssue(totals.error.issues);
  return next;
}

type LockedSection = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createRecordsRepository>['findAndLock']>>
>;

/**
 * Production figures only where they apply, and plausible (ADR 0059): eggs for layers, at most
 * `MAX_EGGS_PER_HEN` a hen alive at the start of the day,
 * cracked eggs no more than collected; milk for dairy cattle and does; a cause only with deaths
 * and a reason only with culls.
 */
function checkProduction(section: LockedSection, values: Values, movedBefore: number | undefined) {
  const eggs = values.eggsCollected;
  if (eggs !== null || values.eggsCracked !== null) {
    if (!recordsEggs(section.livestockType, section.subType)) {
      throw fieldError('eggsCollected', 'Eggs are recorded for layers only');
    }
    if (values.eggsCracked !== null && values.eggsCracked > (eggs ?? 0)) {
      throw fieldError('eggsCracked', 'Cracked eggs cannot be more than the eggs collected');
    }
    if (eggs !== null && movedBefore !== undefined) {
      const hens = Math.max(
        0,
        animalsPlaced(section.initialCount, section.countAdjustment) - movedBefore,
      );
      const most = maxEggsFor(hens);
      if (eggs > most) {
        throw fieldError(
          'eggsCollected',
          `${eggs} eggs is too many for ${hens} hens: at most ${most} a day`,
        );
      }
    }
  }
  if (
    values.milkLitres !== null &&
    !recordsMilk(section.livestockType, section.subType, section.cattlePurpose)
  ) {
    throw fieldError('milkLitres', 'Milk is recorded for dairy cattle and does only');
  }
  if (values.mortalityCause !== null && values.mortality === 0) {
    throw fieldError('mortalityCause', 'A cause of death needs deaths on the day');
  }
  if (values.cullingReason !== null && values.culling === 0) {
    throw fieldError('cullingReason', 'A culling reason needs animals culled on the day');
  }
}

export function createRecordsService(db: Database) {
  const repo = createRecordsRepository(db);
  const keys = createIdempotencyStore(db);

  /** The product events of a save (ADR 0052): a record saved by channel; an offline sync. */
  const savedEvents = (actor: UserRow, channel: RecordChannel) => {
    const event = {
      channel: channelOf(actor, channel),
      role: actor.role,
      language: actor.language,
    };
    return recordEvents(db, [
      { name: 'record_saved', ...event, userId: actor.id },
      ...(channel === 'offline' ? [{ name: 'offline_sync' as const, ...event }] : []),
    ]);
  };

  /**
   * Changes the day's record and moves the live count by the difference, all or nothing, and
   * keeps the change as a revision (ADR 0026). The section is read, checked for access and locked
   * by one statement: a caller who may not reach it gets the same 404 as a missing one, and the
   * rollback releases the lock at once. `next` gets the day as stored under that lock.
   */
  async function change(
    tx: Transaction,
    actor: UserRow,
    channel: RecordChannel,
    sectionId: string,
    date: string,
    next: (existing: RecordRow | undefined) => Values,
    opts: { precondition?: RecordPrecondition | undefined; judgeDeaths: boolean },
  ) {
    const section = reachable(actor, await repo.findAndLock(tx, sectionId), 'Section');
    if (section.status === 'Completed')
      throw new AppError(409, BATCH_COMPLETED, { code: 'batch_completed' });
    checkDate(date, section.createdAt);
    // Read under the section lock: no other write of this section can slip in before ours. The
    // mortality rule's sum of earlier days comes with it when there are deaths to judge.
    const { existing, movedBefore } = await repo.dayOf(tx, sectionId, date, opts.judgeDeaths);
    const before = existing ? toRecord(existing) : null;
    checkPrecondition(opts.precondition, before);
    const values = next(existing);
    checkProduction(section, values, movedBefore);
    if (values.numberSold > (existing?.numberSold ?? 0)) await checkWithdrawal(tx, sectionId, date);
    const count = recount(
      section.count,
      existing ? movementsOf(existing) : NO_MOVEMENT,
      movementsOf(values),
    );
    const stored = channelOf(actor, channel);
    const insert: RecordInsert = {
      farmerId: section.farmerId,
      sectionId,
      date,
      ...values,
      enteredBy: actor.id,
      channel: stored,
    };
    // The revision is written with the record (one statement): its `after` is the row as the
    // API shows it, which the form's limits make exactly what the columns store; checked below.
    const expected = valuesOf(
      toRecord({ ...insert, id: '', createdAt: new Date(0), updatedAt: new Date(0) }),
    );
    const row = await repo.save(tx, insert, count, {
      sectionId,
      farmerId: section.farmerId,
      date,
      actorId: actor.id,
      actorRole: actor.role,
      channel: stored,
      before: valuesOf(before),
      after: expected,
      changed: changedFields(valuesOf(before), expected),
    });
    const after = toRecord(row);
    // Never keep a revision that differs from what was stored: the rollback undoes both.
    if (changedFields(expected, valuesOf(after)).length > 0) {
      throw new Error('the stored record differs from its revision');
    }
    // Read only when there are deaths to judge.
    if (movedBefore !== undefined && values.mortality > 0) {
      await notifyHighMortality(tx, { section, date, values, movedBefore });
    }
    if (values.eggsCollected !== null && values.eggsCollected !== existing?.eggsCollected) {
      await notifyLayDrop(tx, section, date);
    }
    // Feed drawn from stock may cross the low line (ADR 0063).
    if ((values.feedAmount ?? 0) > 0) await checkFeedStock(tx, section.farmerId);
    return { before, after, liveCount: count };
  }

  /**
   * A lay-rate drop that starts on `date` (domain `layRateDrop`) notifies the farmer and their
   * agent once, in the record's transaction. Reads the days before it under the section lock.
   */
  async function notifyLayDrop(tx: Transaction, section: LockedSection, date: string) {
    const placed = animalsPlaced(section.initialCount, section.countAdjustment);
    const days = await repo.productionDays(
      tx,
      [section.id],
      addDays(date, -(LAY_DROP_DAYS + 1)),
      date,
    );
    const rates = days.flatMap((d) => {
      const rate = layRate(d.eggsCollected, placed - d.movedBefore);
      return rate === null ? [] : [{ date: d.date, rate }];
    });
    const drop = layRateDrop(rates, date);
    if (drop) await notifyDrop(tx, { section, drop });
  }

  /**
   * More animals sold on a day inside a treatment's withdrawal period are refused (ADR 0056):
   * their meat or eggs may still carry the drug. 409 naming the product and the first day a sale
   * is allowed; nothing is written.
   */
  async function checkWithdrawal(tx: Transaction, sectionId: string, date: string) {
    const held = await repo.withdrawalOn(tx, sectionId, date);
    if (!held) return;
    const allowed = saleAllowedFrom(held.givenOn, held.withdrawalDays) ?? date;
    throw fieldError(
      'numberSold',
      `These animals were given ${held.product} on ${held.givenOn}: do not sell them before ${allowed}, the end of its withdrawal period`,
      409,
    );
  }

  /** The form's save (web, offline sync, agent): the body replaces the day's totals. */
  async function write(
    actor: UserRow,
    channel: RecordChannel,
    sectionId: string,
    date: string,
    body: RecordBody,
    tx: Transaction,
    precondition?: RecordPrecondition,
  ) {
    const values = columns(body);
    const { before, after } = await change(tx, actor, channel, sectionId, date, () => values, {
      precondition,
      judgeDeaths: values.mortality > 0 || values.eggsCollected !== null,
    });
    const created = !before;
    return {
      statusCode: created ? 201 : 200,
      body: { success: true, message: created ? 'Record saved' : 'Record updated', data: after },
    };
  }

  /**
   * Runs `work` once per Idempotency-Key (per user and request), replaying what it stored.
   * `replayed` says the answer is an earlier attempt's, so the save is not counted twice.
   */
  async function once(
    actor: UserRow,
    idempotencyKey: string | undefined,
    request: string,
    work: (tx: Transaction) => Promise<StoredResult>,
  ): Promise<{ result: StoredResult; replayed: boolean }> {
    if (!idempotencyKey) return { result: await db.transaction(work), replayed: false };
    // A replay answers what the first attempt stored, before any precondition: the record it
    // wrote is newer than what the writer saw, and that is not a conflict.
    const stored = await keys.find(actor.id, idempotencyKey, request);
    if (stored) return { result: stored, replayed: true };
    try {
      const result = await db.transaction(async (tx) => {
        const fresh = await work(tx);
        await keys.remember(tx, actor.id, idempotencyKey, request, fresh);
        return fresh;
      });
      return { result, replayed: false };
    } catch (error) {
      // A concurrent retry with the same key may have won the race: our insert of the key
      // fails, or (with a precondition) we see its record as a change. Answer what it stored.
      const winner = await keys.find(actor.id, idempotencyKey, request);
      if (!winner) throw error;
      return { result: winner, replayed: true };
    }
  }

  return {
    /**
     * The form's save: the body replaces the day's totals. `channel` is `web` or `offline` (an
     * agent's save is stored as `agent`); a `precondition` makes it a conditional write (412).
     */
    async save(
      actor: UserRow,
      sectionId: string,
      date: string,
      body: RecordBody,
      idempotencyKey?: string,
      precondition?: RecordPrecondition,
      channel: RecordChannel = 'web',
    ): Promise<StoredResult> {
      const { result, replayed } = await once(
        actor,
        idempotencyKey,
        `PUT /sections/${sectionId}/records/${date}`,
        (tx) => write(actor, channel, sectionId, date, body, tx, precondition),
      );
      if (!replayed) await savedEvents(actor, channel);
      return result;
    },

    /**
     * An event channel's report (USSD, WhatsApp, phone): the entry's amounts are ADDED to the
     * day's totals and its texts appended, in one transaction with the live-count rule (ADR
     * 0026). Deaths, culls or sales beyond the live animals, a completed batch, a date out of
     * range or a bad amount are 4xx `AppError`s and nothing is written. With an
     * `idempotencyKey` a retry of the same entry is added once and answers the same.
     */
    async addEntry(
      actor: UserRow,
      channel: RecordChannel,
      sectionId: string,
      date: string,
      entry: DayEntry,
      idempotencyKey?: string,
    ): Promise<EntryResult> {
      const parsed = dayEntry.safeParse(entry);
      if (!parsed.success) firstIssue(parsed.error.issues);
      const added = parsed.data;
      if (Object.values(added).every((v) => v === undefined || v === 0)) {
        throw fieldError('entry', 'Enter at least one amount to add');
      }
      const request = `ENTRY ${channel} /sections/${sectionId}/records/${date} ${JSON.stringify(added)}`;
      // The farm's notes are in the farmer's language, whoever adds the entry.
      const farmer = added.mortalityCause ? await repo.findSection(sectionId) : undefined;
      const t = (await allTranslators())[localeFromUserLanguage(farmer?.farmerLanguage) ?? 'en'];
      const causes = t.farm.production.causes as unknown as Record<
        string,
        (() => string) | undefined
      >;
      const alsoGiven = (cause: string, deaths: number) =>
        t.messages.farmSetup.causeAlsoGiven({ cause: causes[cause]?.() ?? cause, deaths });
      const { result, replayed } = await once(actor, idempotencyKey, request, async (tx) => {
        const body = await change(
          tx,
          actor,
          channel,
          sectionId,
          date,
          (existing) => withEntry(existing, added, alsoGiven),
          { judgeDeaths: (added.mortality ?? 0) > 0 || added.eggsCollected !== undefined },
        );
        return { statusCode: 200, body };
      });
      if (!replayed) await savedEvents(actor, channel);
      return result.body as EntryResult;
    },

    /** Every change of a record, oldest first (ADR 0026); kept after the record is deleted. */
    async history(actor: UserRow, recordId: string): Promise<RecordHistory> {
      const record = await repo.findOwned(recordId);
      const rows = await repo.history(recordId);
      if (record) reachable(actor, record, 'Record');
      else {
        const first = rows[0];
        reachable(actor, first && (await repo.findSection(first.revision.sectionId)), 'Record');
      }
      return {
        recordId,
        revisions: rows.map(({ revision: r, firstName, lastName }) => ({
          id: r.id,
          at: r.at.toISOString(),
          channel: r.channel as RecordChannel,
          actor: {
            id: r.actorId,
            name: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
            role: r.actorRole,
          },
          before: r.before as Record<string, unknown> | null,
          after: r.after as Record<string, unknown> | null,
          changed: r.changed,
        })),
      };
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
    async remove(actor: UserRow, recordId: string, channel: RecordChannel = 'web') {
      await db.transaction(async (tx) => {
        const found = reachable(actor, await repo.findOwned(recordId, tx), 'Record');
        const section = { id: found.record.sectionId, batchId: found.batchId };
        const locked = await repo.lockForWrite(tx, section);
        if (!locked) throw new AppError(404, 'Record not found');
        if (locked.status === 'Completed')
          throw new AppError(409, BATCH_COMPLETED, { code: 'batch_completed' });
        const current = await repo.findByDate(section.id, found.record.date, tx);
        if (!current) throw new AppError(404, 'Record not found');
        const count = recount(locked.count, movementsOf(current), NO_MOVEMENT);
        await repo.delete(recordId, tx);
        await repo.setCount(tx, section.id, count);
        const before = valuesOf(toRecord(current));
        await repo.addRevision(tx, {
          recordId,
          sectionId: section.id,
          farmerId: current.farmerId,
          date: current.date,
          actorId: actor.id,
          actorRole: actor.role,
          channel: channelOf(actor, channel),
          at: new Date(),
          before,
          after: null,
          changed: changedFields(before, null),
        });
      });
      return { id: recordId };
    },
  };
}
