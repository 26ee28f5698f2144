import { RECORD_CHANNELS } from '@kiwo/domain';
import { z } from 'zod';
import { envelope } from './envelope';
import { countField, measureField, mortalityCauseSchema, nairaField, optional, text } from './farm';

// Entries from event channels and the history of a day's record (ADR 0026).

/**
 * What an event channel (USSD, WhatsApp, phone) reports: amounts ADDED to the day's totals.
 * Texts are appended to the day's text ("; "), never replace it. At least one field.
 */
export const dayEntry = z
  .object({
    mortality: optional(countField('Mortality')),
    newBirths: optional(countField('New births')),
    culling: optional(countField('Culling')),
    numberSold: optional(countField('Number sold')),
    sales: optional(nairaField('Sales')),
    expenses: optional(nairaField('Expenses')),
    feedAmount: optional(measureField('Feed amount', 0, 1_000_000)),
    waterConsumption: optional(measureField('Water consumption', 0, 10_000_000)),
    vaccination: optional(text('Vaccination', 200)),
    medicationGiven: optional(text('Medication given', 200)),
    notes: optional(text('Notes', 1000)),
    eggsCollected: optional(countField('Eggs collected')),
    eggsCracked: optional(countField('Cracked eggs')),
    milkLitres: optional(measureField('Milk', 0, 100_000)),
    /** Why this entry's deaths died; the day keeps the first cause given (ADR 0026). */
    mortalityCause: optional(mortalityCauseSchema),
  })
  .strict();

export const recordChannelSchema = z.enum(RECORD_CHANNELS);

/** The values of a day's record as a revision keeps them (the API shape without ids or times). */
export const recordValues = z.record(z.string(), z.unknown());

export const recordRevision = z.object({
  id: z.string(),
  at: z.string(),
  channel: recordChannelSchema,
  actor: z.object({
    /** Null once the account is deleted. */
    id: z.string().nullable(),
    name: z.string().nullable(),
    role: z.string(),
  }),
  /** Null: the change created the record. */
  before: recordValues.nullable(),
  /** Null: the change deleted the record. */
  after: recordValues.nullable(),
  /** Fields whose value differs between before and after. */
  changed: z.array(z.string()),
});

export const recordHistory = z.object({
  recordId: z.string(),
  /** Oldest first. */
  revisions: z.array(recordRevision),
});
export const recordHistoryResponse = envelope(recordHistory);

export type DayEntry = z.input<typeof dayEntry>;
export type RecordRevision = z.infer<typeof recordRevision>;
export type RecordHistory = z.infer<typeof recordHistory>;

// ---- production (ADR 0059) -------------------------------------

/** One day of a section's, batch's or farm's production: every section that recorded it, summed. */
export const productionDay = z.object({
  date: z.string(),
  /** Null: no layer section recorded eggs that day. */
  eggsCollected: z.number().int().nullable(),
  eggsCracked: z.number().int().nullable(),
  /** Hens alive at the start of the day in the sections that recorded eggs. */
  hens: z.number().int().nullable(),
  /** Domain `layRate`: eggs ÷ hens, percent to one decimal. */
  layRate: z.number().nullable(),
  milkLitres: z.number().nullable(),
  /** Mean of the average weights recorded that day (kg). */
  weight: z.number().nullable(),
});

export const production = z.object({
  from: z.string(),
  to: z.string(),
  /** Whether any of the sections records eggs (layers) or milk (dairy cattle, does). */
  recordsEggs: z.boolean(),
  recordsMilk: z.boolean(),
  /** Days with a record between `from` and `to`, oldest first. */
  days: z.array(productionDay),
  /** All deaths of the sections by cause; `null`: no cause given. Most first. */
  deathsByCause: z.array(z.object({ cause: z.string().nullable(), deaths: z.number().int() })),
  cullsByReason: z.array(z.object({ reason: z.string().nullable(), culls: z.number().int() })),
  /** The lay-rate fall on the latest day with eggs, if any (domain `layRateFall`). */
  drop: z
    .object({ date: z.string(), from: z.number(), to: z.number(), points: z.number() })
    .nullable(),
});
export const productionResponse = envelope(production);

export type ProductionDay = z.infer<typeof productionDay>;
export type Production = z.infer<typeof production>;
