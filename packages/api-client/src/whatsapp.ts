import type { Http } from './http';

type Envelope<T> = { success: boolean; message: string; data: T };

/** The WhatsApp chatbot's public settings (ADR 0041). */
export const whatsappCalls = (http: Http) => ({
  /** The number "Chat with Us" opens (the chatbot's), or null when the server has no bot. */
  number: async () =>
    (
      await http<Envelope<{ number: string | null }>>('GET', '/whatsapp/number', {
        defaultMessage: 'Failed to load the WhatsApp number',
      })
    ).data.number,
});
