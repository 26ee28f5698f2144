import { createSseParser } from '@kiwo/domain';
import { HISTORY_TURNS, systemPrompt } from './prompt';
import { type Advisor, AdvisorError, type AdvisorInput, type AdvisorOptions } from './types';

export interface OpenAiAdvisorOptions {
  /** e.g. `https://api.openai.com/v1`, `http://localhost:11434/v1` (Ollama), a vLLM server. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Longest silence allowed: before the response starts and between streamed pieces. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Wait before the single retry (ms). */
  retryDelayMs?: number;
}

interface ChatChoice {
  delta?: { content?: string | null };
  message?: { content?: string | null };
}

/**
 * Any endpoint speaking OpenAI's `/chat/completions` (hosted, Ollama, vLLM, llama.cpp server):
 * `stream: true` with server-sent events, a plain JSON answer accepted too (some servers ignore
 * `stream`). One retry on a network error or 5xx before any text has arrived; a timeout on
 * silence; the caller's signal cancels everything.
 */
export function createOpenAiAdvisor(options: OpenAiAdvisorOptions): Advisor {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  const messages = (input: AdvisorInput) => [
    { role: 'system', content: systemPrompt(input) },
    ...input.history.slice(-HISTORY_TURNS).map((t) => ({ role: t.role, content: t.content })),
    { role: 'user', content: input.message },
  ];

  const attempt = async (input: AdvisorInput, opts: AdvisorOptions, emitted: { any: boolean }) => {
    const controller = new AbortController();
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, options.timeoutMs);
    };
    const onAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const failure = (cause: unknown): AdvisorError => {
      if (cause instanceof AdvisorError) return cause;
      if (timedOut) return new AdvisorError('timeout', `no answer within ${options.timeoutMs} ms`);
      if (opts.signal?.aborted) return new AdvisorError('aborted', 'The request was cancelled');
      return new AdvisorError('network', (cause as Error)?.message ?? 'network error');
    };

    arm();
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream, application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          messages: messages(input),
          stream: true,
          temperature: 0.3,
          max_tokens: 600,
        }),
        signal: controller.signal,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new AdvisorError(
          'http',
          `chat/completions answered ${response.status}`,
          response.status,
        );
      }
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('text/event-stream')) {
        const body = (await response.json()) as { choices?: ChatChoice[] };
        const text = body.choices?.[0]?.message?.content;
        if (typeof text !== 'string' || text.trim() === '') {
          throw new AdvisorError('invalid-response', 'no message content in the answer');
        }
        emitted.any = true;
        opts.onToken?.(text);
        return text;
      }

      let text = '';
      let done = false;
      const parser = createSseParser(({ data }) => {
        if (done) return;
        if (data.trim() === '[DONE]') {
          done = true;
          return;
        }
        let chunk: { choices?: ChatChoice[]; error?: { message?: string } };
        try {
          chunk = JSON.parse(data);
        } catch {
          return;
        }
        if (chunk.error) throw new AdvisorError('http', chunk.error.message ?? 'stream error');
        const piece = chunk.choices?.[0]?.delta?.content;
        if (piece) {
          text += piece;
          emitted.any = true;
          opts.onToken?.(piece);
        }
      });
      if (!response.body) throw new AdvisorError('invalid-response', 'empty stream');
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      while (!done) {
        arm();
        const { value, done: ended } = await reader.read();
        if (ended) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
      parser.end();
      await reader.cancel().catch(() => {});
      if (text.trim() === '') throw new AdvisorError('invalid-response', 'the stream had no text');
      return text;
    } catch (cause) {
      throw failure(cause);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
  };

  const retryable = (e: AdvisorError) =>
    e.kind === 'network' || (e.kind === 'http' && (e.status ?? 0) >= 500);

  return {
    name: 'llm',
    async reply(input, opts = {}) {
      const emitted = { any: false };
      let text: string;
      try {
        text = await attempt(input, opts, emitted);
      } catch (error) {
        const e = error as AdvisorError;
        // Once text reached the farmer a retry would repeat it; a timeout already waited long.
        if (!retryable(e) || emitted.any || opts.signal?.aborted) throw e;
        await new Promise((r) => setTimeout(r, options.retryDelayMs ?? 300));
        text = await attempt(input, opts, emitted);
      }
      return { text: text.trim(), sources: [], provider: 'llm' };
    },
  };
}
