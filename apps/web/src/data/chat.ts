import {
  ApiError,
  type ChatFeedback,
  type ChatLanguage,
  type ChatMessage,
  type ChatReply,
  chatCalls,
} from '@kiwo/api-client';
// Spec §9: chat history is fresh for 5 minutes (one home: @kiwo/domain, ADR 0034).
import { CHAT_HISTORY_STALE_MS } from '@kiwo/domain';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { http, httpOptions } from './api';

/** Only the areas this module calls (the route JavaScript budget). */
const api = { chat: chatCalls(http, httpOptions) };

const HISTORY = 'chat/history';
/** Earlier turns sent along, as the spec's client does (the server answers from its own store). */
const SENT_TURNS = 10;

/**
 * The signed-in user's conversation (oldest first). Not refetched for 5 minutes — on remount,
 * focus or reconnect — because this device's own sends and ratings update the cache directly.
 */
export const useChatHistory = (enabled: boolean) =>
  useSWR(enabled ? HISTORY : null, () => api.chat.history(), {
    dedupingInterval: CHAT_HISTORY_STALE_MS,
    focusThrottleInterval: CHAT_HISTORY_STALE_MS,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });

export interface SendArg {
  message: string;
  language: ChatLanguage;
  /** Pieces of the answer as they stream in. */
  onToken: (text: string) => void;
  signal?: AbortSignal;
}

/**
 * Ask the assistant: the streaming route when the server has it (pieces go to `onToken`), else
 * the plain spec §7 call. The stored question and answer are appended to the cached history.
 */
export const useSendChat = () => {
  const { mutate, cache } = useSWRConfig();
  return useSWRMutation(
    'chat/send',
    async (_key: string, { arg }: { arg: SendArg }): Promise<ChatReply> => {
      const { message, language, onToken, signal } = arg;
      let reply: ChatReply;
      try {
        reply = await api.chat.stream({ message, language }, { onToken, signal });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        const history = (cache.get(HISTORY)?.data as ChatMessage[] | undefined) ?? [];
        reply = await api.chat.send({
          message,
          language,
          conversationHistory: history
            .slice(-SENT_TURNS)
            .map(({ role, content }) => ({ role, content })),
        });
        onToken(reply.response);
      }
      const now = new Date().toISOString();
      // Sent before the history arrived: fetch it again so the exchange is not lost under it.
      const loaded = cache.get(HISTORY)?.data !== undefined;
      const exchange: ChatMessage[] = [
        {
          messageId: reply.userMessageId,
          role: 'user',
          content: message,
          feedback: null,
          createdAt: now,
        },
        {
          messageId: reply.messageId,
          role: 'assistant',
          content: reply.response,
          feedback: null,
          createdAt: now,
        },
      ];
      // A conversation read answered after the server stored the exchange already holds it.
      await mutate<ChatMessage[]>(
        HISTORY,
        (current = []) => [
          ...current,
          ...exchange.filter((m) => !current.some((c) => c.messageId === m.messageId)),
        ],
        { revalidate: false },
      );
      // Not awaited: the panel drops the streamed copy when this returns, and waiting for the
      // read would show the answer twice (stored and streamed) until it came back.
      if (!loaded) void mutate(HISTORY);
      return reply;
    },
  );
};

/** Spec §4: save a rating (null clears it); on success the cached message carries it. */
export const useChatFeedback = () => {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'chat/feedback',
    async (
      _key: string,
      { arg }: { arg: { messageId: string; feedback: ChatFeedback | null } },
    ) => {
      const saved = await api.chat.feedback(arg.messageId, arg.feedback);
      await mutate<ChatMessage[]>(
        HISTORY,
        (current = []) =>
          current.map((m) =>
            m.messageId === saved.messageId ? { ...m, feedback: saved.feedback } : m,
          ),
        { revalidate: false },
      );
      return saved;
    },
  );
};
