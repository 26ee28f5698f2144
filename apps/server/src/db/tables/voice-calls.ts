import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// ---- IVR voice calls (ADR 0011) --------------------------------------------------------------

/**
 * One voice call: from `authenticated` to `end_session` or the socket closing. Admins review
 * quality from these rows and their turns; `ended_at` stays null while the call is live (or when
 * the process died mid-call).
 */
export const voiceCalls = pgTable(
  'voice_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The language the client asked for (en, ha, yo, ig). */
    language: text('language').notNull(),
    /** Which speech providers served the call, e.g. `pocketsphinx` / `espeak-ng`. */
    sttProvider: text('stt_provider').notNull(),
    ttsProvider: text('tts_provider').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** `end_session`, `disconnect`, `server-shutdown`, `session-ended`. */
    endReason: text('end_reason'),
  },
  (t) => [index('voice_calls_user_started_idx').on(t.userId, t.startedAt)],
);

/**
 * One exchange of a call: a transcription (`speech`), an answer to text (`text`), an
 * interruption or a continuation. Timings are milliseconds per stage (null when the stage did
 * not run); `total_ms` runs from the request's arrival (the last audio chunk for speech) to the
 * response being sent.
 */
export const voiceTurns = pgTable(
  'voice_turns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callId: uuid('call_id')
      .notNull()
      .references(() => voiceCalls.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['speech', 'text', 'interruption', 'continuation'] }).notNull(),
    transcription: text('transcription'),
    response: text('response'),
    /** Why a transcription was filtered (spec §5), or null. */
    filteredReason: text('filtered_reason'),
    /** What went wrong, for the admin (never a stack), or null. */
    error: text('error'),
    /** Which advisor answered (`offline`, `llm`). */
    advisorProvider: text('advisor_provider'),
    audioBytes: integer('audio_bytes'),
    sttMs: integer('stt_ms'),
    advisorMs: integer('advisor_ms'),
    ttsMs: integer('tts_ms'),
    totalMs: integer('total_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'voice_turns_kind_known',
      sql`${t.kind} in ('speech', 'text', 'interruption', 'continuation')`,
    ),
    index('voice_turns_call_created_idx').on(t.callId, t.createdAt),
  ],
);
