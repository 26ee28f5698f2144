import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// ---- consultations (ADR 0015) -----------------------------------------------------------------

/**
 * A farmer's or agent's request for an extension consultation or a vet consultation, from the
 * app's form or USSD option 3 (a call request). Admins assign it to a staff member (an admin or
 * an agent), answer it (`consultation_replies`) and close it; the asker is notified each time.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['extension', 'vet'] }).notNull(),
    channel: text('channel', { enum: ['ussd', 'app', 'phone'] }).notNull(),
    topic: text('topic').notNull().default('Call request'),
    livestockType: text('livestock_type'),
    description: text('description').notNull().default(''),
    urgency: text('urgency', { enum: ['low', 'medium', 'high'] })
      .notNull()
      .default('medium'),
    status: text('status', { enum: ['open', 'assigned', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** The latest reply, copied here so lists show it without reading the replies. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why it was closed (optional), shown to the asker. */
    closeNote: text('close_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('consultations_kind_known', sql`${t.kind} in ('extension', 'vet')`),
    check(
      'consultations_status_known',
      sql`${t.status} in ('open', 'assigned', 'answered', 'closed')`,
    ),
    check(
      'consultations_closed_consistent',
      sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`,
    ),
    index('consultations_status_created_idx').on(t.status, t.createdAt),
    // The admin pages: one kind, newest first.
    index('consultations_kind_created_idx').on(t.kind, t.createdAt),
    index('consultations_user_idx').on(t.userId, t.createdAt),
  ],
);

/** An answer from staff (several over time), oldest first under the request. */
export const consultationReplies = pgTable(
  'consultation_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    /** Null once the staff member's account is deleted; the answer stays for the asker. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consultation_replies_consultation_idx').on(t.consultationId, t.createdAt)],
);

/**
 * The optional photo of a request, apart from the row so lists never read it. Stored as base64
 * text (the same on PGlite and PostgreSQL), at most CONSULTATION_PHOTO_MAX_BYTES decoded.
 */
export const consultationPhotos = pgTable(
  'consultation_photos',
  {
    consultationId: uuid('consultation_id')
      .primaryKey()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
    bytes: integer('bytes').notNull(),
    dataBase64: text('data_base64').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('consultation_photos_size', sql`${t.bytes} between 1 and 2000000`)],
);
