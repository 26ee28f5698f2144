import type { Deletion } from '@kiwo/api-client/schemas';
import type { RecordChannel } from '@kiwo/domain';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  batches,
  dailyRecords,
  deletedItems,
  pens,
  recordRevisions,
  sectionChanges,
  sections,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { reachable } from '../farm';
import { createPensRepository } from '../pens';
import type { UserRow } from '../users';
import { channelOf, type SetupChannel } from './corrections';
import { createBatchesRepository } from './repository';

/** How long Undo works after a delete (ADR 0045 addendum): a day, so a phone that was offline
 * when the toast showed can still take it back from the history. */
const RESTORE_WINDOW_MS = 24 * 60 * 60 * 1000;

type Kind = 'pen' | 'batch' | 'section';
type PenRow = typeof pens.$inferSelect;
type BatchRow = typeof batches.$inferSelect;
type SectionRow = typeof sections.$inferSelect;

/** The rows a delete took away, as kept in `deleted_items.rows`. */
interface Removed {
  pens: PenRow[];
  batches: BatchRow[];
  sections: SectionRow[];
}

const HAS_HISTORY: Record<Kind, string> = {
  pen: 'This pen has batches with records, so it cannot be deleted: complete its batches instead (their records stay in the history)',
  batch:
    'This batch has records, so it cannot be deleted: complete it instead (its records stay in the history)',
  section:
    'This section has records, so it cannot be deleted: complete its batch instead (its records stay in the history)',
};

const TIMESTAMPS = ['createdAt', 'updatedAt', 'completedAt'] as const;

/** JSON gave the timestamps back as strings: dates again, for the insert. */
function revive<T extends object>(row: T): T {
  const out = { ...row } as Record<string, unknown>;
  for (const key of TIMESTAMPS) {
    if (typeof out[key] === 'string') out[key] = new Date(out[key] as string);
  }
  return out as T;
}

/**
 * Deleting a pen, batch or section that holds no records, and Undo (ADR 0045 addendum). A
 * delete keeps the rows it removes in `deleted_items` with who, role and channel, in the same
 * transaction; restore puts them back with their ids. Anything with records (daily records,
 * their revisions, corrections or moves) is refused with a 409 that says to complete it instead.
 * Locks: a section's batch FOR SHARE then the section FOR UPDATE (the records' order, ADR 0026);
 * a batch FOR UPDATE; a pen FOR UPDATE then its batches: a record written meanwhile either
 * commits first (and the delete is refused) or waits and finds the section gone (404).
 */
export function createDeletionsService(db: Database) {
  const repo = createBatchesRepository(db);
  const penRepo = createPensRepository(db);

  /** Whether any of these sections has records, revisions, corrections or moves. */
  async function hasHistory(tx: Transaction, sectionIds: string[]) {
    if (sectionIds.length === 0) return false;
    const one = async (query: Promise<unknown[]>) => (await query).length > 0;
    return (
      (await one(
        tx
          .select({ id: dailyRecords.id })
          .from(dailyRecords)
          .where(inArray(dailyRecords.sectionId, sectionIds))
          .limit(1),
      )) ||
      (await one(
        tx
          .select({ id: recordRevisions.id })
          .from(recordRevisions)
          .where(inArray(recordRevisions.sectionId, sectionIds))
          .limit(1),
      )) ||
      (await one(
        tx
          .select({ id: sectionChanges.id })
          .from(sectionChanges)
          .where(
            and(
              // A rename is no count history: a renamed empty section can still be deleted
              // (its rename entries go with it, and are not restored by Undo).
              inArray(sectionChanges.kind, ['correction', 'move_in', 'move_out']),
              or(
                inArray(sectionChanges.sectionId, sectionIds),
                inArray(sectionChanges.otherSectionId, sectionIds),
              ),
            ),
          )
          .limit(1),
      ))
    );
  }

  /** The rows a delete of `kind` would take, locked; the item's owner and name. */
  async function gather(tx: Transaction, actor: UserRow, kind: Kind, id: string) {
    if (kind === 'section') {
      const found = reachable(actor, await repo.findSection(id, tx), 'Section');
      await repo.findOwned(found.batchId, tx, 'share');
      const locked = await tx.select().from(sections).where(eq(sections.id, id)).for('update');
      if (locked.length === 0) throw new AppError(404, 'Section not found');
      return { farmerId: found.farmerId, name: found.name, rows: empty({ sections: locked }) };
    }
    if (kind === 'batch') {
      const found = reachable(actor, await repo.findOwned(id, tx, 'update'), 'Batch');
      const held = await tx.select().from(sections).where(eq(sections.batchId, id));
      const { agentId: _, ...batch } = found;
      return {
        farmerId: found.farmerId,
        name: found.name,
        rows: empty({ batches: [batch], sections: held }),
      };
    }
    const pen = reachable(actor, await penRepo.findOwned(id, tx, true), 'Pen');
    const held = await tx.select().from(batches).where(eq(batches.penId, id)).for('update');
    const heldSections =
      held.length === 0
        ? []
        : await tx
            .select()
            .from(sections)
            .where(
              inArray(
                sections.batchId,
                held.map((b) => b.id),
              ),
            );
    const { agentId: _, ...penRow } = pen;
    return {
      farmerId: pen.farmerId,
      name: pen.name,
      rows: empty({ pens: [penRow], batches: held, sections: heldSections }),
    };
  }

  const empty = (rows: Partial<Removed>): Removed => ({
    pens: rows.pens ?? [],
    batches: rows.batches ?? [],
    sections: rows.sections ?? [],
  });

  async function view(id: string, tx: Database | Transaction = db): Promise<Deletion> {
    const [one] = await list(eq(deletedItems.id, id), tx);
    if (!one) throw new AppError(404, 'Deleted item not found');
    return one;
  }

  async function list(where: SQL, tx: Database | Transaction = db): Promise<Deletion[]> {
    const restorer = sql`(select concat_ws(' ', r.first_name, r.last_name) from ${users} r where r.id = ${deletedItems.restoredBy})`;
    const rows = await tx
      .select({
        item: deletedItems,
        firstName: users.firstName,
        lastName: users.lastName,
        restorer: sql<string | null>`${restorer}`,
      })
      .from(deletedItems)
      .leftJoin(users, eq(users.id, deletedItems.actorId))
      .where(where)
      .orderBy(desc(deletedItems.at), desc(deletedItems.id))
      .limit(50);
    return rows.map(({ item: d, firstName, lastName, restorer: restoredName }) => ({
      id: d.id,
      kind: d.kind,
      itemId: d.itemId,
      name: d.name,
      at: d.at.toISOString(),
      channel: d.channel as RecordChannel,
      actor: {
        id: d.actorId,
        name: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
        role: d.actorRole,
      },
      restoreUntil: d.restoreUntil.toISOString(),
      restored:
        d.restoredAt && d.restoredRole && d.restoredChannel
          ? {
              at: d.restoredAt.toISOString(),
              channel: d.restoredChannel as RecordChannel,
              actor: { id: d.restoredBy, name: restoredName || null, role: d.restoredRole },
            }
          : null,
    }));
  }

  return {
    /** Deletes an item without records; 409 (`HAS_HISTORY`) when it has any. */
    async remove(actor: UserRow, channel: SetupChannel, kind: Kind, id: string) {
      const deletionId = await db.transaction(async (tx) => {
        const { farmerId, name, rows } = await gather(tx, actor, kind, id);
        if (
          await hasHistory(
            tx,
            rows.sections.map((s) => s.id),
          )
        ) {
          throw new AppError(409, HAS_HISTORY[kind]);
        }
        const [kept] = await tx
          .insert(deletedItems)
          .values({
            farmerId,
            kind,
            itemId: id,
            name,
            rows,
            actorId: actor.id,
            actorRole: actor.role,
            channel: channelOf(actor, channel),
            restoreUntil: new Date(Date.now() + RESTORE_WINDOW_MS),
          })
          .returning({ id: deletedItems.id });
        // Sections and batches go with their pen or batch (ON DELETE CASCADE), all kept above.
        if (kind === 'section') await tx.delete(sections).where(eq(sections.id, id));
        if (kind === 'batch') await tx.delete(batches).where(eq(batches.id, id));
        if (kind === 'pen') await tx.delete(pens).where(eq(pens.id, id));
        if (!kept) throw new Error('deleted_items insert returned nothing');
        return kept.id;
      });
      return view(deletionId);
    },

    /**
     * Undo: the rows back with their ids. 409 when already restored, past `restoreUntil`, or
     * the pen or batch it belonged to is gone itself (restore that first).
     */
    async restore(actor: UserRow, channel: SetupChannel, deletionId: string) {
      await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ item: deletedItems, agentId: users.agentId })
          .from(deletedItems)
          .innerJoin(users, eq(users.id, deletedItems.farmerId))
          .where(eq(deletedItems.id, deletionId))
          .for('update', { of: deletedItems });
        const item = reachable(
          actor,
          found && { ...found.item, agentId: found.agentId },
          'Deleted item',
        );
        if (item.restoredAt) throw new AppError(409, 'This was already restored');
        if (item.restoreUntil.getTime() < Date.now()) {
          throw new AppError(409, 'It is too late to undo this delete');
        }
        const rows = item.rows as Removed;
        if (item.kind === 'section') {
          const batchId = rows.sections[0]?.batchId ?? '';
          const parent = await repo.findOwned(batchId, tx, 'share');
          if (!parent) throw new AppError(409, 'Its batch was deleted: restore the batch first');
        }
        if (item.kind === 'batch') {
          const penId = rows.batches[0]?.penId ?? '';
          const parent = await penRepo.findOwned(penId, tx, true);
          if (!parent) throw new AppError(409, 'Its pen was deleted: restore the pen first');
        }
        if (rows.pens.length > 0) await tx.insert(pens).values(rows.pens.map(revive));
        if (rows.batches.length > 0) await tx.insert(batches).values(rows.batches.map(revive));
        if (rows.sections.length > 0) await tx.insert(sections).values(rows.sections.map(revive));
        await tx
          .update(deletedItems)
          .set({
            restoredAt: new Date(),
            restoredBy: actor.id,
            restoredRole: actor.role,
            restoredChannel: channelOf(actor, channel),
          })
          .where(eq(deletedItems.id, deletionId));
      });
      return view(deletionId);
    },

    /** The farm's deletes and restores, newest first (the last 50). */
    async history(farmerId: string) {
      return { deletions: await list(eq(deletedItems.farmerId, farmerId)) };
    },
  };
}
