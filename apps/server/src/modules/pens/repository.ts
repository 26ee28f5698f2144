import { defaultPenFor } from '@kiwo/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { batches, pens, users } from '../../db/schema';

type PenFields = Pick<typeof pens.$inferInsert, 'name' | 'description' | 'location'>;

/**
 * Spec §3: a new farmer's default pen ("Main Pen", "Primary livestock pen", their state or
 * "N/A"). Every farmer registration calls this inside its own transaction (`tx`).
 */
export async function insertDefaultPen(
  tx: Db,
  farmer: { id: string; stateOfResidence: string | null },
) {
  const [row] = await tx
    .insert(pens)
    .values({ farmerId: farmer.id, ...defaultPenFor(farmer.stateOfResidence) })
    .returning();
  if (!row) throw new Error('insert returned no row');
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
    async update(id: string, fields: Partial<PenFields>) {
      const [row] = await db
        .update(pens)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(pens.id, id))
        .returning();
      return row;
    },
    async hasBatches(penId: string, tx: Db = db) {
      const rows = await tx
        .select({ id: batches.id })
        .from(batches)
        .where(eq(batches.penId, penId))
        .limit(1);
      return rows.length > 0;
    },
    async delete(id: string, tx: Db = db) {
      await tx.delete(pens).where(eq(pens.id, id));
    },
  };
}
