import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batches, sections } from '../../db/schema';

/**
 * The farmer's sections in active batches, oldest first: what a channel without screens (USSD,
 * WhatsApp) offers as "which house?".
 */
export function activeSections(db: Db, farmerId: string) {
  return db
    .select({
      id: sections.id,
      name: sections.name,
      count: sections.count,
      livestockType: sections.livestockType,
      subType: sections.subType,
      cattlePurpose: sections.cattlePurpose,
    })
    .from(sections)
    .innerJoin(batches, eq(batches.id, sections.batchId))
    .where(and(eq(sections.farmerId, farmerId), eq(batches.status, 'Active')))
    .orderBy(asc(sections.createdAt), asc(sections.id));
}
