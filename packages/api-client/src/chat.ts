import { createSseParser } from '@kiwo/domain';
import { ApiError, pickMessage, serverField } from './errors';
import { type Http, type HttpOptions, REQUEST_TIMEOUT_MS } from './http';
import type {
  ChatFeedback,
  ChatFeedbackStats,
  ChatMessage,
  ChatReply,
  ChatSendBody,
} from './schemas/chat';

type Envelope<T> = { success: boolean; message: string; data: T };

/** Spec §8: what the assistant says when an answer fails. */
export const CHAT_ERROR_MESSAGE = "I'm sorry, I encountered an error. Please try again.";
const FEEDBACK_FAILED = 'Failed to save feedback';

export interface ChatStreamOptions {
  /** Each piece of the answer as it arrives. */
  onToken: (text: string) => void;
  signal?: AbortSignal;
}

/**
 * The AI farming assistant (spec §7 `/whatsapp/chat`, `/whatsapp/feedback`), plus Kiwo's
 * streaming variant. `stream` throws an `ApiError` with status 404 when the server has no
 * streaming route, so a caller can fall back to `send`.
 */
export const chatCalls = (http: Http, options: HttpOptions) => ({
  send: async (body: ChatSendBody): Promise<ChatReply> =>
    (
      await http<Envelope<ChatReply>>('POST', '/whatsapp/chat', {
        body,
        defaultMessage: CHAT_ERROR_MESSAGE,
      })
    ).data,

  /** The signed-in user's conversation, oldest first. */
  history: async (): Promise<ChatMessage[]> =>
    (
      await http<Envelope<ChatMessage[]>>('GET', '/whatsapp/chat', {
        defaultMessage: 'Failed to load the conversation',
      })
    ).data,

  feedback: async (messageId: string, feedbackType: ChatFeedback | null) =>
    (
      await http<Envelope<{ messageId: string; feedback: ChatFeedback | null }>>(
        'POST',
        '/whatsapp/feedback',
        { body: { messageId, feedbackType }, defaultMessage: FEEDBACK_FAILED },
      )
    ).data,

  /** Admin only: likes, dislikes and cleared ratings of the advisor's answers. */
  feedbackStats: async (): Promise<ChatFeedbackStats> =>
    (
      await http<Envelope<ChatFeedbackStats>>('GET', '/admin/chat-feedback', {
        defaultMessage: 'Failed to load chat feedback',
      })
    ).data,

  stream: (body: ChatSendBody, stream: ChatStreamOptions) => streamChat(options, body, stream),
});

/**
 * `POST /whatsapp/chat/stream`: `token` events while the advisor writes, then `done` with the
 * stored reply (or `error`). The spec's 30 s timeout applies to silence between pieces, so a
 * long answer that keeps arriving is never cut off.
 */
async function streamChat(
  options: HttpOptions,
  body: ChatSendBody,
  { onToken, signal }: ChatStreamOptions,
): Promise<ChatReply> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const idleMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, idleMs);
  };
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });

  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    'content-type': 'application/json',
  };
  const token = options.getToken?.();
  if (token) headers.authorization = `Bearer ${token}`;

  const fail = (cause: unknown): ApiError => {
    if (cause instanceof ApiError) return cause;
    const message = timedOut ? 'Request timed out' : (cause as Error)?.message;
    return new ApiError(
      pickMessage(undefined, message, CHAT_ERROR_MESSAGE),
      timedOut ? 'timeout' : 'network',
      undefined,
      undefined,
      undefined,
    );
  };

  arm();
  try {
    const response = await doFetch(`${options.baseUrl.replace(/\/+$/, '')}/whatsapp/chat/stream`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      const text = await response.text().catch(() => '');
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      throw new ApiError(
        pickMessage(json, undefined, CHAT_ERROR_MESSAGE),
        'http',
        response.status,
        serverField(json, 'error'),
        serverField(json, 'message'),
      );
    }

    let result: ChatReply | undefined;
    let failure: ApiError | undefined;
    const parser = createSseParser(({ event, data }) => {
      if (result || failure) return;
      const payload = JSON.parse(data) as Record<string, unknown>;
      if (event === 'token' && typeof payload.text === 'string') onToken(payload.text);
      else if (event === 'done') result = payload as unknown as ChatReply;
      else if (event === 'error') {
        const message = typeof payload.message === 'string' ? payload.message : undefined;
        failure = new ApiError(message ?? CHAT_ERROR_MESSAGE, 'http', 502, message, message);
      }
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      arm();
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
      if (result || failure) break;
    }
    parser.end();
    reader.cancel().catch(() => {});
    if (failure) throw failure;
    if (!result) {
      throw new ApiError(
        CHAT_ERROR_MESSAGE,
        'invalid-response',
        response.status,
        undefined,
        undefined,
      );
    }
    return result;
  } catch (cause) {
    throw fail(cause);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
