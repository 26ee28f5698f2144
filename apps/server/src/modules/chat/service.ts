import type {
  ChatFeedback,
  ChatFeedbackStats,
  ChatLanguage,
  ChatMessage,
  ChatReply,
} from '@kiwo/api-client/schemas';
import type { FastifyBaseLogger } from 'fastify';
import {
  type Advisor,
  type AdvisorLanguage,
  advisorWords,
  loadAdvisorWords,
  loadFarmContext,
  shortSource,
} from '../../advisor';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createLimiter, type LimitStore } from '../../lib/limiter';
import { recordEvent } from '../events';
import { farmerFor } from '../farm';
import type { UserRow } from '../users';
import { farmExtrasReader } from './farm-extras';
import { createChatRepository } from './repository';

/** Spec §8: what the farmer sees when no answer could be produced. */
export const CHAT_FAILED = "I'm sorry, I encountered an error. Please try again.";
/** How much of the stored conversation the advisor sees, and the history route returns. */
const ADVISOR_TURNS = 10;
const HISTORY_LIMIT = 200;

const LANGUAGE_OF_USER: Record<string, AdvisorLanguage> = {
  english: 'en',
  hausa: 'ha',
  yoruba: 'yo',
  igbo: 'ig',
};

/** Sources shown under an answer: the first few (the best entry's come first). */
const SHOWN_SOURCES = 4;

/** The answer as shown and stored: the advisor's text, then the references it drew on. */
async function sourcesParagraph(sources: readonly string[], language: AdvisorLanguage) {
  if (sources.length === 0) return '';
  const shown = sources.slice(0, SHOWN_SOURCES).map(shortSource).join('; ');
  await loadAdvisorWords(language);
  return `\n\n${advisorWords(language).sources()}: ${shown}.`;
}

export interface AskOptions {
  signal?: AbortSignal;
  onToken?: (text: string) => void;
  /** Where the question came from, for the product event (ADR 0052); `web` by default. */
  channel?: 'web' | 'whatsapp';
}

export interface ChatServiceOptions {
  db: Database;
  advisor: Advisor;
  ratePerMinute: number;
  log?: FastifyBaseLogger;
  /** Where the per-user counts live (`app.limits`: shared through Redis when configured). */
  limits: LimitStore;
}

export function createChatService({ db, advisor, ratePerMinute, log, limits }: ChatServiceOptions) {
  const repository = createChatRepository(db);
  const limiter = createLimiter(ratePerMinute, 60_000, limits);

  return {
    /** Counts one message for the user's per-minute budget; 429 when it is spent. */
    async checkRate(userId: string) {
      const wait = await limiter.hit(`chat:${userId}`);
      if (wait > 0) {
        throw new AppError(
          429,
          `You are sending messages too quickly. Please wait ${wait} seconds and try again.`,
          { headers: { 'retry-after': String(wait) } },
        );
      }
    },

    /**
     * The farm an assistant is opened on: an agent may open it on one of their farmers' farms
     * and gets the same figures as that farmer's own assistant. `farmerFor` refuses a farm the
     * user may not reach (403); the user's own id, or none, is their own farm.
     */
    async openedOn(user: UserRow, farmerId: string | undefined) {
      if (!farmerId || farmerId === user.id) return undefined;
      return farmerFor(db, user, farmerId);
    },

    /**
     * One question → one answer, grounded in the farm's own figures and the stored conversation
     * (the client's history and farm context are never trusted). Both lines are stored only when
     * the answer is complete, so a failed answer leaves no half-exchange behind.
     */
    async ask(
      user: UserRow,
      input: {
        message: string;
        language?: ChatLanguage | undefined;
        /** The farm the assistant is opened on: an agent's farmer, from `openedOn`. */
        farmer?: UserRow | undefined;
      },
      options: AskOptions = {},
    ): Promise<ChatReply> {
      const askedAt = new Date();
      const language = input.language ?? LANGUAGE_OF_USER[user.language] ?? 'en';
      const [farmContext, earlier] = await Promise.all([
        loadFarmContext(db, user, { farmer: input.farmer, extras: farmExtrasReader(db) }),
        repository.latest(user.id, ADVISOR_TURNS),
      ]);
      let reply: Awaited<ReturnType<Advisor['reply']>>;
      try {
        reply = await advisor.reply(
          {
            message: input.message,
            history: earlier.map((m) => ({ role: m.role, content: m.content })),
            farmContext,
            language,
          },
          options,
        );
      } catch (error) {
        log?.error({ err: error }, 'advisor failed');
        throw new AppError(503, CHAT_FAILED);
      }
      // The sources line in the answer's language (the question's, which may not be the profile's).
      const tail = await sourcesParagraph(reply.sources, reply.language ?? language);
      if (tail) options.onToken?.(tail);
      const response = reply.text + tail;
      const ids = await repository.saveExchange({
        userId: user.id,
        question: input.message,
        answer: response,
        provider: reply.provider,
        askedAt,
        answeredAt: new Date(),
      });
      const used = {
        name: 'chat_used',
        channel: options.channel ?? 'web',
        role: user.role,
      } as const;
      await recordEvent(db, { ...used, language }, log);
      return { response, ...ids, sources: reply.sources };
    },

    async history(userId: string): Promise<ChatMessage[]> {
      const rows = await repository.latest(userId, HISTORY_LIMIT);
      return rows.map((m) => ({
        messageId: m.id,
        content: m.content,
        role: m.role,
        feedback: m.feedback ?? null,
        createdAt: m.createdAt.toISOString(),
      }));
    },

    async feedback(userId: string, messageId: string, feedback: ChatFeedback | null) {
      const row = await repository.setFeedback(userId, messageId, feedback);
      if (!row) throw new AppError(404, 'Message not found');
      return { messageId: row.id, feedback: row.feedback ?? null };
    },

    async feedbackStats(): Promise<ChatFeedbackStats> {
      const byProvider = await repository.feedbackStats();
      const sum = (key: 'total' | 'likes' | 'dislikes' | 'cleared') =>
        byProvider.reduce((acc, r) => acc + r[key], 0);
      const assistantMessages = sum('total');
      return {
        assistantMessages,
        likes: sum('likes'),
        dislikes: sum('dislikes'),
        cleared: sum('cleared'),
        unrated: assistantMessages - sum('likes') - sum('dislikes'),
        byProvider: byProvider.map((r) => ({
          provider: r.provider,
          assistantMessages: r.total,
          likes: r.likes,
          dislikes: r.dislikes,
        })),
      };
    },
  };
}
