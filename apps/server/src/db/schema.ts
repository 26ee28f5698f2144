import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt, farmerRef, updatedAt } from './tables/columns';
import { users } from './tables/users';

export { users };

/**
 * One schema for PGlite and PostgreSQL 15. Keep to features both have (no PG 16+ syntax):
 * drizzle-kit generates the migrations in ../../drizzle from this file.
 */

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored trimmed and lower-cased so the unique constraint is case-insensitive.
    email: text('email').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('newsletter_subscribers_email_normalized', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

/** Which demo seeders have run, so demo data is created once and never re-created after edits. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- accounts and sessions (ADR 0003) ---------------------------------------------------------
// No column holds a password, OTP, token or NIN in clear: passwords are argon2id hashes, tokens
// sha256, OTPs and the NIN look-up key HMAC-SHA256, the NIN itself AES-256-GCM ciphertext.

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['admin_email', 'email', 'phone'] }).notNull(),
    /** HMAC-SHA256 of the code, keyed with AUTH_SECRET (a plain hash of 6 digits is reversible). */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, or when a newer code replaced it. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the token in the emailed link. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/**
 * Every outbound email and SMS. With no SMTP_URL / SMS provider this *is* the delivery (the
 * development outbox, also printed to the console); otherwise a record of what was sent. Bodies
 * are stored with codes and links masked: the secret is visible only on the console.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** Delivery attempts so far (the first included). */
    attempts: integer('attempts').notNull().default(0),
    /** When the next retry of a failed delivery is due; null = none pending. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /**
     * The full text (codes and links included) while a retry is pending, AES-256-GCM sealed
     * with a key derived from AUTH_SECRET; cleared once delivered or given up.
     */
    sealed: text('sealed'),
    /**
     * queued (waiting or being sent; `retry_at` is when it is due or the sender's lease ends),
     * sent (the provider took it), delivered / failed (its delivery report, or given up),
     * outbox (kept in the development outbox). ADR 0038.
     */
    status: text('status', { enum: ['queued', 'sent', 'delivered', 'failed', 'outbox'] })
      .notNull()
      .default('queued'),
    /** The recipient's account, when the message is to a user (codes to a new address are not). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What it is: otp, reset, contact_code, notice, or an alert's notification type. */
    kind: text('kind').notNull().default('other'),
    /** africastalking, termii, smtp; null in the development outbox. */
    provider: text('provider'),
    /** The gateway's id for the message: delivery reports find the row by it. */
    providerMessageId: text('provider_message_id'),
    /** What the gateway charged, in naira (Africa's Talking: `NGN 2.2000`). */
    costNaira: numeric('cost_naira', { precision: 12, scale: 4 }),
    /** SMS segments the text takes (GSM-7 160/153, UCS-2 70/67; ADR 0037). */
    segments: integer('segments'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The gateway's reason for a failed delivery (from its report). */
    failureReason: text('failure_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_to_idx').on(t.to),
    index('outbox_messages_retry_idx').on(t.retryAt),
    // The drain's query: due messages only (ADR 0038).
    index('outbox_messages_due_idx').on(t.retryAt).where(sql`${t.status} = 'queued'`),
    index('outbox_messages_provider_id_idx').on(t.provider, t.providerMessageId),
    // Per-user daily cap and the admin page's newest-first list and month's spend.
    index('outbox_messages_user_created_idx').on(t.userId, t.createdAt),
    index('outbox_messages_created_idx').on(t.createdAt),
  ],
);

// ---- farm records (ADR 0004) ------------------------------------------------------------------
// Every farm row carries its farmer's id (denormalised from the pen) so ownership checks and the
// dashboard's aggregates read one index instead of walking pen → batch → section. Money is whole
// kobo in bigint; measures are numeric, so sums in SQL are exact.

export const pens = pgTable(
  'pens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmerId: farmerRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default('N/A'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pens_farmer_id_idx').on(t.farmerId, t.createdAt)],
);

export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmerId: farmerRef(),
    penId: uuid('pen_id')
      .notNull()
      .references(() => pens.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    livestockType: text('livestock_type').notNull(),
    progress: integer('progress').notNull().default(0),
    status: text('status', { enum: ['Active', 'Completed'] })
      .notNull()
      .default('Active'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completionOutcome: text('completion_outcome', { enum: ['sold', 'harvested', 'other'] }),
    completionNotes: text('completion_notes'),
    completionFinalCount: integer('completion_final_count'),
    /** What a "sold" batch fetched, in kobo (asked when the farmer marks it sold). */
    salePriceKobo: bigint('sale_price_kobo', { mode: 'number' }),
    /**
     * The farm day the animals arrived (ADR 0056); with their age then it gives the batch's age
     * today, which the health calendar's schedules count from. Earlier batches: the Lagos day
     * they were created on.
     */
    placedOn: date('placed_on', { mode: 'string' })
      .notNull()
      .default(sql`((now() at time zone 'Africa/Lagos')::date)`),
    /** Age in days when placed: 0 for day-old chicks or newborns. */
    ageAtPlacementDays: integer('age_at_placement_days').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('batches_progress_range', sql`${t.progress} between 0 and 100`),
    check('batches_age_at_placement_range', sql`${t.ageAtPlacementDays} between 0 and 10000`),
    check(
      'batches_completion_consistent',
      sql`(${t.status} = 'Completed') = (${t.completedAt} is not null)`,
    ),
    index('batches_farmer_id_idx').on(t.farmerId, t.createdAt),
    index('batches_pen_id_idx').on(t.penId),
  ],
);

export const sections = pgTable(
  'sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmerId: farmerRef(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    livestockType: text('livestock_type').notNull(),
    subType: text('sub_type'),
    gender: text('gender'),
    cattlePurpose: text('cattle_purpose'),
    initialCount: integer('initial_count').notNull(),
    /** Live count: placed − mortality − culling − sold + births, kept by each record write. */
    count: integer('count').notNull(),
    /**
     * Corrections and moves since the section was added (ADR 0045): animals placed =
     * initial_count + count_adjustment. `initial_count` stays as the farmer first typed it.
     */
    countAdjustment: integer('count_adjustment').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sections_count_nonnegative', sql`${t.count} >= 0 and ${t.initialCount} >= 1`),
    index('sections_batch_id_idx').on(t.batchId),
    index('sections_farmer_id_idx').on(t.farmerId),
  ],
);

export const dailyRecords = pgTable(
  'daily_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmerId: farmerRef(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    /** The farm's calendar day (Africa/Lagos). */
    date: date('date', { mode: 'string' }).notNull(),
    feedAmount: numeric('feed_amount', { precision: 12, scale: 2, mode: 'number' }),
    feedType: text('feed_type'),
    waterConsumption: numeric('water_consumption', { precision: 12, scale: 2, mode: 'number' }),
    healthStatus: text('health_status'),
    temperature: numeric('temperature', { precision: 4, scale: 1, mode: 'number' }),
    weather: text('weather'),
    mortality: integer('mortality').notNull().default(0),
    newBirths: integer('new_births').notNull().default(0),
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }),
    culling: integer('culling').notNull().default(0),
    salesKobo: bigint('sales_kobo', { mode: 'number' }).notNull().default(0),
    expensesKobo: bigint('expenses_kobo', { mode: 'number' }).notNull().default(0),
    numberSold: integer('number_sold').notNull().default(0),
    notes: text('notes'),
    medicationGiven: text('medication_given'),
    vaccination: text('vaccination'),
    /** Layers' eggs collected that day, and of them cracked or rejected (ADR 0059). */
    eggsCollected: integer('eggs_collected'),
    eggsCracked: integer('eggs_cracked'),
    /** Dairy cattle's and does' milk that day, in litres. */
    milkLitres: numeric('milk_litres', { precision: 10, scale: 2, mode: 'number' }),
    /** Why the day's animals died (domain `MORTALITY_CAUSES`) and were culled (`CULLING_REASONS`). */
    mortalityCause: text('mortality_cause'),
    cullingReason: text('culling_reason'),
    /** Who made the last change (ADR 0026); null for rows from before attribution. */
    enteredBy: uuid('entered_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** Through which channel (domain `RECORD_CHANNELS`) the last change came. */
    channel: text('channel'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('daily_records_section_date_key').on(t.sectionId, t.date),
    check(
      'daily_records_nonnegative',
      sql`${t.mortality} >= 0 and ${t.newBirths} >= 0 and ${t.culling} >= 0 and ${t.numberSold} >= 0 and ${t.salesKobo} >= 0 and ${t.expensesKobo} >= 0`,
    ),
    check(
      'daily_records_eggs',
      sql`${t.eggsCollected} >= 0 and ${t.eggsCracked} >= 0 and ${t.eggsCracked} <= ${t.eggsCollected} and ${t.milkLitres} >= 0`,
    ),
    // Dashboard and analytics: one farmer's rows in a date range.
    index('daily_records_farmer_date_idx').on(t.farmerId, t.date),
    // Recent activity: newest edits first; with the id (the tie-break) the dashboard's LIMIT 10
    // reads ten index entries instead of sorting the farmer's whole history.
    index('daily_records_farmer_updated_idx').on(t.farmerId, t.updatedAt, t.id),
    // The dashboard's latest weigh-in per section: weigh-ins are rare, so only they are indexed
    // (without it, a section never weighed is scanned to its first day on every dashboard).
    index('daily_records_weighed_idx').on(t.sectionId, t.date).where(sql`${t.weight} > 0`),
  ],
);

/**
 * A health-calendar item marked given for a section's animals (ADR 0056): what, how, the
 * product's batch number and its withdrawal period, who and through which channel. One per item
 * per section; the day's record gets the same words in its vaccination field.
 */
export const healthEvents = pgTable(
  'health_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmerId: farmerRef(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    /** The schedule item's id (domain `scheduleFor`). */
    itemId: text('item_id').notNull(),
    /** The farm day it was given. */
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    product: text('product').notNull(),
    route: text('route').notNull(),
    productBatch: text('product_batch'),
    withdrawalDays: integer('withdrawal_days').notNull().default(0),
    /**
     * The medicine from stock it was given from (`feedKey` of the purchase's item) and how many
     * of its units: the dose draws that medicine down (ADR
     * 0068-stock-offline-corrections-doses). Null: not from stock.
     */
    stockItemKey: text('stock_item_key'),
    stockQuantity: numeric('stock_quantity', { precision: 12, scale: 2, mode: 'number' }),
    /** Null once the actor's account is deleted; the role stays. */
    actorId: uuid('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    channel: text('channel').notNull(),
    /**
     * The outbox's Idempotency-Key (ADR 0073): a replay of the
     * same "given" answers the calendar and gives (and draws down) nothing more.
     */
    clientKey: text('client_key'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('health_events_client_key').on(t.farmerId, t.clientKey),
    check(
      'health_events_stock_dose',
      sql`(${t.stockItemKey} is null) = (${t.stockQuantity} is null) and (${t.stockQuantity} is null or ${t.stockQuantity} > 0)`,
    ),
    unique('health_events_section_item_key').on(t.sectionId, t.itemId),
    check('health_events_withdrawal_range', sql`${t.withdrawalDays} between 0 and 365`),
  ],
);

/**
 * Every change of a day's record (ADR 0026): who (and their role then), through which channel,
 * when, and the record's values before and after (the API shape, without ids and timestamps;
 * null before a creation or after a deletion). Written in the change's own transaction. The
 * history outlives the record (no foreign key on `record_id`); it goes with the section.
 */
export const recordRevisions = pgTable(
  'record_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordId: uuid('record_id').notNull(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    farmerId: farmerRef(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Null once the actor's account is deleted; the role stays. */
    actorId: uuid('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    channel: text('channel').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The fields whose value differs between before and after. */
    changed: text('changed').array().notNull(),
  },
  (t) => [index('record_revisions_record_at_idx').on(t.recordId, t.at)],
);

/**
 * A change of a section's count that is not a day's record (ADR 0045): a correction ("150 were
 * really 148", with a reason) or animals moved in or out; or a rename of the section, its batch
 * or its pen (one row per section the name covers; its count before = after). Written in the change's transaction;
 * the section's history shows them beside the records' revisions.
 */
export const sectionChanges = pgTable(
  'section_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    farmerId: farmerRef(),
    /** A rename of the section, of its batch or of its pen is kept here too (names before → after). */
    kind: text('kind', {
      enum: ['correction', 'move_in', 'move_out', 'rename', 'batch_rename', 'pen_rename'],
    }).notNull(),
    /** Null once the actor's account is deleted; the role stays. */
    actorId: uuid('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    channel: text('channel').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    countBefore: integer('count_before').notNull(),
    countAfter: integer('count_after').notNull(),
    reason: text('reason'),
    /** The section on the other side of a move (no foreign key: it may be deleted later). */
    otherSectionId: uuid('other_section_id'),
    otherSectionName: text('other_section_name'),
    /** A rename's names; null for count changes. */
    nameBefore: text('name_before'),
    nameAfter: text('name_after'),
  },
  (t) => [index('section_changes_section_at_idx').on(t.sectionId, t.at)],
);

/**
 * A pen, batch or section deleted by its farmer or their agent (ADR 0045 addendum): the rows as
 * they were (the item and what it held, `rows`), so Undo puts them back with their ids, and the
 * farm's history of deletes and restores — who, role, channel, when. Only an item without
 * records is ever deleted, so `rows` holds setup rows only. No soft-delete column: no reader of
 * pens, batches or sections has to learn to filter.
 */
export const deletedItems = pgTable(
  'deleted_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmerId: farmerRef(),
    kind: text('kind', { enum: ['pen', 'batch', 'section'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    name: text('name').notNull(),
    /** `{ pens, batches, sections }` as selected, dates as ISO strings. */
    rows: jsonb('rows').notNull(),
    actorId: uuid('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    channel: text('channel').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    restoreUntil: timestamp('restore_until', { withTimezone: true }).notNull(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    restoredBy: uuid('restored_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    restoredRole: text('restored_role'),
    restoredChannel: text('restored_channel'),
  },
  (t) => [index('deleted_items_farmer_at_idx').on(t.farmerId, t.at)],
);

/**
 * Feed, medicine or the animals themselves bought (ADR 0063): how many
 * of what unit (a 25 kg bag: `unit_kg` 25), what it cost, from whom, on which farm day; who and
 * through which channel. Feed is drawn down by the daily records' feed of the same type; a
 * medicine or animals purchase may name the batch it is for, which its cost is charged to.
 * `client_key` makes an offline retry write the purchase once.
 */
export const stockPurchases = pgTable(
  'stock_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmerId: farmerRef(),
    kind: text('kind', { enum: ['feed', 'medicine', 'animals'] }).notNull(),
    item: text('item').notNull(),
    /** `item` compared without case or extra spaces (domain `feedKey`). */
    itemKey: text('item_key').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    /** Kilograms in one unit (feed); null for medicine and animals. */
    unitKg: numeric('unit_kg', { precision: 10, scale: 3, mode: 'number' }),
    costKobo: bigint('cost_kobo', { mode: 'number' }).notNull(),
    supplier: text('supplier'),
    purchasedOn: date('purchased_on', { mode: 'string' }).notNull(),
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    channel: text('channel').notNull(),
    clientKey: text('client_key'),
    createdAt: createdAt(),
    /** Starts at 1, +1 on each correction or void: the precondition a corrector sends. */
    version: integer('version').notNull().default(1),
    /** Set when the purchase was voided (a wrong entry): it no longer counts anywhere. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'stock_purchases_amounts',
      sql`${t.quantity} > 0 and ${t.costKobo} >= 0 and (${t.unitKg} is null or ${t.unitKg} > 0)`,
    ),
    check('stock_purchases_feed_has_weight', sql`${t.kind} <> 'feed' or ${t.unitKg} is not null`),
    unique('stock_purchases_client_key').on(t.farmerId, t.clientKey),
    index('stock_purchases_farmer_idx').on(t.farmerId, t.kind, t.itemKey),
    index('stock_purchases_batch_idx').on(t.batchId),
  ],
);

/**
 * Every correction or void of a purchase (ADR 0068): who (and
 * their role then), through which channel, when, and the corrected fields before and after.
 * Written in the correction's own transaction.
 */
export const stockPurchaseRevisions = pgTable(
  'stock_purchase_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => stockPurchases.id, { onDelete: 'cascade' }),
    farmerId: farmerRef(),
    action: text('action', { enum: ['edit', 'void'] }).notNull(),
    /** Null once the actor's account is deleted; the role stays. */
    actorId: uuid('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    channel: text('channel').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
  },
  (t) => [index('stock_purchase_revisions_purchase_idx').on(t.purchaseId, t.at)],
);

/**
 * A read-only link to one batch's report (ADR 0063), for a vet or a
 * loan officer: only the token's sha256 is kept; it ends at `expires_at` or when revoked. The
 * farmer chooses whether their name shows.
 */
export const reportLinks = pgTable(
  'report_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmerId: farmerRef(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    showName: boolean('show_name').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    actorId: uuid('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    channel: text('channel').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('report_links_batch_idx').on(t.batchId)],
);

/** Results of `PUT …/records/:date` sent with an `Idempotency-Key`, replayed on a retry. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `METHOD path`: the same key on another request is refused. */
    request: text('request').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export * from './tables/admin';
export * from './tables/agents';
export * from './tables/chat';
export * from './tables/consultations';
export * from './tables/contact-changes';
export * from './tables/events';
export * from './tables/marketplace';
export * from './tables/messages';
export * from './tables/notifications';
export * from './tables/phone';
export * from './tables/staff';
export * from './tables/ussd';
export * from './tables/voice-calls';
export * from './tables/whatsapp';
