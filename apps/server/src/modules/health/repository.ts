import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batches, healthEvents, sections, users } from '../../db/schema';

export type HealthEventRow = typeof healthEvents.$inferSelect;
export type HealthEventInsert = Omit<typeof healthEvents.$inferInsert, 'id' | 'createdAt'>;

/** What the health calendar of a section reads: its animals, its batch's placement, its owner. */
const sectionColumns = {
  id: sections.id,
  farmerId: sections.farmerId,
  name: sections.name,
  livestockType: sections.livestockType,
  subType: sections.subType,
  batchId: batches.id,
  batchName: batches.name,
  batchStatus: batches.status,
  placedOn: batches.placedOn,
  ageAtPlacementDays: batches.ageAtPlacementDays,
  agentId: users.agentId,
};

export type HealthSection = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createHealthRepository>['section']>>
>;

export function createHealthRepository(db: Database) {
  const sectionsWith = () =>
    db
      .select(sectionColumns)
      .from(sections)
      .innerJoin(batches, eq(batches.id, sections.batchId))
      .innerJoin(users, eq(users.id, sections.farmerId));

  return {
    async section(id: string) {
      const [row] = await sectionsWith().where(eq(sections.id, id));
      return row;
    },
    /** Every section of an active batch of an active farmer (the reminder run). */
    activeSections() {
      return sectionsWith().where(
        and(eq(batches.status, 'Active'), eq(users.status, 'active'), eq(users.role, 'farmer')),
      );
    },
    /** The sections of active batches of an agent's farmers (their "needs a visit" list). */
    agentSections(agentId: string) {
      return sectionsWith().where(
        and(eq(batches.status, 'Active'), eq(users.agentId, agentId), eq(users.role, 'farmer')),
      );
    },
    /** The sections of a farmer's active batches (the advisor's "what is due"). */
    farmerSections(farmerId: string) {
      return sectionsWith().where(
        and(eq(batches.status, 'Active'), eq(sections.farmerId, farmerId)),
      );
    },
    /** The items given in a farmer's sections. */
    farmerEvents(farmerId: string) {
      return db
        .select({ sectionId: healthEvents.sectionId, itemId: healthEvents.itemId })
        .from(healthEvents)
        .where(eq(healthEvents.farmerId, farmerId));
    },
    /** The items given in those sections. */
    agentEvents(agentId: string) {
      return db
        .select({ sectionId: healthEvents.sectionId, itemId: healthEvents.itemId })
        .from(healthEvents)
        .innerJoin(sections, eq(sections.id, healthEvents.sectionId))
        .innerJoin(batches, eq(batches.id, sections.batchId))
        .innerJoin(users, eq(users.id, sections.farmerId))
        .where(and(eq(batches.status, 'Active'), eq(users.agentId, agentId)));
    },
    events(sectionId: string) {
      return db
        .select()
        .from(healthEvents)
        .where(eq(healthEvents.sectionId, sectionId))
        .orderBy(asc(healthEvents.givenOn));
    },
    /** The items given in sections of active batches (the reminder run). */
    activeEvents() {
      return db
        .select({ sectionId: healthEvents.sectionId, itemId: healthEvents.itemId })
        .from(healthEvents)
        .innerJoin(sections, eq(sections.id, healthEvents.sectionId))
        .innerJoin(batches, eq(batches.id, sections.batchId))
        .where(eq(batches.status, 'Active'));
    },
    /** The event written with an outbox key (ADR 0073). */
    async byClientKey(farmerId: string, clientKey: string) {
      const [row] = await db
        .select()
        .from(healthEvents)
        .where(and(eq(healthEvents.farmerId, farmerId), eq(healthEvents.clientKey, clientKey)));
      return row;
    },
    /** The new event, or undefined when the item was already marked given for the section. */
    async insert(values: HealthEventInsert) {
      const [row] = await db.insert(healthEvents).values(values).onConflictDoNothing().returning();
      return row;
    },
  };
}
