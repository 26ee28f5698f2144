import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AdvisorError,
  type AdvisorInput,
  createOfflineAdvisor,
  createOpenAiAdvisor,
} from '../src/advisor';
import { withFallback } from '../src/advisor/index';

/**
 * The OpenAI-compatible provider against a local server that speaks the protocol: plain JSON
 * answers, server-sent-event streams, 5xx then success (one retry), a hang (timeout), and 4xx
 * (no retry). Each test sets `respond`; `calls` records what the provider sent.
 */
type Respond = (req: IncomingMessage, res: ServerResponse, call: number) => void;
let respond: Respond;
let calls: { auth?: string | undefined; body: Record<string, unknown> }[] = [];
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    calls.push({ auth: req.headers.authorization, body: JSON.parse(raw || '{}') });
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
  it('sends model, stream, system prompt with the farm figures, history and the question', async () => {
    respond = (_req, res) =>
      json(res, 200, { choices: [{ message: { content: 'Ka kira vet.' } }] });
    const reply = await provider().reply(input);
    expect(reply).toEqual({ text: 'Ka kira vet.', sources: [], provider: 'llm' });
    const sent = calls[0];
    expect(sent?.auth).toBe('Bearer sk-test');
    expect(sent?.body).toMatchObject({ model: 'farm-model', stream: true });
    const messages = sent?.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const system = messages[0]?.content ?? '';
    expect(system).toContain('livestock farmers in Nigeria');
    expect(system).toContain('Answer in Hausa');
    expect(system).toContain('follow the label or a vet’s dose');
    expect(system).toContain('call a vet now');
    expect(system).toContain(
      'Deaths: 20 in the last 30 days, 5 in the 30 days before; 20 this week (Monday 2026-01-12 to today 2026-01-15).',
    );
    expect(system).toContain(
      "Mortality rate (the dashboard's: deaths ÷ animals placed in the active batches): 4%.",
    );
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
