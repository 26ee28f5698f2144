import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// ---- admin console audit (ADR 0015) -----------------------------------------------------------

/** Everything an admin does to someone else's account or content, one row per action. */
export const ADMIN_ACTIONS = [
  'user_suspended',
  'user_reactivated',
  'nin_approved',
  'nin_rejected',
  'farmer_assigned',
  'listing_hidden',
  'listing_shown',
  'consultation_assigned',
  'consultation_answered',
  'consultation_closed',
  'notification_sent',
  'contact_change_requested',
  'contact_changed',
  'whatsapp_bot_off',
  'whatsapp_bot_on',
  'agent_approved',
  'agent_rejected',
  'invite_created',
  'invite_used',
  'vet_states_set',
  'user_details_changed',
  'request_hidden',
  'request_shown',
  'farmers_imported',
  'nin_checked',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/**
 * Who did what, when and why. `user_id` is the person the action was about (the suspended user,
 * the listing's seller, the consultation's asker); it cascades with their account like every
 * row about a user (ADR 0003). `admin_id` survives the admin's own deletion as null, so the
 * history of the affected user stays whole.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The listing, consultation or user the action changed. */
    targetId: uuid('target_id'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_user_idx').on(t.userId, t.createdAt),
    index('admin_audit_log_created_idx').on(t.createdAt),
  ],
);

// ---- NIN review checks (ADR 0064) -------------------------------------------

/**
 * What an admin's NIN check found, before they decide: which checks ran and their results, the
 * provider's answer. Never the NIN nor the name typed from the slip: only outcomes.
 */
export const ninChecks = pgTable(
  'nin_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** `offline` or the provider's name (`prembly`). */
    provider: text('provider').notNull(),
    /** `passed` (may be approved), `failed`, `incomplete` (a check could not run). */
    outcome: text('outcome', { enum: ['passed', 'failed', 'incomplete'] }).notNull(),
    /** True when nobody outside checked the record: approving needs the admin's attestation. */
    needsAttestation: boolean('needs_attestation').notNull(),
    /** `{ format, record, name }` → `pass` | `fail` | `not_run`. */
    checks: jsonb('checks').$type<Record<string, string>>().notNull(),
    /** The provider's answer: `match`, `not_found`, `refused`, `unavailable`, `timeout`. */
    providerStatus: text('provider_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nin_checks_user_idx').on(t.userId, t.createdAt)],
);
