import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// ---- WhatsApp Cloud API chatbot (ADR 0041) ---------------------------------------------------

/**
 * One message the webhook received, stored once per WhatsApp message id (`wamid`) before the
 * webhook answers: Meta redelivers a post it thinks failed, for days, and a second copy — even
 * after a restart — finds the row and does nothing. `processed_at` is set once it was handled.
 */
export const whatsappInbound = pgTable(
  'whatsapp_inbound',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wamid: text('wamid').notNull(),
    /** The sender's `wa_id` (digits, international form). */
    from: text('from').notNull(),
    /** text, interactive, audio, image… as Meta names it. */
    type: text('type').notNull(),
    /** The message object as received. */
    payload: jsonb('payload').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the bot did: record_asked, saved, cancelled, advice, report, unknown_number… */
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /**
     * Until when the process that stored (or took over) the message holds it. A process that
     * died before handling it leaves it unprocessed; once this has passed, another takes it.
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    unique('whatsapp_inbound_wamid_key').on(t.wamid),
    index('whatsapp_inbound_from_idx').on(t.from, t.receivedAt),
    // The sweep's query: stored, never handled.
    index('whatsapp_inbound_unprocessed_idx')
      .on(t.claimedUntil)
      .where(sql`${t.processedAt} is null`),
  ],
);

/**
 * A status callback for a message the bot sent (sent, delivered, read, failed), once per
 * message and status; `errors` holds Meta's error objects for a failed one.
 */
export const whatsappStatuses = pgTable(
  'whatsapp_statuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wamid: text('wamid').notNull(),
    status: text('status').notNull(),
    recipient: text('recipient').notNull(),
    errors: jsonb('errors'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('whatsapp_statuses_wamid_status_key').on(t.wamid, t.status)],
);

/**
 * A record the bot understood and asked the farmer to confirm: nothing is written to the day
 * until the Confirm button comes back before `expires_at`. `section_id` is null while the
 * farmer still has to choose the section from the list.
 */
export const whatsappPending = pgTable(
  'whatsapp_pending',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    waId: text('wa_id').notNull(),
    /**
     * The farmer whose day it is when an agent writes for one of their farmers (ADR 0049); null
     * for the writer's own farm, and while the agent still has to choose among same-named ones.
     */
    farmerId: uuid('farmer_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The parsed entry: the records module's `DayEntry` (amounts to add). */
    entry: jsonb('entry').notNull(),
    sectionId: uuid('section_id'),
    /** The day the entry is for (Lagos calendar day when it was understood). */
    date: text('date').notNull(),
    /** pending, confirmed, cancelled. */
    status: text('status', { enum: ['pending', 'confirmed', 'cancelled'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('whatsapp_pending_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A sign-up in the chat (ADR 0049), one per WhatsApp number: where the stranger is (offered,
 * name, state, livestock, code, done, declined, cancelled), what they answered so far, and the
 * code that confirms it. `user_id` is the account it created (channel `whatsapp`).
 */
export const whatsappSignups = pgTable('whatsapp_signups', {
  waId: text('wa_id').primaryKey(),
  step: text('step', {
    enum: ['offered', 'name', 'state', 'livestock', 'code', 'done', 'declined', 'cancelled'],
  }).notNull(),
  /** en, ha, yo, ig: chosen, or guessed from the first message. */
  locale: text('locale').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  state: text('state'),
  livestock: text('livestock'),
  /** HMAC-SHA256 of the code sent in the chat; never the code itself. */
  codeHash: text('code_hash'),
  codeTries: integer('code_tries').notNull().default(0),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Users an admin switched the bot off for (ADR 0049): their messages are stored, answered once
 * with a polite note (`notified_at`) and otherwise left alone until the bot is switched on.
 */
export const whatsappBotOff = pgTable('whatsapp_bot_off', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});
