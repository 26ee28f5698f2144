import { conversationCalls } from '@kiwo/api-client';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { http } from './api';

/** The admin conversations page (ADR 0049): WhatsApp conversations and the bot switch. */
const api = conversationCalls(http);

export const useConversations = (phone: string) =>
  useSWR(['admin', 'conversations', phone.trim()], () => api.list(phone), {
    keepPreviousData: true,
  });

export const useConversation = (waId: string | undefined) =>
  useSWR(waId ? ['admin', 'conversation', waId] : null, () => api.get(waId as string));

/** Switches the bot; the list and the open conversation are read again. */
export function useSetWhatsAppBot() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['admin', 'whatsapp-bot'],
    (_key, { arg }: { arg: { userId: string; enabled: boolean } }) =>
      api.setBot(arg.userId, arg.enabled),
    {
      onSuccess: () =>
        mutate(
          (key) =>
            Array.isArray(key) && key[0] === 'admin' && String(key[1]).startsWith('conversation'),
        ),
    },
  );
}
