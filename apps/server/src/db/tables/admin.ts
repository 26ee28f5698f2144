import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
