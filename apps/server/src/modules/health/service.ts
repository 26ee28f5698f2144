import type { markGivenBody, SectionHealth } from '@kiwo/api-client/schemas';
import {
  ageOnDay,
  type HealthRoute,
  type HealthTask,
  healthCalendar,
  inWithdrawal,
  type LivestockType,
  saleAllowedFrom,
  scheduleFor,
} from '@kiwo/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import { farmToday } from '../../lib/farm-today';
import { BATCH_COMPLETED } from '../batches';
import { reachable } from '../farm';
import { notify } from '../notifications';
import { createRecordsService } from '../records';
import { checkMedicineStock, medicineKeyInStock } from '../stock';
import type { UserRow } from '../users';
import { createHealthRepository, type HealthEventRow, type HealthSection } from './repository';

type MarkGiven = z.output<typeof markGivenBody>;

const KEY_REUSED = 'This Idempotency-Key was already used for another item';

const tasksOf = (section: HealthSection, given: ReadonlySet<string>, today: string) =>
  healthCalendar(scheduleFor(section.livestockType as LivestockType, section.subType), {
    placedOn: section.placedOn,
    ageAtPlacementDays: section.ageAtPlacementDays,
    today,
    given,
  });

/**
 * Reminds the farmer of each due or overdue item once (ADR 0056): the key names the section and
 * the item, so the hourly run and every read of the calendar notify it one time only.
 */
async function remind(db: Database, section: HealthSection, tasks: readonly HealthTask[]) {
  let sent = 0;
  for (const task of tasks) {
    if (task.status !== 'due' && task.status !== 'overdue') continue;
    const row = await notify(db, section.farmerId, {
      type: 'health_due',
      title: 'Vaccination or treatment due',
      body: `${task.item.id} is due for ${section.name} (${section.batchName}) by ${task.dueTo}.`,
      params: {
        item: task.item.id,
        section: section.name,
        batch: section.batchName,
        dueTo: task.dueTo,
      },
      priority: task.status === 'overdue' ? 'high' : 'medium',
      link: `/farmer/batches/${section.batchId}`,
      dedupeKey: `health-due:${section.id}:${task.item.id}`,
    });
    if (row) sent++;
  }
  return sent;
}

/** The health calendar of animal sections: due tasks by age, items marked given (ADR 0056). */
export function createHealthService(db: Database) {
  const repo = createHealthRepository(db);
  const records = createRecordsService(db);

  function present(
    section: HealthSection,
    tasks: readonly HealthTask[],
    events: readonly HealthEventRow[],
    today: string,
  ): SectionHealth {
    const byItem = new Map(events.map((e) => [e.itemId, e]));
    const withdrawing = events
      .filter((e) => inWithdrawal(e.givenOn, e.withdrawalDays, today))
      .map((e) => ({
        product: e.product,
        givenOn: e.givenOn,
        saleAllowedFrom: saleAllowedFrom(e.givenOn, e.withdrawalDays) ?? today,
      }))
      .sort((a, b) => b.saleAllowedFrom.localeCompare(a.saleAllowedFrom));
    return {
      sectionId: section.id,
      sectionName: section.name,
      batchId: section.batchId,
      batchName: section.batchName,
      ageDays: ageOnDay(section.placedOn, section.ageAtPlacementDays, today),
      tasks: tasks.map((task) => {
        const event = byItem.get(task.item.id);
        return {
          itemId: task.item.id,
          kind: task.item.kind,
          status: task.status,
          dueFrom: task.dueFrom,
          dueTo: task.dueTo,
          route: task.item.route,
          given: event
            ? {
                givenOn: event.givenOn,
                product: event.product,
                route: event.route as HealthRoute,
                productBatch: event.productBatch,
                withdrawalDays: event.withdrawalDays,
                saleAllowedFrom: saleAllowedFrom(event.givenOn, event.withdrawalDays),
              }
            : null,
        };
      }),
      withdrawal: withdrawing[0] ?? null,
    };
  }

  async function calendar(actor: UserRow, sectionId: string) {
    const section = reachable(actor, await repo.section(sectionId), 'Section');
    const events = await repo.events(sectionId);
    const today = farmToday();
    const tasks = tasksOf(section, new Set(events.map((e) => e.itemId)), today);
    if (section.batchStatus === 'Active') await remind(db, section, tasks);
    return present(section, tasks, events, today);
  }

  return {
    calendar,

    /**
     * Marks an item of the section's schedule given: the day's record gets the product (and its
     * batch number) in its vaccination field through the records' own entry path, so the record
     * says who and through which channel (ADR 0026); the event keeps route and withdrawal.
     * With the outbox's `key`, a replay after a lost answer answers the calendar and gives (and
     * draws down) nothing more; the key stays bound to its section and item, like a purchase's
     * (ADR 0068, ADR 0073).
     */
    async markGiven(
      actor: UserRow,
      sectionId: string,
      body: MarkGiven,
      channel: 'web' | 'offline' = 'web',
      key?: string,
    ) {
      const section = reachable(actor, await repo.section(sectionId), 'Section');
      if (key) {
        const earlier = await repo.byClientKey(section.farmerId, key);
        if (earlier) {
          if (earlier.sectionId !== sectionId || earlier.itemId !== body.itemId)
            throw new AppError(409, KEY_REUSED);
          return calendar(actor, sectionId);
        }
      }
      if (section.batchStatus === 'Completed')
        throw new AppError(409, BATCH_COMPLETED, { code: 'batch_completed' });
      const schedule = scheduleFor(section.livestockType as LivestockType, section.subType);
      if (!schedule.some((item) => item.id === body.itemId))
        throw fieldError('itemId', "This item is not in these animals' health schedule");
      const givenOn = body.givenOn ?? farmToday();
      const events = await repo.events(sectionId);
      if (events.some((e) => e.itemId === body.itemId))
        throw new AppError(409, 'This item is already marked given for this section');
      const stockItemKey = body.stock
        ? await medicineKeyInStock(db, section.farmerId, body.stock.item)
        : null;
      const words = body.productBatch ? `${body.product} (${body.productBatch})` : body.product;
      // The key makes a retry (or a double press) add the words to the record once.
      await records.addEntry(
        actor,
        channel,
        sectionId,
        givenOn,
        { vaccination: words },
        `health:${sectionId}:${body.itemId}`,
      );
      await repo.insert({
        farmerId: section.farmerId,
        sectionId,
        itemId: body.itemId,
        givenOn,
        product: body.product,
        route: body.route,
        productBatch: body.productBatch ?? null,
        withdrawalDays: body.withdrawalDays,
        actorId: actor.id,
        actorRole: actor.role,
        channel: actor.role === 'agent' ? 'agent' : channel,
        stockItemKey,
        stockQuantity: body.stock?.quantity ?? null,
        clientKey: key ?? null,
      });
      if (stockItemKey) await checkMedicineStock(db, section.farmerId);
      return calendar(actor, sectionId);
    },
  };
}

const givenBySection = (events: readonly { sectionId: string; itemId: string }[]) => {
  const given = new Map<string, Set<string>>();
  for (const e of events) {
    const items = given.get(e.sectionId) ?? new Set<string>();
    items.add(e.itemId);
    given.set(e.sectionId, items);
  }
  return given;
};

/** An item of a farmer's health calendar past its window and not marked given. */
export interface OverdueHealth {
  farmerId: string;
  itemId: string;
  sectionName: string;
  dueTo: string;
}

/**
 * The overdue items of the active sections of an agent's farmers, the longest overdue first
 * (their "needs a visit" list). Two queries, then the calendar of each section in memory.
 */
export async function overdueHealthOfAgent(
  db: Database,
  agentId: string,
  today: string,
): Promise<OverdueHealth[]> {
  const repo = createHealthRepository(db);
  const given = givenBySection(await repo.agentEvents(agentId));
  const overdue: OverdueHealth[] = [];
  for (const section of await repo.agentSections(agentId)) {
    for (const task of tasksOf(section, given.get(section.id) ?? new Set(), today)) {
      if (task.status !== 'overdue') continue;
      overdue.push({
        farmerId: section.farmerId,
        itemId: task.item.id,
        sectionName: section.name,
        dueTo: task.dueTo,
      });
    }
  }
  return overdue.sort((a, b) => a.dueTo.localeCompare(b.dueTo));
}

/** An item of a farmer's health calendar due now or overdue (the advisor's answer). */
export interface DueHealth {
  batchName: string;
  sectionName: string;
  itemId: string;
  kind: 'vaccination' | 'treatment';
  status: 'due' | 'overdue';
  dueFrom: string;
  dueTo: string;
}

/** The due and overdue items of a farmer's active sections, the earliest deadline first. */
export async function dueHealthOf(
  db: Database,
  farmerId: string,
  today: string,
): Promise<DueHealth[]> {
  const repo = createHealthRepository(db);
  const [list, events] = await Promise.all([
    repo.farmerSections(farmerId),
    repo.farmerEvents(farmerId),
  ]);
  const given = givenBySection(events);
  const due: DueHealth[] = [];
  for (const section of list) {
    for (const task of tasksOf(section, given.get(section.id) ?? new Set(), today)) {
      if (task.status !== 'due' && task.status !== 'overdue') continue;
      due.push({
        batchName: section.batchName,
        sectionName: section.name,
        itemId: task.item.id,
        kind: task.item.kind,
        status: task.status,
        dueFrom: task.dueFrom,
        dueTo: task.dueTo,
      });
    }
  }
  return due.sort((a, b) => a.dueTo.localeCompare(b.dueTo));
}

/**
 * Reminds every active farmer of the due and overdue items of their active sections, once per
 * item (hourly from server.ts with the record reminders). Returns how many were created.
 */
export async function runHealthReminders(db: Database): Promise<number> {
  const repo = createHealthRepository(db);
  const today = farmToday();
  const given = givenBySection(await repo.activeEvents());
  let sent = 0;
  for (const section of await repo.activeSections()) {
    const tasks = tasksOf(section, given.get(section.id) ?? new Set(), today);
    sent += await remind(db, section, tasks);
  }
  return sent;
}
