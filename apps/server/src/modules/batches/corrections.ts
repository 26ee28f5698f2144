import type {
  countCorrectionBody,
  moveAnimalsBody,
  SectionChanges,
} from '@kiwo/api-client/schemas';
import { correctCount, moveAnimals, type RecordChannel } from '@kiwo/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { sectionChanges, sections, users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { channelOf, reachable, type SectionRow, type SetupChannel, toSection } from '../farm';
import type { UserRow } from '../users';
import { createBatchesRepository } from './repository';
import { BATCH_COMPLETED } from './service';

const COUNT_CHANGED =
  "This section's count changed since you looked at it: check the new count and correct again";

type ChangeKind = (typeof sectionChanges.$inferInsert)['kind'];

/**
 * Count corrections and moves between sections (ADR 0045). Both run in one transaction with the
 * records' lock order (batch FOR SHARE, then section FOR UPDATE, ADR 0026), move the live count
 * and the section's `count_adjustment` (animals placed) together, and write one `section_changes`
 * row per section touched: who, role, channel, before → after, reason.
 */
export { channelOf, type SetupChannel };

export function createCorrectionsService(db: Database) {
  const repo = createBatchesRepository(db);

  /** The section (reachable by the actor) locked for update, its batch shared and active. */
  async function lockSection(tx: Transaction, actor: UserRow, sectionId: string, what: string) {
    const found = reachable(actor, await repo.findSection(sectionId, tx), what);
    const batch = await repo.findOwned(found.batchId, tx, 'share');
    if (!batch) throw new AppError(404, `${what} not found`);
    if (batch.status === 'Completed')
      throw new AppError(409, BATCH_COMPLETED, { code: 'batch_completed' });
    const [row] = await tx.select().from(sections).where(eq(sections.id, sectionId)).for('update');
    if (!row) throw new AppError(404, `${what} not found`);
    return row;
  }

  async function setCount(tx: Transaction, row: SectionRow, count: number, adjustment: number) {
    const [updated] = await tx
      .update(sections)
      .set({
        count,
        countAdjustment: sql`${sections.countAdjustment} + ${adjustment}`,
        updatedAt: new Date(),
      })
      .where(eq(sections.id, row.id))
      .returning();
    if (!updated) throw new AppError(404, 'Section not found');
    return updated;
  }

  async function writeChange(
    tx: Transaction,
    actor: UserRow,
    channel: SetupChannel,
    change: {
      kind: ChangeKind;
      before: SectionRow;
      after: SectionRow;
      reason?: string | undefined;
      other?: SectionRow;
    },
  ) {
    await tx.insert(sectionChanges).values({
      sectionId: change.after.id,
      farmerId: change.after.farmerId,
      kind: change.kind,
      actorId: actor.id,
      actorRole: actor.role,
      channel: channelOf(actor, channel),
      countBefore: change.before.count,
      countAfter: change.after.count,
      reason: change.reason ?? null,
      otherSectionId: change.other?.id ?? null,
      otherSectionName: change.other?.name ?? null,
    });
  }

  /**
   * The same correction sent again (the outbox retrying after a lost answer): the section's last
   * change is this actor's correction from → to with this reason, and the count is still `to`.
   */
  async function isReplay(
    tx: Transaction,
    actor: UserRow,
    row: SectionRow,
    body: z.output<typeof countCorrectionBody>,
  ) {
    if (row.count !== body.to) return false;
    const [last] = await tx
      .select()
      .from(sectionChanges)
      .where(eq(sectionChanges.sectionId, row.id))
      .orderBy(desc(sectionChanges.at), desc(sectionChanges.id))
      .limit(1);
    return (
      last?.kind === 'correction' &&
      last.actorId === actor.id &&
      last.countBefore === body.from &&
      last.countAfter === body.to &&
      last.reason === body.reason
    );
  }

  return {
    /**
     * "The 150 were really 148": the live count becomes `to`, the difference goes into animals
     * placed (not deaths), and the change is kept with its reason. `from` is the count the farmer
     * saw; if it moved since, 409 with the section as it is now (nobody's change is overwritten).
     */
    async correct(
      actor: UserRow,
      channel: SetupChannel,
      sectionId: string,
      body: z.output<typeof countCorrectionBody>,
    ) {
      const updated = await db.transaction(async (tx) => {
        const row = await lockSection(tx, actor, sectionId, 'Section');
        if (row.count !== body.from && (await isReplay(tx, actor, row, body))) return row;
        if (row.count !== body.from) {
          throw new AppError(409, COUNT_CHANGED, { details: { current: toSection(row) } });
        }
        const result = correctCount(row.count, body.to);
        if (!result.ok) {
          throw fieldError('to', `The correct count is the same as now (${row.count})`);
        }
        const after = await setCount(tx, row, result.count, result.adjustment);
        await writeChange(tx, actor, channel, {
          kind: 'correction',
          before: row,
          after,
          reason: body.reason,
        });
        return after;
      });
      return toSection(updated);
    },

    /** Animals from one section into another of the same farm; both sides get a change. */
    async move(
      actor: UserRow,
      channel: SetupChannel,
      sectionId: string,
      body: z.output<typeof moveAnimalsBody>,
    ) {
      if (body.toSectionId === sectionId) {
        throw fieldError('toSectionId', 'Choose another section to move the animals to');
      }
      const [from, to] = await db.transaction(async (tx) => {
        // Both sections locked in id order, so two opposite moves cannot deadlock.
        const ids = [sectionId, body.toSectionId].sort();
        const locked = new Map<string, SectionRow>();
        for (const id of ids) {
          const what = id === sectionId ? 'Section' : 'Section to move to';
          locked.set(id, await lockSection(tx, actor, id, what));
        }
        const source = locked.get(sectionId);
        const target = locked.get(body.toSectionId);
        if (!source || !target) throw new AppError(404, 'Section not found');
        if (source.farmerId !== target.farmerId) {
          throw new AppError(404, 'Section to move to not found');
        }
        const result = moveAnimals(source.count, target.count, body.count);
        if (!result.ok) {
          throw fieldError(
            'count',
            `Only ${source.count} animals are alive in ${source.name}; you cannot move ${body.count}`,
          );
        }
        const fromAfter = await setCount(tx, source, result.from, -body.count);
        const toAfter = await setCount(tx, target, result.to, body.count);
        const reason = body.reason;
        await writeChange(tx, actor, channel, {
          kind: 'move_out',
          before: source,
          after: fromAfter,
          reason,
          other: target,
        });
        await writeChange(tx, actor, channel, {
          kind: 'move_in',
          before: target,
          after: toAfter,
          reason,
          other: source,
        });
        return [fromAfter, toAfter] as const;
      });
      return { from: toSection(from), to: toSection(to) };
    },

    /** The section's corrections, moves and renames, newest first. */
    async changes(actor: UserRow, sectionId: string): Promise<SectionChanges> {
      reachable(actor, await repo.findSection(sectionId), 'Section');
      const rows = await db
        .select({ change: sectionChanges, firstName: users.firstName, lastName: users.lastName })
        .from(sectionChanges)
        .leftJoin(users, eq(users.id, sectionChanges.actorId))
        .where(eq(sectionChanges.sectionId, sectionId))
        .orderBy(desc(sectionChanges.at), desc(sectionChanges.id));
      return {
        sectionId,
        changes: rows.map(({ change: c, firstName, lastName }) => ({
          id: c.id,
          kind: c.kind,
          at: c.at.toISOString(),
          channel: c.channel as RecordChannel,
          actor: {
            id: c.actorId,
            name: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
            role: c.actorRole,
          },
          countBefore: c.countBefore,
          countAfter: c.countAfter,
          reason: c.reason,
          otherSection:
            c.otherSectionId && c.otherSectionName
              ? { id: c.otherSectionId, name: c.otherSectionName }
              : null,
          names:
            c.nameBefore !== null && c.nameAfter !== null
              ? { before: c.nameBefore, after: c.nameAfter }
              : null,
        })),
      };
    },
  };
}
