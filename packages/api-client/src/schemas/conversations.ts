import { z } from 'zod';
import { envelope } from './envelope';

// The admin conversations page (ADR 0049): WhatsApp conversations by phone, their messages in
// and out, messages per channel, and the per-user switch for the WhatsApp bot.

export const conversationsQuery = z.object({
  /** A phone number or part of it, in any usual form (`0803 12`, `+234803…`). */
  phone: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .trim()
      .max(20, 'Phone must be at most 20 characters')
      .regex(/^[+0-9\s()-]*$/, 'Phone must be digits')
      .optional(),
  ),
});

export const CONVERSATION_CHANNELS = ['whatsapp', 'sms', 'phone'] as const;

const channelCount = z.object({
  channel: z.enum(CONVERSATION_CHANNELS),
  today: z.number().int(),
  month: z.number().int(),
});

const conversation = z.object({
  /** The WhatsApp number, digits in international form (`2348031234567`). */
  waId: z.string(),
  /** The Kiwo account of that number; null for a number with none (yet). */
  user: z
    .object({
      id: z.string(),
      name: z.string(),
      role: z.enum(['farmer', 'agent', 'admin', 'vet']),
      /** False when an admin switched the WhatsApp bot off for them. */
      botOn: z.boolean(),
    })
    .nullable(),
  lastAt: z.string(),
  messages: z.number().int(),
});

export const conversationsResponse = envelope(
  z.object({ channels: z.array(channelCount), conversations: z.array(conversation) }),
);

const conversationMessage = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  at: z.string(),
  /** What was written (codes masked); a button's title for a tap, the type for media. */
  text: z.string(),
  /** In: what the bot did (`saved`, `signup_offered`…); out: the delivery status. */
  status: z.string(),
});

export const conversationParams = z.object({
  waId: z.string().regex(/^\d{6,20}$/, 'The WhatsApp number must be 6 to 20 digits'),
});

export const conversationResponse = envelope(
  z.object({ conversation, messages: z.array(conversationMessage) }),
);

export const whatsappBotBody = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export const whatsappBotResponse = envelope(z.object({ userId: z.string(), botOn: z.boolean() }));

export type ConversationsQuery = z.input<typeof conversationsQuery>;
export type ChannelCount = z.infer<typeof channelCount>;
export type Conversation = z.infer<typeof conversation>;
export type ConversationMessage = z.infer<typeof conversationMessage>;
export type ConversationsData = z.infer<typeof conversationsResponse>['data'];
export type ConversationData = z.infer<typeof conversationResponse>['data'];
