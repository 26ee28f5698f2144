import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { type ApiClient, createApiClient } from '../client';
import type { ApiError } from '../errors';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * A real local HTTP server for the call tests, and a client pointed at it (token `tok`). Each
 * test file gets its own server; `seen` records every request, `reply` sets the next answers.
 */
export function stubApi() {
  let handler: Handler = (_req, res) => res.end();
  const seen: {
    method?: string;
    url?: string;
    body: string;
    headers: IncomingMessage['headers'];
  }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body, headers: req.headers });
      handler(req, res);
    });
  });
  const stub = {
    api: undefined as unknown as ApiClient,
    /** The stub's main API base (`http://127.0.0.1:<port>/api`), set before the tests run. */
    base: '',
    seen,
    /** Answer every request with this status and JSON body. */
    reply: (status: number, body: unknown) => {
      handler = (_req, res) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
    },
    /** Answer every request with this status and a plain-text body. */
    replyText: (status: number, text: string) => {
      handler = (_req, res) => {
        res.writeHead(status);
        res.end(text);
      };
    },
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    stub.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    stub.api = createApiClient({ baseUrl: stub.base, getToken: () => 'tok' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return stub;
}

/** Resolves to the ApiError a call threw; a call that succeeds fails the test. */
export const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as ApiError,
  );
