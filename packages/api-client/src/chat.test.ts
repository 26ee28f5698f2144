import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSseParser } from '@kiwo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ERROR_MESSAGE } from './chat';
import { createApiClient } from './client';
import type { ApiError } from './errors';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler = (_req, res) => res.end();
const seen: { method?: string; url?: string; auth?: string; accept?: string; body: string }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    seen.push({
      method: req.method,
      url: req.url,
      auth: req.headers.authorization,
      accept: req.headers.accept,
      body,
    });
    handler(req, res, body);
  });
});
let base = '';
const api = () =>
  createApiClient({ baseUrl: base, getToken: () => 'tok-abcdefghijklmnopqrstuvwxyz' });

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as ApiError,
  );
const reply = { response: 'Call a vet.', messageId: 'm-2', userMessageId: 'm-1', sources: [] };

describe('chat calls against a real HTTP server', () => {
  it('sends a message, reads history, and sets or clears feedback', async () => {
    handler = (req, res) => {
      if (req.url === '/api/whatsapp/chat' && req.method === 'POST') {
        json(res, 200, { success: true, message: 'ok', data: reply });
      } else if (req.url === '/api/whatsapp/chat') {
        json(res, 200, { success: true, message: 'ok', data: [] });
      } else {
        json(res, 200, {
          success: true,
          message: 'ok',
          data: { messageId: 'm-2', feedback: null },
        });
      }
    };
    expect(await api().chat.send({ message: 'My birds are coughing' })).toEqual(reply);
    expect(JSON.parse(seen.at(-1)?.body ?? '')).toEqual({ message: 'My birds are coughing' });
    expect(await api().chat.history()).toEqual([]);
    expect(await api().chat.feedback('m-2', null)).toEqual({ messageId: 'm-2', feedback: null });
    expect(JSON.parse(seen.at(-1)?.body ?? '')).toEqual({ messageId: 'm-2', feedbackType: null });
  });

  it('uses the spec §8 chat message when a send fails without a server error', async () => {
    handler = (_req, res) => json(res, 500, {});
    expect((await failure(api().chat.send({ message: 'hi' }))).message).toBe(CHAT_ERROR_MESSAGE);
    expect(CHAT_ERROR_MESSAGE).toBe("I'm sorry, I encountered an error. Please try again.");
  });

  it('streams tokens from /whatsapp/chat/stream and resolves with the stored reply', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const all = [
        'event: token\ndata: {"text":"Call "}\n\n',
        'event: token\ndata: {"text":"a vet."}\n\n',
        `event: done\ndata: ${JSON.stringify(reply)}\n\n`,
      ].join('');
      res.write(all.slice(0, 13));
      setTimeout(() => res.end(all.slice(13)), 20);
    };
    const tokens: string[] = [];
    const result = await api().chat.stream({ message: 'hi' }, { onToken: (t) => tokens.push(t) });
    expect(tokens).toEqual(['Call ', 'a vet.']);
    expect(result).toEqual(reply);
    expect(seen.at(-1)).toMatchObject({
      url: '/api/whatsapp/chat/stream',
      accept: 'text/event-stream',
      auth: 'Bearer tok-abcdefghijklmnopqrstuvwxyz',
    });
  });

  it('turns an error event, an HTTP error and a missing route into ApiErrors', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`event: error\ndata: ${JSON.stringify({ message: CHAT_ERROR_MESSAGE })}\n\n`);
    };
    expect(
      (await failure(api().chat.stream({ message: 'x' }, { onToken: () => {} }))).message,
    ).toBe(CHAT_ERROR_MESSAGE);
    handler = (_req, res) =>
      json(res, 429, { success: false, message: 'slow', error: 'Too quick' });
    const limited = await failure(api().chat.stream({ message: 'x' }, { onToken: () => {} }));
    expect([limited.status, limited.message]).toEqual([429, 'Too quick']);
    handler = (_req, res) =>
      json(res, 404, { success: false, message: 'Not found', error: 'Not found' });
    expect((await failure(api().chat.stream({ message: 'x' }, { onToken: () => {} }))).status).toBe(
      404,
    );
  });

  it('times out a stream that goes silent', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: token\ndata: {"text":"Hal"}\n\n');
    };
    const slow = createApiClient({ baseUrl: base, timeoutMs: 200 });
    const e = await failure(slow.chat.stream({ message: 'x' }, { onToken: () => {} }));
    expect(e.kind).toBe('timeout');
  });
});

describe('server-sent event parser', () => {
  it('joins data lines, handles CRLF split across chunks, skips comments', () => {
    const got: { event: string; data: string }[] = [];
    const parser = createSseParser((e) => got.push(e));
    for (const chunk of [': hi\r', '\nevent: a\r\ndata: 1\r\nda', 'ta: 2\r\n\r', '\ndata: x']) {
      parser.push(chunk);
    }
    parser.end();
    expect(got).toEqual([
      { event: 'a', data: '1\n2' },
      { event: 'message', data: 'x' },
    ]);
  });
});
