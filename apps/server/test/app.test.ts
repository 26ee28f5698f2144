import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { loggerOptions, maskUrl } from '../src/logger';
import { json, testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

let testDb: TestDb;
let app: App;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
});

afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe(`system routes (${testDriver})`, () => {
  it('GET /api/health is live', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, message: 'ok', data: { status: 'ok' } });
  });

  it('GET /api/ready checks the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, message: 'ok', data: { status: 'ok' } });
  });

  it('GET /api/ready answers 503 in the envelope when the database is unreachable', async () => {
    const down = {
      ...testDb.handle,
      ping: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.9:5432')),
    };
    const broken = await testApp({ db: down });
    try {
      const res = await broken.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(json(res)).toEqual({
        success: false,
        message: 'Not ready',
        error: 'The database is unreachable',
      });
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      await broken.close();
    }
  });

  it('GET /api/openapi.json documents the routes from their zod schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = json(res) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    const subscribe = doc.paths['/api/newsletter/subscribe']?.post as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
      responses: Record<string, unknown>;
    };
    expect(subscribe.requestBody.content['application/json']?.schema.properties).toHaveProperty(
      'email',
    );
    expect(Object.keys(subscribe.responses)).toEqual(
      expect.arrayContaining(['200', '201', '400', '429']),
    );
    expect(doc.paths).toHaveProperty('/api/health');
    expect(doc.paths).not.toHaveProperty('/api/openapi.json');
  });
});

describe(`errors and security (${testDriver})`, () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['DELETE', '/api/newsletter/subscribe'],
  ] as const)('%s %s is a 404 in the envelope', async (method, url) => {
    const res = await app.inject({ method, url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(json(res)).toEqual({
      success: false,
      message: `Route ${method} ${url} not found`,
      error: 'Not found',
    });
  });

  it('hides internal errors behind a generic 500 and logs them', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await testApp({ db: testDb.handle, logger: { ...loggerOptionsObj(), stream } });
    logged.get('/api/test/boom', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    logged.post('/api/test/log', async (request) => {
      request.log.info(
        {
          body: { email: 'a@b.co', password: 'pw-123', otp: '123456', nin: '12345678901' },
          headers: { authorization: 'Bearer tok-abc', cookie: 'sid=xyz' },
          user: { profile: { token: 'tok-def' } },
        },
        'test log',
      );
      return { ok: true };
    });
    try {
      const res = await logged.inject({ method: 'GET', url: '/api/test/boom' });
      expect(res.statusCode).toBe(500);
      expect(json(res)).toEqual({
        success: false,
        message: 'Internal server error',
        error: 'Something went wrong',
      });
      expect(res.body).not.toContain('secret_table');
      expect(lines.join('')).toContain('secret_table');

      await logged.inject({ method: 'POST', url: '/api/test/log', payload: {} });
      await logged.inject({ method: 'PUT', url: '/api/auth/resetpassword/reset-tok-999' });
      const out = lines.join('');
      for (const secret of ['pw-123', '123456', '12345678901', 'tok-abc', 'sid=xyz', 'tok-def']) {
        expect(out).not.toContain(secret);
      }
      expect(out).not.toContain('reset-tok-999');
      expect(out).toContain('a@b.co');
    } finally {
      await logged.close();
    }
  });

  it('sends a same-origin CSP and the usual hardening headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/https?:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('masks reset tokens and token query parameters in logged URLs', () => {
    expect(maskUrl('/api/auth/resetpassword/abc123?x=1')).toBe(
      '/api/auth/resetpassword/[redacted]?x=1',
    );
    expect(maskUrl('/api/x?token=abc&otp=123456&page=2')).toBe(
      '/api/x?token=[redacted]&otp=[redacted]&page=2',
    );
  });
});

function loggerOptionsObj() {
  return loggerOptions('info') as Record<string, unknown>;
}
