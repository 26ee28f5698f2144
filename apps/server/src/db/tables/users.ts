import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Accounts (ADR 0003), in a file of their own: every other table references them, so the table
 * files import this one and `schema.ts` re-exports them all, with no import going back.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** E.164. */
    phone: text('phone').notNull().unique(),
    /** Trimmed and lower-cased. */
    email: text('email').unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['farmer', 'agent', 'admin', 'vet'] })
      .notNull()
      .default('farmer'),
    status: text('status', { enum: ['active', 'suspended', 'pending'] })
      .notNull()
      .default('active'),
    language: text('language', { enum: ['english', 'hausa', 'yoruba', 'igbo'] })
      .notNull()
      .default('english'),
    farmMode: text('farm_mode', { enum: ['simple', 'advanced'] })
      .notNull()
      .default('advanced'),
    picture: text('picture'),
    gender: text('gender'),
    age: text('age'),
    stateOfResidence: text('state_of_residence'),
    farmName: text('farm_name'),
    primaryLivestock: text('primary_livestock'),
    totalLivestockCount: integer('total_livestock_count').notNull().default(0),
    referralCode: text('referral_code'),
    agentId: uuid('agent_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** AES-256-GCM `v1:iv:tag:ciphertext` (base64). */
    ninCiphertext: text('nin_ciphertext'),
    /** HMAC-SHA256 of the NIN: finds duplicates without decrypting. */
    ninLookup: text('nin_lookup').unique(),
    /** For the masked display only (`*******8901`). */
    ninLast4: text('nin_last4'),
    ninStatus: text('nin_status', { enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    ninRejectionReason: text('nin_rejection_reason'),
    ninSubmittedAt: timestamp('nin_submitted_at', { withTimezone: true }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    reportFrequency: text('report_frequency', { enum: ['daily', 'weekly', 'monthly', 'never'] })
      .notNull()
      .default('weekly'),
    reportByEmail: boolean('report_by_email').notNull().default(true),
    reportBySms: boolean('report_by_sms').notNull().default(false),
    reportLanguage: text('report_language', { enum: ['english', 'hausa', 'yoruba', 'igbo'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the admin lists search (ADR 0015): name, farm, email and phone in lower case, kept by
     * the database. On PostgreSQL a trigram index serves `LIKE '%…%'` (migration 0012).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || coalesce(farm_name, '') || ' ' || coalesce(email, '') || ' ' || phone)`,
    ),
  },
  (t) => [
    check('users_email_normalized', sql`${t.email} = lower(btrim(${t.email}))`),
    check('users_phone_e164', sql`${t.phone} ~ '^\\+234[0-9]{10}$'`),
    index('users_agent_id_idx').on(t.agentId),
    // Admin lists (bench/admin-lists.ts): newest first per role, by state, and the two
    // small queues (NIN reviews, suspended accounts) as partial indexes.
    // Ascending: the lists' `ORDER BY created_at DESC, id DESC` is this index read backwards.
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    index('users_role_state_created_idx').on(t.role, t.stateOfResidence, t.createdAt, t.id),
    index('users_nin_pending_idx')
      .on(t.role, t.ninSubmittedAt)
      .where(sql`${t.ninStatus} = 'pending' and ${t.ninSubmittedAt} is not null`),
    index('users_suspended_idx').on(t.role, t.createdAt).where(sql`${t.status} = 'suspended'`),
  ],
);
