import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVAL_FARM } from '../eval/advisor/farm';
import {
  type AdvisorError,
  type AdvisorInput,
  createOfflineAdvisor,
  createOpenAiAdvisor,
} from '../src/advisor';
import { withFallback } from '../src/advisor/index';
import { retryAfterMs } from '../src/advisor/openai';
import { farmFiguresResult } from '../src/advisor/tools';

/**
 * The OpenAI-compatible provider against a local server that speaks the chat-completions
 * protocol: plain JSON answers, server-sent-event streams (`data:` chunks, `[DONE]`), tool calls
 * streamed in pieces, `finish_reason: "length"`, 429 with `retry-after`, 5xx, hangs, 4xx and a
 * server without function calling. Each test sets `respond`; `calls` records what the provider
 * sent and when.
 */
type Respond = (req: IncomingMessage, res: ServerResponse, call: number) => void;
let respond: Respond;
let calls: { auth?: string | undefined; body: Record<string, unknown>; at: number }[] = [];
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    calls.push({ auth: req.headers.authorization, body: JSON.parse(raw || '{}'), at: Date.now() });
    respond(req, res, calls.length);
  });
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  calls = [];
});

const input: AdvisorInput = {
  message: 'Kajina suna tari, me zan yi?',
  history: [
    { role: 'user', content: 'Hello' },
    { role: 'assistant', content: 'Hello Amina!' },
  ],
  farmContext: {
    firstName: 'Amina',
    role: 'farmer',
    state: 'Kaduna',
    farm: {
      totalAnimals: 480,
      totalBatches: 1,
      activeBatches: 1,
      livestock: [{ type: 'poultry', subType: 'broiler', animals: 480, batches: 1 }],
      mortality30d: { current: 20, prior: 5, label: '+300.0%' },
      mortality7d: 12,
      feedKg30d: { current: 900, prior: 700, label: '+28.6%' },
      salesNaira30d: { current: 0, prior: 0, label: 'New' },
      expensesNaira30d: { current: 5000, prior: 0, label: 'New' },
      lastRecordDate: '2026-01-15',
      today: '2026-01-15',
      weekStart: '2026-01-12',
      deathsThisWeek: 20,
      mortalityRate: 4,
      openConsultations: 0,
      batches: [],
      laying: [],
      milk: [],
      feedStock: [],
      health: [],
    },
  },
  language: 'ha',
};

const provider = (timeoutMs = 2000) =>
  createOpenAiAdvisor({
    baseUrl,
    apiKey: 'sk-test',
    model: 'farm-model',
    timeoutMs,
    retryDelayMs: 10,
  });

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const sse = (res: ServerResponse, pieces: string[]) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const p of pieces) {
    res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: p } }] })}\n\n`);
  }
  res.end('data: [DONE]\n\n');
};

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as AdvisorError,
  );

describe('OpenAI-compatible advisor against a local /chat/completions server', () => {
  it('sends model, stream, the farm-figures tool, system prompt, history and the question', async () => {
    respond = (_req, res) =>
      json(res, 200, { choices: [{ message: { content: 'Ka kira vet.' } }] });
    const reply = await provider().reply(input);
    expect(reply).toEqual({ text: 'Ka kira vet.', sources: [], provider: 'llm' });
    const sent = calls[0];
    expect(sent?.auth).toBe('Bearer sk-test');
    expect(sent?.body).toMatchObject({ model: 'farm-model', stream: true, tool_choice: 'auto' });
    expect(sent?.body.tools).toMatchObject([
      { type: 'function', function: { name: 'get_farm_figures' } },
    ]);
    const messages = sent?.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const system = messages[0]?.content ?? '';
    expect(system).toContain('livestock farmers in Nigeria');
    expect(system).toContain('Answer in Hausa');
    expect(system).toContain('follow the label or a vet’s dose');
    expect(system).toContain('call a vet now');
    expect(system).toContain('call get_farm_figures');
    // The figures are reached through the tool, not pasted into the prompt.
    expect(system).not.toContain('Deaths: 20 in the last 30 days');
    expect(messages.at(-1)?.content).toBe(input.message);
  });

  it('reads a server-sent-event stream in pieces, split anywhere, and passes each token on', async () => {
    respond = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      const frames = ['Separate ', 'the sick birds ', 'and call a vet.'].map(
        (p) => `data: ${JSON.stringify({ choices: [{ delta: { content: p } }] })}\r\n\r\n`,
      );
      const all = `: keep-alive\n\n${frames.join('')}data: [DONE]\n\n`;
      // Byte-sized slices: frames and even JSON split across TCP writes.
      let i = 0;
      const timer = setInterval(() => {
        res.write(all.slice(i, i + 7));
        i += 7;
        if (i >= all.length) {
          clearInterval(timer);
          res.end();
        }
      }, 1);
    };
    const tokens: string[] = [];
    const reply = await provider().reply(input, { onToken: (t) => tokens.push(t) });
    expect(tokens).toEqual(['Separate ', 'the sick birds ', 'and call a vet.']);
    expect(reply.text).toBe('Separate the sick birds and call a vet.');
  });

  it('retries once after a 500 and answers from the second attempt', async () => {
    respond = (_req, res, call) =>
      call === 1
        ? json(res, 500, { error: { message: 'overloaded' } })
        : sse(res, ['Call ', 'a vet.']);
    const reply = await provider().reply(input);
    expect(reply.text).toBe('Call a vet.');
    expect(calls).toHaveLength(2);
  });

  it('gives up after the one retry, and never retries a 4xx', async () => {
    respond = (_req, res) => json(res, 503, {});
    expect((await failure(provider().reply(input))).kind).toBe('http');
    expect(calls).toHaveLength(2);
    calls = [];
    respond = (_req, res) => json(res, 401, { error: { message: 'bad key' } });
    const e = await failure(provider().reply(input));
    expect([e.kind, e.status]).toEqual(['http', 401]);
    expect(calls).toHaveLength(1);
  });

  it('times out on a server that never answers, without a retry', async () => {
    respond = () => {}; // hang
    const started = Date.now();
    const e = await failure(provider(300).reply(input));
    expect(e.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(calls).toHaveLength(1);
  });

  it('times out when a stream stalls mid-answer (and does not retry after text was sent)', async () => {
    respond = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Half an ' } }] })}\n\n`);
    };
    const tokens: string[] = [];
    const e = await failure(provider(300).reply(input, { onToken: (t) => tokens.push(t) }));
    expect(e.kind).toBe('timeout');
    expect(tokens).toEqual(['Half an ']);
    expect(calls).toHaveLength(1);
  });

  it('is cancelled by the caller’s signal', async () => {
    respond = () => {};
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect((await failure(provider().reply(input, { signal: controller.signal }))).kind).toBe(
      'aborted',
    );
  });

  it('retries a refused connection once, then falls back to the offline advisor', async () => {
    const dead = createOpenAiAdvisor({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      timeoutMs: 500,
      retryDelayMs: 10,
    });
    expect((await failure(dead.reply(input))).kind).toBe('network');
    const safe = withFallback(dead, createOfflineAdvisor());
    const reply = await safe.reply({ ...input, language: 'en' });
    expect(reply.provider).toBe('offline');
    // asked in Hausa, answered in Hausa whatever the profile says (ADR 0047): "call a vet"
    expect(reply.text).toMatch(/likitan dabbobi/);
  });
});

/** An SSE frame of one chat-completion chunk. */
const frame = (choice: Record<string, unknown>) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, ...choice }] })}\n\n`;

/** Streams `frames` in 5-byte slices (frames and JSON split across writes), then `[DONE]`. */
const stream = (res: ServerResponse, frames: string[]) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const all = `${frames.join('')}data: [DONE]\n\n`;
  let i = 0;
  const timer = setInterval(() => {
    res.write(all.slice(i, i + 5));
    i += 5;
    if (i >= all.length) {
      clearInterval(timer);
      res.end();
    }
  }, 1);
};

/** A model turn that calls `get_farm_figures` with `args`, the call streamed in pieces. */
const toolCallTurn = (res: ServerResponse, args: string, id = 'call_1') =>
  stream(res, [
    frame({
      delta: {
        role: 'assistant',
        content: null,
        tool_calls: [{ index: 0, id, type: 'function', function: { name: 'get_', arguments: '' } }],
      },
    }),
    frame({
      delta: {
        tool_calls: [{ index: 0, function: { name: 'farm_figures', arguments: args.slice(0, 4) } }],
      },
    }),
    frame({ delta: { tool_calls: [{ index: 0, function: { arguments: args.slice(4) } }] } }),
    frame({ delta: {}, finish_reason: 'tool_calls' }),
  ]);

type Sent = { role: string; content: string | null; tool_call_id?: string; tool_calls?: unknown[] };
const sentMessages = (call: number) => calls[call]?.body.messages as Sent[];

const worstBatchInput: AdvisorInput = {
  message: 'which batch is doing worst this week?',
  history: [],
  farmContext: EVAL_FARM,
  language: 'ha',
};

describe('the model reaches the farm figures by a tool call', () => {
  it('answers "which batch is doing worst" from the validated get_farm_figures result', async () => {
    respond = (_req, res, call) => {
      if (call === 1) return toolCallTurn(res, '{"batch": "Batch"}');
      // The stand-in model reads the tool result it was sent and names the worst batch.
      const tool = sentMessages(1).find((m) => m.role === 'tool');
      const figures = farmFiguresResult.parse(JSON.parse(tool?.content ?? '{}'));
      const worst = [...figures.batches].sort(
        (a, b) => b.mortalityRateThisWeekPercent - a.mortalityRateThisWeekPercent,
      )[0];
      stream(res, [
        frame({ delta: { content: `${worst?.name} is doing worst: ` } }),
        frame({
          delta: {
            content: `${worst?.deathsThisWeek} deaths this week (${worst?.mortalityRateThisWeekPercent} %).`,
          },
        }),
        frame({ delta: {}, finish_reason: 'stop' }),
      ]);
    };
    const tokens: string[] = [];
    const reply = await provider().reply(worstBatchInput, { onToken: (t) => tokens.push(t) });
    expect(reply.text).toBe('Broiler Batch 3 is doing worst: 18 deaths this week (3.7 %).');
    expect(tokens.join('')).toBe(reply.text);
    expect(calls).toHaveLength(2);
    // The second request carries the assistant's tool call and our answer to it.
    const second = sentMessages(1);
    expect(second.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(second[2]).toMatchObject({
      tool_calls: [
        {
          id: 'call_1',
          type: 'function',
          function: { name: 'get_farm_figures', arguments: '{"batch": "Batch"}' },
        },
      ],
    });
    expect(second[3]?.tool_call_id).toBe('call_1');
    const result = JSON.parse(second[3]?.content ?? '{}');
    expect(result.batches.map((b: { name: string }) => b.name)).toEqual(['Broiler Batch 3']);
    expect(result.farm).toMatchObject({ deathsThisWeek: 20, mortalityRatePercent: 5.3 });
  });

  it('answers "how is my laying, how much feed is left, what is due" from the same tool', async () => {
    respond = (_req, res, call) => {
      if (call === 1) return toolCallTurn(res, '{}');
      // The stand-in model reads eggs, feed stock and health from the tool result it was sent.
      const tool = sentMessages(1).find((m) => m.role === 'tool');
      const figures = farmFiguresResult.parse(JSON.parse(tool?.content ?? '{}'));
      const eggs = figures.eggs[0];
      const low = figures.feedStock.find((f) => f.low);
      const next = figures.healthDue[0];
      stream(res, [
        frame({
          delta: {
            content: `${eggs?.batch}: ${eggs?.layRatePercent}% (${eggs?.crates} crates + ${eggs?.eggsBeyondCrates}, ${eggs?.cracked} cracked, drop ${eggs?.layRateDropAlert?.points}). `,
          },
        }),
        frame({ delta: { content: `${low?.feed}: ${low?.daysOfFeedLeft} days. ` } }),
        frame({ delta: { content: `${next?.item} ${next?.status} by ${next?.dueTo}.` } }),
        frame({ delta: {}, finish_reason: 'stop' }),
      ]);
    };
    const reply = await provider().reply({
      ...worstBatchInput,
      message: 'How is my laying, how much feed is left and what is due?',
      language: 'en',
    });
    // The fixture farm's figures (eval/advisor/farm.ts): the domain's lay rate, crates and days.
    expect(reply.text).toBe(
      'Layers House A: 84.9% (8 crates + 7, 6 cracked, drop 11.3). Layer mash: 3 days. fowlPox overdue by 2026-01-10.',
    );
    const result = JSON.parse(sentMessages(1)[3]?.content ?? '{}');
    expect(result.milk).toEqual([
      { batch: 'Goat Herd', date: '2026-01-14', litres: 6.5, litresLast7Days: 41 },
    ]);
    expect(result.feedStock).toContainEqual({
      feed: 'Broiler finisher',
      kgOnHand: 1200,
      kgPerDay: 65,
      daysOfFeedLeft: 18,
      low: false,
    });
    // Named after the asker's farm: an agent's assistant opened on a farmer says whose it is.
    expect(result.farmer).toBe('Amina');
  });

  it('answers bad arguments, unknown tools and figures that do not validate with an error, not data', async () => {
    const broken = structuredClone(EVAL_FARM);
    const batch = broken.farm?.batches[0];
    if (batch) batch.mortalityRateThisWeek = Number.NaN;
    respond = (_req, res, call) => {
      if (call === 1) return toolCallTurn(res, '{"batch": 7}');
      if (call === 2) return toolCallTurn(res, '{}', 'call_2');
      if (call === 3) {
        return stream(res, [
          frame({
            delta: {
              tool_calls: [
                {
                  index: 0,
                  id: 'call_3',
                  type: 'function',
                  function: { name: 'sell_my_goats', arguments: '{}' },
                },
              ],
            },
          }),
          frame({ delta: {}, finish_reason: 'tool_calls' }),
        ]);
      }
      return sse(res, ['I cannot read your figures now; please check the dashboard.']);
    };
    const reply = await createOpenAiAdvisor({
      baseUrl,
      model: 'm',
      timeoutMs: 2000,
      maxToolRounds: 5,
    }).reply({ ...worstBatchInput, farmContext: broken });
    expect(reply.text).toContain('cannot read your figures');
    const tools = sentMessages(3)
      .filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(m.content ?? '{}'));
    expect(tools).toEqual([
      { error: expect.stringContaining('unknown arguments') },
      { error: expect.stringContaining('batches.0.mortalityRateThisWeekPercent') },
      { error: 'no tool named "sell_my_goats"' },
    ]);
  });

  it('stops offering the tool after the allowed rounds, so a looping model must answer', async () => {
    respond = (_req, res, call) =>
      call <= 2 ? toolCallTurn(res, '{}', `call_${call}`) : sse(res, ['Here are your figures.']);
    const reply = await createOpenAiAdvisor({
      baseUrl,
      model: 'm',
      timeoutMs: 2000,
      maxToolRounds: 2,
    }).reply(worstBatchInput);
    expect(reply.text).toBe('Here are your figures.');
    expect(calls.map((c) => c.body.tool_choice)).toEqual(['auto', 'auto', 'none']);
  });

  it('falls back to the figures in the prompt when the server has no function calling', async () => {
    respond = (_req, res) => {
      const body = calls.at(-1)?.body ?? {};
      if (body.tools) {
        return json(res, 400, {
          error: { message: 'tools param requires --jinja flag', type: 'invalid_request_error' },
        });
      }
      sse(res, ['Broiler Batch 3.']);
    };
    const llm = provider();
    expect((await llm.reply(worstBatchInput)).text).toBe('Broiler Batch 3.');
    expect(calls.map((c) => Boolean(c.body.tools))).toEqual([true, false]);
    const system = sentMessages(1)[0]?.content ?? '';
    expect(system).toContain(
      '- Broiler Batch 3 (broiler poultry): 466 alive of 500 placed; deaths 34 (6.8%), this week 18 (3.7%)',
    );
    // Remembered: the next question does not offer tools again.
    await llm.reply(worstBatchInput);
    expect(calls.map((c) => Boolean(c.body.tools))).toEqual([true, false, false]);
  });
});

describe('the model path at its limits', () => {
  it('marks an answer cut at the length limit, in the language of the question', async () => {
    respond = (_req, res) =>
      stream(res, [
        frame({
          delta: { role: 'assistant', content: 'Ka ware kajin da ba su da lafiya, ka buɗe ' },
        }),
        frame({ delta: { content: 'tagogi domin iska ta' } }),
        frame({ delta: {}, finish_reason: 'length' }),
      ]);
    const tokens: string[] = [];
    const reply = await provider().reply(input, { onToken: (t) => tokens.push(t) });
    expect(reply.truncated).toBe(true);
    expect(reply.text).toBe(
      // An asker of unknown gender is addressed in the respectful plural (ADR 0053).
      'Ka ware kajin da ba su da lafiya, ka buɗe tagogi domin iska ta…\n\n(Amsata ta yanke a nan. Ku ce in ci gaba, ko ku buɗe tuntuɓa don sauran.)',
    );
    // What was streamed to the farmer ends with the same notice.
    expect(tokens.join('')).toBe(reply.text);
  });

  it('waits out a 429 with retry-after, once, and answers', async () => {
    respond = (_req, res, call) => {
      if (call === 1) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
        return res.end(
          JSON.stringify({
            error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
          }),
        );
      }
      sse(res, ['Call a vet.']);
    };
    const reply = await provider().reply(input);
    expect(reply.text).toBe('Call a vet.');
    expect(calls).toHaveLength(2);
    // The second request came no sooner than the server asked.
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('does not wait a long retry-after: the offline advisor answers at once', async () => {
    respond = (_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '120' });
      res.end(JSON.stringify({ error: { message: 'Rate limit reached' } }));
    };
    const e = await failure(provider().reply(input));
    expect([e.kind, e.status, e.retryAfterMs]).toEqual(['http', 429, 120_000]);
    expect(e.message).toContain('Rate limit reached');
    expect(calls).toHaveLength(1);
    const reply = await withFallback(provider(), createOfflineAdvisor()).reply(input);
    expect(reply.provider).toBe('offline');
    expect(reply.text).toMatch(/numfashi|iska/);
  });

  it('answers offline, in the question’s language, after repeated 5xx or a timeout', async () => {
    respond = (_req, res) => json(res, 502, { error: { message: 'bad gateway' } });
    const after5xx = await withFallback(provider(), createOfflineAdvisor()).reply(input);
    expect([after5xx.provider, calls.length]).toEqual(['offline', 2]);
    expect(after5xx.text).toMatch(/likitan dabbobi/);
    respond = () => {}; // hang
    const afterTimeout = await withFallback(provider(300), createOfflineAdvisor()).reply(input);
    expect(afterTimeout.provider).toBe('offline');
    expect(afterTimeout.text).toMatch(/likitan dabbobi/);
  });

  it('reads retry-after as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-15T10:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Thu, 15 Jan 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Thu, 15 Jan 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
