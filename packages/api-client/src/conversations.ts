import type { Http } from './http';
import type { ConversationData, ConversationsData } from './schemas/conversations';

type Envelope<T> = { success: boolean; message: string; data: T };

/** The admin conversations page (ADR 0049): WhatsApp conversations, channel counts, the switch. */
export const conversationCalls = (http: Http) => ({
  list: async (phone?: string) =>
    (
      await http<Envelope<ConversationsData>>('GET', '/admin/conversations', {
        query: { phone: phone?.trim() || undefined },
        defaultMessage: 'Failed to load conversations',
      })
    ).data,
  get: async (waId: string) =>
    (
      await http<Envelope<ConversationData>>(
        'GET',
        `/admin/conversations/${encodeURIComponent(waId)}`,
        { defaultMessage: 'Failed to load the conversation' },
      )
    ).data,
  setBot: async (userId: string, enabled: boolean) =>
    (
      await http<Envelope<{ userId: string; botOn: boolean }>>(
        'PUT',
        `/admin/users/${encodeURIComponent(userId)}/whatsapp-bot`,
        { body: { enabled }, defaultMessage: 'Could not change the WhatsApp bot' },
      )
    ).data,
});
