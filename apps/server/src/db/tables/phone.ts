import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// ---- The phone line: Africa's Talking Voice (ADR 0043) --------------------------------------

/** One exchange of a phone call: what the caller asked (as heard) and what Kiwo answered. */
export interface PhoneTurn {
  at: string;
  /**
   * `question` (speech → advisor), `heard` (read back, waiting for the caller's 1), `doubtful`
   * (the recogniser was unsure: not answered), or a keypad action (ADR 0044): `record` (added to
   * the day), `record-refused` (not saved, e.g. more deaths than alive), `record-cancelled`,
   * `pin-wrong`.
   */
  kind:
    | 'question'
    | 'heard'
    | 'doubtful'
    | 'not-heard'
    | 'failed'
    | 'record'
    | 'record-refused'
    | 'record-cancelled'
    | 'pin-wrong';
  question: string;
  answer: string;
  /** Which providers served the turn, e.g. `spitch-stt`, `llm`, `spitch-tts`. */
  stt: string | null;
  advisor: string | null;
  /** `play` (Kiwo's audio) or `say` (the gateway's own English voice). */
  spoken: 'play' | 'say';
  /** The gateway's recording of a spoken question. */
  recordingUrl?: string | null;
}

/**
 * Where a caller is in the keypad recording (ADR 0044): `step` numbers each keypad
 * prompt (its GetDigits posts back with `kp=<step>`), `last` is the document answering the
 * step before, replayed when the gateway resends that callback.
 */
export interface PhoneKeypad {
  step: number;
  last: string;
  pinOk: boolean;
  field?: 'mortality' | 'feedAmount' | undefined;
  section?: { id: string; name: string } | undefined;
  amount?: number | undefined;
}

/**
 * One phone call, from the gateway's first callback (`isActive=1`) to its end-of-call
 * notification (`isActive=0`: duration, cost). `state` is where the caller is in the menu, so
 * the next callback's digits or recording are read in context.
 */
export const phoneCalls = pgTable(
  'phone_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The gateway's `sessionId`. */
    sessionId: text('session_id').notNull().unique(),
    callerNumber: text('caller_number').notNull(),
    /** The Kiwo account of that number, null for unknown callers. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** en, ha, yo, ig; null until chosen. */
    language: text('language'),
    state: text('state').notNull(),
    turns: jsonb('turns').$type<PhoneTurn[]>().notNull().default([]),
    /** The keypad recording's place, null until the caller first presses 3. */
    keypad: jsonb('keypad').$type<PhoneKeypad>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    /** The gateway's cost of the call (`amount`, `currencyCode`). */
    amount: numeric('amount', { precision: 12, scale: 4 }),
    currency: text('currency'),
    /** The gateway's `hangupCause` / `status` at the end. */
    endStatus: text('end_status'),
  },
  (t) => [index('phone_calls_started_idx').on(t.startedAt)],
);

/** The language each phone number chose last, so a caller is not asked again. */
export const phoneCallers = pgTable('phone_callers', {
  phone: text('phone').primaryKey(),
  language: text('language').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spoken audio the gateway fetches by an unguessable token (`Play`): kept in the database so any
 * Kiwo process serves it, deleted once expired.
 */
export const phoneAudio = pgTable(
  'phone_audio',
  {
    token: text('token').primaryKey(),
    contentType: text('content_type').notNull(),
    audioBase64: text('audio_base64').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('phone_audio_expires_idx').on(t.expiresAt)],
);
