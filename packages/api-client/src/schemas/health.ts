import { HEALTH_ROUTES, SCHEDULE_ITEM_IDS } from '@kiwo/domain';
import { z } from 'zod';
import { envelope } from './envelope';
import { dayField, measureField, optional, text } from './farm';

// The health calendar (ADR 0056): built-in schedules by age, items marked given.

const itemIds = SCHEDULE_ITEM_IDS as [string, ...string[]];

const healthRouteSchema = z.enum(HEALTH_ROUTES, {
  error: `Route must be one of: ${HEALTH_ROUTES.join(', ')}`,
});

/** `POST /sections/:sectionId/health`: an item of the section's schedule marked given. */
export const markGivenBody = z.object({
  itemId: z.enum(itemIds, { error: 'This item is not in any health schedule' }),
  product: text('Product', 100),
  route: healthRouteSchema,
  /** The product's own batch (lot) number, from its label. */
  productBatch: optional(text('Product batch number', 50)),
  /** From the product's label: days before treated animals (or their eggs) may be sold. */
  withdrawalDays: z
    .number({ error: 'Withdrawal days must be a number' })
    .int('Withdrawal days must be a whole number')
    .min(0, 'Withdrawal days cannot be negative')
    .max(365, 'Withdrawal days must be at most 365'),
  /** The farm day it was given; today when left out. */
  givenOn: optional(dayField),
  /**
   * Given from a medicine bought through stock: its item as bought and how many of its units
   * (vials, sachets…) were used; that medicine's stock goes down
   * (ADR 0068).
   */
  stock: optional(
    z.object({
      item: text('Medicine', 100),
      quantity: measureField('Quantity used', 0.01, 1_000_000).refine((v) => v > 0, {
        message: 'Quantity used must be more than 0',
      }),
    }),
  ),
});

const healthGiven = z.object({
  givenOn: z.string(),
  product: z.string(),
  route: healthRouteSchema,
  productBatch: z.string().nullable(),
  withdrawalDays: z.number().int(),
  /** The first day treated animals may be sold again; null without a withdrawal period. */
  saleAllowedFrom: z.string().nullable(),
});

const healthTask = z.object({
  itemId: z.string(),
  kind: z.enum(['vaccination', 'treatment']),
  status: z.enum(['given', 'overdue', 'due', 'upcoming']),
  /** Farm days the item's age window opens and closes for these animals. */
  dueFrom: z.string(),
  dueTo: z.string(),
  route: healthRouteSchema,
  given: healthGiven.nullable(),
});

export const sectionHealth = z.object({
  sectionId: z.string(),
  sectionName: z.string(),
  batchId: z.string(),
  batchName: z.string(),
  /** The animals' age in days today (domain `ageOnDay`). */
  ageDays: z.number().int(),
  tasks: z.array(healthTask),
  /** The latest day a sale is refused for a withdrawal period, and why; null when none. */
  withdrawal: z
    .object({ product: z.string(), givenOn: z.string(), saleAllowedFrom: z.string() })
    .nullable(),
});

export const sectionHealthResponse = envelope(sectionHealth);

export type MarkGivenBody = z.input<typeof markGivenBody>;
export type HealthTaskItem = z.infer<typeof healthTask>;
export type SectionHealth = z.infer<typeof sectionHealth>;
