import { defaultPenFor } from '@kiwo/domain';
import { loadLocale, localeFromUserLanguage, translator } from '@kiwo/i18n';
import { asc, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { batches, pens, sections, users } from '../../db/schema';

type PenFields = Pick<typeof pens.$inferInsert, 'name' | 'description' | 'location'>;

/**
 * The words of the sign-up's farm (pen, batch, section), in the farmer's language, as plain
 * strings: a translator section is a Proxy that answers `then`, so it must never be what an
 * async function returns (it would be awaited forever).
 */
async function farmSetupWords(language: unknown) {
  const locale = localeFromUserLanguage(language) ?? 'en';
  await loadLocale(locale);
  const words = translator(locale).messages.farmSetup;
  return {
    pen: words.defaultPen(),
    penDescription: words.defaultPenDescription(),
    batch: words.startingBatch(),
    section: words.startingSection(),
  };
}

/**
 * Spec §3: a new farmer's default pen ("Main Pen", "Primary livestock pen" in their language,
 * their state or "N/A"); pens made before keep their names. Every farmer registration calls
 * this inside its own transaction (`tx`). With `startingStock`, the animals the farmer counted at sign-up (their main livestock and how many)
 * go into it as a first batch with one section, so the dashboard's live animals start from that
 * count instead of 0; the farmer renames or corrects them like any other batch.
 */
export async function insertDefaultPen(
  tx: Db,
  farmer: {
    id: string;
    stateOfResidence: string | null;
    language?: string | null;
    primaryLivestock?: string | null;
    totalLivestockCount?: number | null;
  },
  { startingStock = false } = {},
) {
  const words = await farmSetupWords(farmer.language);
  const [row] = await tx
    .insert(pens)
    .values({
      farmerId: farmer.id,
      ...defaultPenFor(farmer.stateOfResidence, {
        name: words.pen,
        description: words.penDescription,
      }),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  const count = farmer.totalLivestockCount ?? 0;
  if (startingStock && farmer.primaryLivestock && count > 0) {
    const livestockType = farmer.primaryLivestock;
    const [batch] = await tx
      .insert(batches)
      .values({ farmerId: farmer.id, penId: row.id, name: words.batch, livestockType })
      .returning({ id: batches.id });
    if (!batch) throw new Error('insert returned no row');
    await tx.insert(sections).values({
      farmerId: farmer.id,
      batchId: batch.id,
      name: words.section,
      livestockType,
      initialCount: count,
      count,
    });
  }
  return row;
}

export function createPensRepository(db: Database) {
  return {
    /** Oldest first: spec §7 uses the first item as the farmer's pen. */
    list(farmerId: string) {
      return db.select().from(pens).where(eq(pens.farmerId, farmerId)).orderBy(asc(pens.createdAt));
    },
    /** The pen with its owner (farmer and their agent), for the access check. */
    async findOwned(id: string, tx: Db = db, lock = false) {
      const query = tx
        .select({ pen: pens, agentId: users.agentId })
        .from(pens)
        .innerJoin(users, eq(users.id, pens.farmerId))
        .where(eq(pens.id, id));
      const [row] = lock ? await query.for('update', { of: pens }) : await query;
      return row && { ...row.pen, agentId: row.agentId };
    },
    async insert(farmerId: string, fields: PenFields) {
      const [row] = await db
        .insert(pens)
        .values({ farmerId, ...fields })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: string, fields: Partial<PenFields>, tx: Db = db) {
      const [row] = await tx
        .update(pens)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(pens.id, id))
        .returning();
      return row;
    },
    /** The sections of the pen's batches: a pen's rename goes into each one's history. */
    sectionsHeld(penId: string, tx: Db = db) {
      return tx
        .select({ id: sections.id, farmerId: sections.farmerId, count: sections.count })
        .from(sections)
        .innerJoin(batches, eq(batches.id, sections.batchId))
        .where(eq(batches.penId, penId));
    },
  };
}
