import type {
  completeBatchBody,
  createBatchBody,
  createSectionBody,
  updateBatchBody,
} from '@kiwo/api-client/schemas';
import { nairaToKobo } from '@kiwo/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { sections } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { farmToday } from '../../lib/farm-today';
import { reachable, type SetupChannel, toBatchSummary, toSection, writeRenames } from '../farm';
import { createPensRepository } from '../pens';
import type { UserRow } from '../users';
import { createBatchesRepository } from './repository';

export const BATCH_COMPLETED = 'This batch is completed; it can no longer change';

/** The sale price in kobo when the batch was sold (the schema requires it then). */
function salePriceKobo(body: z.output<typeof completeBatchBody>) {
  if (body.outcome !== 'sold' || body.salePriceNaira === undefined) return null;
  const price = nairaToKobo(body.salePriceNaira);
  if (!price.ok)
    throw fieldError('salePriceNaira', 'Sale price can have at most 2 decimals', 400, {
      code: 'too_many_decimals',
      places: 2,
    });
  return price.kobo;
}

/**
 * The placement fields a body gives (ADR 0056). A day after today in Lagos is refused: the
 * health calendar would count the batch's age from a day that has not come.
 */
function placement(body: { placedOn?: string; ageAtPlacementDays?: number }) {
  if (body.placedOn !== undefined && body.placedOn > farmToday())
    throw fieldError('placedOn', 'Date placed cannot be after today', 400, {
      code: 'future_date',
      max: farmToday(),
    });
  return {
    ...(body.placedOn === undefined ? {} : { placedOn: body.placedOn }),
    ...(body.ageAtPlacementDays === undefined
      ? {}
      : { ageAtPlacementDays: body.ageAtPlacementDays }),
  };
}

/** Batches and their animal sections (spec §3, §4 Batch). */
export function createBatchesService(db: Database) {
  const repo = createBatchesRepository(db);
  const pens = createPensRepository(db);

  async function summary(id: string) {
    const row = await repo.summary(id);
    if (!row) throw new AppError(404, 'Batch not found');
    return toBatchSummary(row.batch, row);
  }

  return {
    summary,

    async list(farmerId: string, status?: 'Active' | 'Completed') {
      const rows = await repo.listForFarmer(farmerId, status);
      return rows.map((row) => toBatchSummary(row.batch, row));
    },

    async create(actor: UserRow, penId: string, body: z.output<typeof createBatchBody>) {
      const id = await db.transaction(async (tx) => {
        // Shares the pen's lock with other additions; a concurrent pen delete waits or wins.
        const pen = reachable(actor, await pens.findOwned(penId, tx), 'Pen');
        const batch = await repo.insert(
          {
            farmerId: pen.farmerId,
            penId: pen.id,
            name: body.name,
            livestockType: body.livestockType,
            progress: body.progress ?? 0,
            ...placement(body),
          },
          tx,
        );
        return batch.id;
      });
      return summary(id);
    },

    async detail(actor: UserRow, batchId: string) {
      reachable(actor, await repo.findOwned(batchId), 'Batch');
      const [batch, sections] = await Promise.all([summary(batchId), repo.sectionsOf(batchId)]);
      return { ...batch, sections: sections.map(toSection) };
    },

    async update(
      actor: UserRow,
      channel: SetupChannel,
      batchId: string,
      body: z.output<typeof updateBatchBody>,
    ) {
      await db.transaction(async (tx) => {
        // Locked so two renames write their history in the order they land.
        const batch = reachable(actor, await repo.findOwned(batchId, tx, 'update'), 'Batch');
        const patch = {
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.progress === undefined ? {} : { progress: body.progress }),
          ...placement(body),
        };
        await repo.update(batchId, patch, tx);
        if (body.name !== undefined) {
          await writeRenames(tx, actor, channel, {
            kind: 'batch_rename',
            sections: await repo.sectionsOf(batchId, tx),
            before: batch.name,
            after: body.name,
          });
        }
      });
      return summary(batchId);
    },

    async complete(actor: UserRow, batchId: string, body: z.output<typeof completeBatchBody>) {
      await db.transaction(async (tx) => {
        const batch = reachable(actor, await repo.findOwned(batchId, tx, 'update'), 'Batch');
        if (batch.status === 'Completed')
          throw new AppError(409, 'This batch is already completed');
        const finalCount = await repo.lockAndCountAnimals(batchId, tx);
        await repo.update(
          batchId,
          {
            status: 'Completed',
            completedAt: new Date(),
            completionOutcome: body.outcome,
            completionNotes: body.notes ?? null,
            completionFinalCount: finalCount,
            salePriceKobo: salePriceKobo(body),
            progress: 100,
          },
          tx,
        );
      });
      return summary(batchId);
    },

    /** A completed batch back to Active (completed by mistake); its outcome and price are cleared. */
    async reopen(actor: UserRow, batchId: string) {
      await db.transaction(async (tx) => {
        const batch = reachable(actor, await repo.findOwned(batchId, tx, 'update'), 'Batch');
        if (batch.status === 'Active') throw new AppError(409, 'This batch is already active');
        await repo.update(
          batchId,
          {
            status: 'Active',
            completedAt: null,
            completionOutcome: null,
            completionNotes: null,
            completionFinalCount: null,
            salePriceKobo: null,
          },
          tx,
        );
      });
      return summary(batchId);
    },

    async addSection(actor: UserRow, batchId: string, body: z.output<typeof createSectionBody>) {
      const section = await db.transaction(async (tx) => {
        const batch = reachable(actor, await repo.findOwned(batchId, tx, 'share'), 'Batch');
        if (batch.status === 'Completed')
          throw new AppError(409, BATCH_COMPLETED, { code: 'batch_completed' });
        return repo.insertSection(
          {
            farmerId: batch.farmerId,
            batchId: batch.id,
            name: body.name,
            livestockType: body.livestockType,
            subType: body.subType ?? null,
            gender: body.gender ?? null,
            cattlePurpose: body.cattlePurpose ?? null,
            initialCount: body.count,
            count: body.count,
          },
          tx,
        );
      });
      return toSection(section);
    },

    async section(actor: UserRow, sectionId: string) {
      return toSection(reachable(actor, await repo.findSection(sectionId), 'Section'));
    },

    /** A rename is kept in the section's history (ADR 0045): who, channel, old → new. */
    async renameSection(
      actor: UserRow,
      channel: SetupChannel,
      sectionId: string,
      name: string | undefined,
    ) {
      const updated = await db.transaction(async (tx) => {
        const found = reachable(actor, await repo.findSection(sectionId, tx), 'Section');
        if (name === undefined) return found;
        const [row] = await tx
          .select()
          .from(sections)
          .where(eq(sections.id, sectionId))
          .for('update');
        if (!row) throw new AppError(404, 'Section not found');
        const renamed = await repo.updateSection(sectionId, { name }, tx);
        if (!renamed) throw new AppError(404, 'Section not found');
        await writeRenames(tx, actor, channel, {
          kind: 'rename',
          sections: [renamed],
          before: row.name,
          after: name,
        });
        return renamed;
      });
      return toSection(updated);
    },
  };
}
