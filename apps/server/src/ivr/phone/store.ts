import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type PhoneKeypad,
  type PhoneTurn,
  phoneAudio,
  phoneCallers,
  phoneCalls,
} from '../../db/schema';
import type { SpeechLanguage } from '../speech';

export type PhoneCall = typeof phoneCalls.$inferSelect;
/**
 * Where the caller is: choosing a language, recording a question, hearing what was understood
 * read back (`confirm`: 1 right, 2 ask again), at the menu (after an answer), or answering one
 * of the keypad recording's steps (`kp-…`, keypad.ts).
 */
export type PhoneState = 'language' | 'question' | 'confirm' | 'after' | 'ended' | `kp-${string}`;

/** The rows of the phone line (ADR 0043): calls, each number's language, spoken audio. */
export function createPhoneStore(db: Database) {
  return {
    async findCall(sessionId: string): Promise<PhoneCall | undefined> {
      const [call] = await db.select().from(phoneCalls).where(eq(phoneCalls.sessionId, sessionId));
      return call;
    },

    /** The call of this session, created on its first callback (a retried callback finds it). */
    async startCall(values: {
      sessionId: string;
      callerNumber: string;
      userId: string | null;
      language: SpeechLanguage | null;
      state: PhoneState;
    }): Promise<PhoneCall> {
      const [created] = await db
        .insert(phoneCalls)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return created ?? ((await this.findCall(values.sessionId)) as PhoneCall);
    },

    async update(
      id: string,
      values: {
        state?: PhoneState;
        language?: SpeechLanguage;
        turn?: PhoneTurn;
        keypad?: PhoneKeypad;
      },
    ) {
      const { turn, ...rest } = values;
      await db
        .update(phoneCalls)
        .set({
          ...rest,
          ...(turn ? { turns: sql`${phoneCalls.turns} || ${JSON.stringify([turn])}::jsonb` } : {}),
        })
        .where(eq(phoneCalls.id, id));
    },

    /** The gateway's end-of-call notification; a call never seen before is stored all the same. */
    async endCall(values: {
      sessionId: string;
      callerNumber: string;
      durationSeconds: number | null;
      amount: string | null;
      currency: string | null;
      endStatus: string | null;
    }) {
      const { sessionId, callerNumber, ...end } = values;
      await db
        .insert(phoneCalls)
        .values({ sessionId, callerNumber, state: 'ended', endedAt: new Date(), ...end })
        .onConflictDoUpdate({
          target: phoneCalls.sessionId,
          set: { state: 'ended', endedAt: new Date(), ...end },
        });
    },

    async rememberedLanguage(phone: string): Promise<SpeechLanguage | undefined> {
      const [row] = await db.select().from(phoneCallers).where(eq(phoneCallers.phone, phone));
      return row?.language as SpeechLanguage | undefined;
    },

    async remember(phone: string, language: SpeechLanguage) {
      await db
        .insert(phoneCallers)
        .values({ phone, language })
        .onConflictDoUpdate({
          target: phoneCallers.phone,
          set: { language, updatedAt: new Date() },
        });
    },

    /** Keeps audio for `ttlSeconds` under a new unguessable token; drops expired audio. */
    async putAudio(audio: Buffer, contentType: string, ttlSeconds: number): Promise<string> {
      const token = randomBytes(24).toString('base64url');
      const now = new Date();
      await db.delete(phoneAudio).where(lt(phoneAudio.expiresAt, now));
      await db.insert(phoneAudio).values({
        token,
        contentType,
        audioBase64: audio.toString('base64'),
        expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      });
      return token;
    },

    async audio(token: string): Promise<{ audio: Buffer; contentType: string } | undefined> {
      const [row] = await db
        .select()
        .from(phoneAudio)
        .where(and(eq(phoneAudio.token, token), gt(phoneAudio.expiresAt, new Date())));
      return row && { audio: Buffer.from(row.audioBase64, 'base64'), contentType: row.contentType };
    },
  };
}

export type PhoneStore = ReturnType<typeof createPhoneStore>;
