import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// ---- extension-agent workspace (ADR 0004) -----------------------------------------------------

/** Spec §3 Report: what an agent found about one of their farmers (a visit, a disease, …). */
export const agentReports = pgTable(
  'agent_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Both people own the report: deleting either account deletes it (ADR 0003, hard delete).
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportType: text('report_type', {
      enum: ['visit', 'disease', 'mortality', 'feed', 'market', 'other'],
    }).notNull(),
    issue: text('issue').notNull(),
    location: text('location'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'agent_reports_type_known',
      sql`${t.reportType} in ('visit', 'disease', 'mortality', 'feed', 'market', 'other')`,
    ),
    check(
      'agent_reports_lengths',
      sql`char_length(${t.issue}) between 1 and 2000 and (${t.location} is null or char_length(${t.location}) between 1 and 200)`,
    ),
    // An agent's list and dashboard (newest first); an admin's filter by farmer.
    index('agent_reports_agent_created_idx').on(t.agentId, t.createdAt),
    index('agent_reports_farmer_created_idx').on(t.farmerId, t.createdAt),
  ],
);
