import { createSseParser } from '@kiwo/domain';
import { detectLanguage } from './language';
import { HISTORY_TURNS, systemPrompt } from './prompt';
import { FARM_FIGURES, FARM_FIGURES_TOOL, farmFiguresToolResult } from './tools';
import { type Advisor, AdvisorError, type AdvisorOptions, type AdvisorReply } from './types';
import { advisorWords, loadAdvisorWords } from './words';

export interface OpenAiAdvisorOptions {
  /** e.g. `https://api.openai.com/v1`, `http://localhost:11434/v1` (Ollama), a vLLM server. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Longest silence allowed: before the response starts and between streamed pieces. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Wait before the single retry after a network error or a 5xx (ms). */
  retryDelayMs?: number;
  /**
   * Longest `retry-after` a 429 is waited for (ms, default 8 s); a longer one (or a second 429)
   * fails at once, so the offline advisor answers instead of the farmer waiting.
   */
  maxRetryAfterMs?: number;
  /** The most answers of the model that may be tool calls before it must answer (default 3). */
  maxToolRounds?: number;
  /** Longest answer asked for (`max_tokens`, default 600). */
  maxTokens?: number;
}

/** One tool call as the protocol carries it (streamed in pieces, keyed by `index`). */
interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

interface ToolCallDelta {
  index?: number;
  id?: string;
  type?: string;
  function?: { name?: string; arguments?: string };
}

interface ChatChoice {
  delta?: { content?: string | null; tool_calls?: ToolCallDelta[] };
  message?: { content?: string | null; tool_calls?: ToolCall[] };
  finish_reason?: string | null;
}

type Message =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** What one `/chat/completions` request produced. */
interface Turn {
  content: string;
  toolCalls: ToolCall[];
  finishReason: string | null;
}

/** `retry-after` as milliseconds: delta-seconds or an HTTP date; undefined when absent or bad. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Any endpoint speaking OpenAI's `/chat/completions` (hosted, Ollama, vLLM, llama.cpp server;
 * ADR 0054, docs/OPERATIONS.md § The AI advisor's model):
 * - `stream: true` with server-sent events (`data:` chunks, `[DONE]`); a plain JSON answer is
 *   accepted too (some servers ignore `stream`).
 * - The farm's figures are a tool (`get_farm_figures`, tools.ts): the model calls it, its
 *   arguments and our result are validated, and the model answers from the result. A server that
 *   refuses `tools` (400, or an error naming them) is asked again with the figures in the prompt,
 *   and not offered tools again.
 * - `finish_reason: "length"`: the answer ends with a notice in the farmer's language that it was
 *   cut short (`truncated: true`), never a silent half sentence.
 * - 429: waits `retry-after` once when it is short enough (`maxRetryAfterMs`), else fails.
 *   A network error or 5xx before any text: one retry. Silence longer than `timeoutMs`: fails.
 *   Failures are AdvisorErrors; `createAdvisor` then answers with the offline advisor.
 * - The caller's signal cancels everything.
 */
export function createOpenAiAdvisor(options: OpenAiAdvisorOptions): Advisor {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 8000;
  const maxToolRounds = options.maxToolRounds ?? 3;
  let toolsRefused = false;

  const request = async (
    messages: Message[],
    tools: 'offer' | 'none' | 'off',
    opts: AdvisorOptions,
    emitted: { any: boolean },
  ): Promise<Turn> => {
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
          messages,
          stream: true,
          temperature: 0.3,
          max_tokens: options.maxTokens ?? 600,
          ...(tools === 'off'
            ? {}
            : { tools: [FARM_FIGURES_TOOL], tool_choice: tools === 'offer' ? 'auto' : 'none' }),
        }),
        signal: controller.signal,
      });
      if (!response.ok) {
        const body = await response.text().catch(() => '');
        let message = body.slice(0, 300);
        try {
          message =
            (JSON.parse(body) as { error?: { message?: string } }).error?.message ?? message;
        } catch {}
        const error = new AdvisorError(
          'http',
          `chat/completions answered ${response.status}: ${message}`,
          response.status,
        );
        error.retryAfterMs = retryAfterMs(response.headers.get('retry-after'));
        throw error;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('text/event-stream')) {
        const body = (await response.json()) as { choices?: ChatChoice[] };
        const choice = body.choices?.[0];
        const content = choice?.message?.content ?? '';
        const toolCalls = choice?.message?.tool_calls ?? [];
        if (typeof content !== 'string' || (content.trim() === '' && toolCalls.length === 0)) {
          throw new AdvisorError('invalid-response', 'no message content in the answer');
        }
        if (content) {
          emitted.any = true;
          opts.onToken?.(content);
        }
        return { content, toolCalls, finishReason: choice?.finish_reason ?? null };
      }

      let content = '';
      let finishReason: string | null = null;
      const calls: ToolCall[] = [];
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
        const choice = chunk.choices?.[0];
        if (!choice) return;
        if (choice.finish_reason) finishReason = choice.finish_reason;
        for (const delta of choice.delta?.tool_calls ?? []) {
          const i = delta.index ?? calls.length;
          calls[i] ??= { id: '', type: 'function', function: { name: '', arguments: '' } };
          const call = calls[i];
          if (delta.id) call.id = delta.id;
          if (delta.function?.name) call.function.name += delta.function.name;
          if (delta.function?.arguments) call.function.arguments += delta.function.arguments;
        }
        const piece = choice.delta?.content;
        if (piece) {
          content += piece;
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
      const toolCalls = calls.filter(Boolean);
      if (content.trim() === '' && toolCalls.length === 0) {
        throw new AdvisorError('invalid-response', 'the stream had no text');
      }
      return { content, toolCalls, finishReason };
    } catch (cause) {
      throw failure(cause);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
  };

  /** One request with its retry: 429 after a short enough `retry-after`, else 5xx/network once. */
  const requestWithRetry = async (
    messages: Message[],
    tools: 'offer' | 'none' | 'off',
    opts: AdvisorOptions,
    emitted: { any: boolean },
  ): Promise<Turn> => {
    try {
      return await request(messages, tools, opts, emitted);
    } catch (error) {
      const e = error as AdvisorError;
      // Once text reached the farmer a retry would repeat it; a timeout already waited long.
      if (emitted.any || opts.signal?.aborted) throw e;
      let wait: number;
      if (e.kind === 'http' && e.status === 429) {
        wait = e.retryAfterMs ?? options.retryDelayMs ?? 1000;
        if (wait > maxRetryAfterMs) throw e;
      } else if (e.kind === 'network' || (e.kind === 'http' && (e.status ?? 0) >= 500)) {
        wait = options.retryDelayMs ?? 300;
      } else {
        throw e;
      }
      await new Promise((r) => setTimeout(r, wait));
      return request(messages, tools, opts, emitted);
    }
  };

  /** A server or model without function calling says so with a 400 (or an error naming tools). */
  const refusesTools = (e: AdvisorError) =>
    e.kind === 'http' && (e.status === 400 || /tool|function/i.test(e.message));

  return {
    name: 'llm',
    async reply(input, opts = {}): Promise<AdvisorReply> {
      const emitted = { any: false };
      const history: Message[] = [
        ...input.history
          .slice(-HISTORY_TURNS)
          .map((t) => ({ role: t.role, content: t.content }) as Message),
        { role: 'user', content: input.message },
      ];
      let useTools = !toolsRefused;
      let messages: Message[] = [
        { role: 'system', content: systemPrompt(input, useTools ? 'tool' : 'inline') },
        ...history,
      ];
      let turn: Turn | undefined;
      for (let round = 0; ; round++) {
        const tools = !useTools ? 'off' : round < maxToolRounds ? 'offer' : 'none';
        try {
          turn = await requestWithRetry(messages, tools, opts, emitted);
        } catch (error) {
          const e = error as AdvisorError;
          if (!useTools || round > 0 || emitted.any || !refusesTools(e)) throw e;
          // No function calling here: the figures go into the prompt, from now on.
          toolsRefused = true;
          useTools = false;
          messages = [{ role: 'system', content: systemPrompt(input, 'inline') }, ...history];
          turn = await requestWithRetry(messages, 'off', opts, emitted);
        }
        const calls = turn.toolCalls;
        if (calls.length === 0 || !useTools || round >= maxToolRounds) break;
        messages = [
          ...messages,
          { role: 'assistant', content: turn.content || null, tool_calls: calls },
          ...calls.map(
            (call): Message => ({
              role: 'tool',
              tool_call_id: call.id,
              content:
                call.function.name === FARM_FIGURES
                  ? farmFiguresToolResult(input.farmContext, call.function.arguments)
                  : JSON.stringify({ error: `no tool named "${call.function.name}"` }),
            }),
          ),
        ];
      }
      let text = turn.content.trim();
      if (text === '') throw new AdvisorError('invalid-response', 'the model answered no text');
      if (turn.finishReason !== 'length') return { text, sources: [], provider: 'llm' };
      // Cut at the length limit: say so, in the language of the question.
      const language = detectLanguage(input.message, input.language);
      await loadAdvisorWords(language);
      const notice = advisorWords(language, input.farmContext.gender).truncated();
      opts.onToken?.(`…\n\n${notice}`);
      text = `${text}…\n\n${notice}`;
      return { text, sources: [], provider: 'llm', truncated: true };
    },
  };
}
