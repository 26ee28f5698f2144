import type { Http } from './http';
import type {
  AdminMessagesQuery,
  AdminMessagesResponse,
  MessagesSummary,
  SmsAlerts,
} from './schemas/messages';

type Envelope<T> = { success: boolean; message: string; data: T };

/** Outbound SMS and email (ADR 0037): the admin messages page and the user's SMS alert switch. */
export const messageCalls = (http: Http) => ({
  list: (q: AdminMessagesQuery = {}) =>
    http<AdminMessagesResponse>('GET', '/admin/messages', {
      query: q as Record<string, string | number | undefined>,
      defaultMessage: 'Failed to load messages',
    }),
  summary: async () =>
    (
      await http<Envelope<MessagesSummary>>('GET', '/admin/messages/summary', {
        defaultMessage: 'Failed to load the SMS summary',
      })
    ).data,
  smsAlerts: async () =>
    (
      await http<Envelope<SmsAlerts>>('GET', '/users/sms-alerts', {
        defaultMessage: 'Failed to load SMS alerts',
      })
    ).data,
  setSmsAlerts: async (enabled: boolean) =>
    (
      await http<Envelope<SmsAlerts>>('PUT', '/users/sms-alerts', {
        body: { enabled },
        defaultMessage: 'Could not change SMS alerts',
      })
    ).data,
});
