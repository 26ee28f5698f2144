import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** When a row was made and last changed: every table's same two columns. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A farm row's farmer, denormalised from its pen so ownership checks and the dashboard's
 * aggregates read one index (ADR 0004); the farmer's account going takes the row with it.
 */
export const farmerRef = () =>
  uuid('farmer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
