import { RECORD_CHANNELS } from '@kiwo/domain';
import { z } from 'zod';
import { envelope } from './envelope';
import { countField, measureField, nairaField, optional, text } from './farm';

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
