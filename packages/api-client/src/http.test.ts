import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { createHttp } from './http';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler = (_req, res) => res.end();
const seen: { method?: string; url?: string; auth?: string; body?: string }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
    handler(req, res, body);
  });
});
let base = '';

/** Resolves to the ApiError a call threw; a call that succeeds fails the test. */
const failure = (call: Promise<unknown>): Promise<ApiError> =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as ApiError,
  );

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('http client against a real HTTP server', () => {
  it('sends JSON with the bearer token read at call time, to the main base', async () => {
    let token = 'first';
    handler = (_req, res) =>
      json(res, 201, { success: true, status: true, message: 'ok', data: null });
    const api = createApiClient({ baseUrl: base, getToken: () => token });
    token = 'tok-123';
    const result = await api.newsletter.subscribe('ada@example.ng');
    expect(result.status).toBe(true);
    const last = seen.at(-1);
    expect(last).toMatchObject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      auth: 'Bearer tok-123',
    });
    expect(JSON.parse(last?.body ?? '')).toEqual({ email: 'ada@example.ng' });
  });

  it('sends no authorization header without a token', async () => {
    handler = (_req, res) => json(res, 200, { success: true, message: 'ok', data: {} });
    await createHttp({ baseUrl: base })('GET', '/x', { defaultMessage: 'd' });
    expect(seen.at(-1)?.auth).toBeUndefined();
  });

  it('puts the server error field first (spec §8 precedence)', async () => {
    handler = (_req, res) =>
      json(res, 400, {
        success: false,
        message: 'Validation failed',
        error: 'Email is too long',
        fields: { email: 'Email is too long' },
      });
    const error = await failure(
      createHttp({ baseUrl: base })('POST', '/x', {
        body: {},
        defaultMessage: 'Signup failed',
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Email is too long',
      status: 400,
      kind: 'http',
      serverMessage: 'Validation failed',
    });
    expect(error.fields).toEqual({ email: 'Email is too long' });
  });

  it('falls back to the default when the server says nothing useful', async () => {
    handler = (_req, res) => {
      res.writeHead(500);
      res.end('<html>oops</html>');
    };
    const error = await failure(
      createHttp({ baseUrl: base })('GET', '/x', {
        defaultMessage: 'Login failed',
      }),
    );
    expect(error).toMatchObject({ message: 'Login failed', status: 500, serverError: undefined });
  });

  it('uses the client error message for a network failure', async () => {
    const error = await failure(
      createHttp({ baseUrl: 'http://127.0.0.1:1/api' })('GET', '/x', {
        defaultMessage: 'Update failed',
      }),
    );
    expect(error).toMatchObject({ kind: 'network', status: undefined });
    expect(error.message).not.toBe('');
  });

  it('times out slow calls', async () => {
    handler = () => undefined; // never answers
    const error = await failure(
      createHttp({ baseUrl: base, timeoutMs: 100 })('GET', '/slow', {
        defaultMessage: 'd',
      }),
    );
    expect(error).toMatchObject({ kind: 'timeout', message: 'Request timed out' });
  });

  it('routes email calls to the email base', async () => {
    handler = (_req, res) => json(res, 200, { success: true, message: 'ok', data: {} });
    await createHttp({ baseUrl: base, emailBaseUrl: `${base}/mail` })(
      'POST',
      '/auth/forgotpassword',
      {
        base: 'email',
        body: { identifier: 'x' },
        query: { a: 1, b: undefined },
        defaultMessage: 'Failed to send reset email',
      },
    );
    expect(seen.at(-1)?.url).toBe('/api/mail/auth/forgotpassword?a=1');
  });
});

describe('auth calls', () => {
  it('unwraps data and sends the email flows to the email base', async () => {
    handler = (req, res) =>
      json(res, 200, {
        success: true,
        message: 'ok',
        data: req.url?.includes('login') ? { user: { _id: 'u1' }, token: 't' } : null,
      });
    const api = createApiClient({ baseUrl: base, emailBaseUrl: `${base}/mail` });
    const session = await api.auth.login('08031234567', 'secret-pass');
    expect(session).toEqual({ user: { _id: 'u1' }, token: 't' });
    expect(seen.at(-1)?.url).toBe('/api/auth/login');
    await api.auth.forgotPassword('ada@example.ng');
    expect(seen.at(-1)?.url).toBe('/api/mail/auth/forgotpassword');
    await api.auth.resetPassword('a/b', 'new-password');
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', url: '/api/auth/resetpassword/a%2Fb' });
  });

  it('keeps error details (an unverified admin must verify first)', async () => {
    handler = (_req, res) =>
      json(res, 403, {
        success: false,
        message: 'Forbidden',
        error: 'Please verify your email before logging in',
        details: { requiresEmailVerification: true, userId: 'u9', email: 'a@kiwo.ng' },
      });
    const api = createApiClient({ baseUrl: base });
    const error = await failure(api.auth.login('a@kiwo.ng', 'x'));
    expect(error.status).toBe(403);
    expect(error.details).toEqual({
      requiresEmailVerification: true,
      userId: 'u9',
      email: 'a@kiwo.ng',
    });
  });
});
