import { whatsappCalls } from '@kiwo/api-client';
import useSWR from 'swr';
import { webConfig } from '../config';
import { http } from './api';

/** Only the areas this module calls (the route JavaScript budget). */
const api = { whatsapp: whatsappCalls(http) };

/**
 * The number "Chat with Us" opens: the server's chatbot number (WHATSAPP_BUSINESS_NUMBER), read
 * once a session; the build's support number until it answers, or when the server has no bot.
 */
export function useChatNumber(): string {
  const { data } = useSWR(['whatsapp', 'number'], () => api.whatsapp.number(), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return data ?? webConfig.supportWhatsApp;
}
