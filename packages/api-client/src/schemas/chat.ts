import { z } from 'zod';
import { CHAT_LANGUAGES, CHAT_MESSAGE_MAX } from '../constants';
import { envelope } from './envelope';

export { CHAT_LANGUAGES, CHAT_MESSAGE_MAX };

export const CHAT_ROLES = ['user', 'assistant'] as const;
export const CHAT_FEEDBACK = ['like', 'dislike'] as const;

export const chatRoleSchema = z.enum(CHAT_ROLES);
export const chatFeedbackSchema = z.enum(CHAT_FEEDBACK);

/** Spec §3 "Conversation history item sent": role and content. */
export const chatHistoryItem = z.object({
  role: chatRoleSchema,
  content: z.string().max(20_000),
});

/**
 * `POST /whatsapp/chat` (and `/whatsapp/chat/stream`). Spec §7: the client also passes
 * `conversationHistory` and `farmContext`; Kiwo accepts both for compatibility but answers from
 * the history it stored and the farm figures it computes itself, never the client's values.
 */
export const chatSendBody = z.object({
  message: z
    .string({ error: 'Please type a message' })
    .trim()
    .min(1, 'Please type a message')
    .max(CHAT_MESSAGE_MAX, `Your message is too long: ${CHAT_MESSAGE_MAX} characters at most`),
  conversationHistory: z.array(chatHistoryItem).max(200).optional(),
  farmContext: z.record(z.string(), z.unknown()).optional(),
  /** The language to answer in; default: the user's profile language. */
  language: z.enum(CHAT_LANGUAGES).optional(),
  /**
   * The farm the assistant is opened on, for an agent asking about one of their farmers: the
   * answer uses that farmer's figures. Another user's farm is refused (403).
   */
  farmerId: z.uuid({ error: 'Farmer not found' }).optional(),
});

/** Spec §7: `data.response` and `data.messageId` (the assistant message, for feedback). */
export const chatReply = z.object({
  response: z.string(),
  messageId: z.string(),
  /** The stored id of the user's own message. */
  userMessageId: z.string(),
  /** References the answer drew on (offline advisor); empty for a model's free answer. */
  sources: z.array(z.string()),
});

export const chatReplyResponse = envelope(chatReply);

/** Spec §3 Chat message, as the history lists it (oldest first). */
export const chatMessage = z.object({
  messageId: z.string(),
  content: z.string(),
  role: chatRoleSchema,
  feedback: chatFeedbackSchema.nullable(),
  createdAt: z.string(),
});

export const chatHistoryResponse = envelope(z.array(chatMessage));

/** `POST /whatsapp/feedback`: spec §4, null clears the rating. */
export const chatFeedbackBody = z.object({
  messageId: z.string().min(1, 'Unknown message').max(100, 'Unknown message'),
  feedbackType: chatFeedbackSchema.nullable(),
});

export const chatFeedbackResponse = envelope(
  z.object({ messageId: z.string(), feedback: chatFeedbackSchema.nullable() }),
);

/** `GET /admin/chat-feedback`: the advisor's quality signal. */
export const chatFeedbackStats = z.object({
  assistantMessages: z.number().int(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  /** Rated once, then cleared again (feedback null after a like or dislike). */
  cleared: z.number().int(),
  unrated: z.number().int(),
  byProvider: z.array(
    z.object({
      provider: z.string(),
      assistantMessages: z.number().int(),
      likes: z.number().int(),
      dislikes: z.number().int(),
    }),
  ),
});

export const chatFeedbackStatsResponse = envelope(chatFeedbackStats);

/**
 * Events of `POST /whatsapp/chat/stream` (text/event-stream): `token` pieces of the answer as
 * they arrive, then one `done` with the stored reply, or one `error`.
 */
export const chatStreamToken = z.object({ text: z.string() });
export const chatStreamError = z.object({ message: z.string() });

export type ChatRole = z.infer<typeof chatRoleSchema>;
export type ChatFeedback = z.infer<typeof chatFeedbackSchema>;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];
export type ChatHistoryItem = z.infer<typeof chatHistoryItem>;
export type ChatSendBody = z.input<typeof chatSendBody>;
export type ChatReply = z.infer<typeof chatReply>;
export type ChatMessage = z.infer<typeof chatMessage>;
export type ChatFeedbackBody = z.infer<typeof chatFeedbackBody>;
export type ChatFeedbackStats = z.infer<typeof chatFeedbackStats>;
