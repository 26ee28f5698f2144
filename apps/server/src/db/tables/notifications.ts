import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// ---- notifications (spec §3) -----------------------------------------------------------------

/** An answer offered on a notification (approve/decline style). */
export interface StoredNotificationAction {
  id: string;
  label: string;
  variant: 'primary' | 'secondary' | 'danger';
}

/**
 * Spec §3 Notification, created by real events through `notify()`. `params` hold the names and
 * figures the wording uses (the web words each type in the reader's language); `context` holds
 * ids an action needs and never leaves the server. `dedupe_key` makes an event notify once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    priority: text('priority', { enum: ['urgent', 'high', 'medium', 'low'] })
      .notNull()
      .default('medium'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    actions: jsonb('actions').$type<StoredNotificationAction[]>().notNull().default([]),
    actionTaken: text('action_taken'),
    actionResponse: text('action_response'),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    link: text('link'),
    context: jsonb('context').$type<Record<string, string>>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'notifications_priority_known',
      sql`${t.priority} in ('urgent', 'high', 'medium', 'low')`,
    ),
    check('notifications_read_consistent', sql`(${t.isRead}) = (${t.readAt} is not null)`),
    // NULL keys never collide: only events that name a key are deduplicated.
    unique('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
    // The list, newest first; the unread count.
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId, t.isRead),
  ],
);
