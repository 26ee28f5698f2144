import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// ---- staff invitations and vets' states (ADR 0061) ----------------------------------------------

/**
 * An admin's single-use invitation link for an agent or a vet. Only the SHA-256 of the token is
 * kept (like reset tokens); the link is shown once to the admin. The invitee who signs up through
 * it gets the role, already approved, and `used_at`/`used_by` close it.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    role: text('role', { enum: ['agent', 'vet'] }).notNull(),
    /** A vet's states (Nigerian state names); empty for an agent. */
    states: jsonb('states').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('staff_invites_role_known', sql`${t.role} in ('agent', 'vet')`),
    index('staff_invites_created_idx').on(t.createdAt),
  ],
);

/**
 * The states whose farmers a vet serves: they see and answer those farmers' vet consultations
 * and hear of their urgent vet requests. Set by the invitation, changed by an admin.
 */
export const vetStates = pgTable(
  'vet_states',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.state] }),
    // Who serves a state: the urgent request's readers.
    index('vet_states_state_idx').on(t.state),
  ],
);
