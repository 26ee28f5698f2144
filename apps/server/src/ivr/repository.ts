import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { voiceCalls, voiceTurns } from '../db/schema';
import { recordEvent } from '../modules/events';

type TurnKind = (typeof voiceTurns.$inferInsert)['kind'];

export interface TurnRecord {
  kind: TurnKind;
  transcription?: string | null;
  response?: string | null;
  filteredReason?: string | null;
  error?: string | null;
  advisorProvider?: string | null;
  audioBytes?: number | null;
  sttMs?: number | null;
  advisorMs?: number | null;
  ttsMs?: number | null;
  totalMs: number;
}

/** Calls and their turns (`voice_calls`, `voice_turns`), for the admins' quality review. */
export function createVoiceCallRepository(db: Database) {
  return {
    async start(input: {
      userId: string;
      language: string;
      sttProvider: string;
      ttsProvider: string;
    }): Promise<string> {
      const [row] = await db.insert(voiceCalls).values(input).returning({ id: voiceCalls.id });
      if (!row) throw new Error('voice call not stored');
      const used = { name: 'voice_used', channel: 'voice', language: input.language } as const;
      await recordEvent(db, { ...used, userId: input.userId });
      return row.id;
    },

    /** Marks the call ended once (later calls keep the first end and its reason). */
    async end(callId: string, reason: string) {
      await db
        .update(voiceCalls)
        .set({ endedAt: new Date(), endReason: reason })
        .where(and(eq(voiceCalls.id, callId), isNull(voiceCalls.endedAt)));
    },

    async setLanguage(callId: string, language: string) {
      await db.update(voiceCalls).set({ language }).where(eq(voiceCalls.id, callId));
    },

    async addTurn(callId: string, turn: TurnRecord) {
      await db.insert(voiceTurns).values({ callId, ...turn });
    },
  };
}

export type VoiceCallRepository = ReturnType<typeof createVoiceCallRepository>;
