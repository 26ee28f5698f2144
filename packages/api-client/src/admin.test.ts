import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCsvPath } from './admin';
import { createApiClient } from './client';
import type { ApiError } from './errors';
import { adminUsersQuery, ninDecisionBody } from './schemas/admin';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end();
const seen: { method?: string; url?: string; body: string }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, body });
    handler(req, res);
  });
});
let api: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  api = createApiClient({ baseUrl: base, getToken: () => 'tok' });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const reply = (status: number, body: unknown) => {
  handler = (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
};

describe('admin calls', () => {
  it('pages farmers with the filters in the query', async () => {
    const pagination = { page: 2, limit: 10, total: 11, pages: 2 };
    reply(200, { success: true, message: 'ok', data: [], pagination });
    const page = await api.admin.farmers({ search: 'ada', state: 'Lagos', page: 2, limit: 10 });
    expect(page).toEqual({ items: [], pagination });
    expect(seen.at(-1)?.url).toBe('/api/admin/farmers?search=ada&state=Lagos&page=2&limit=10');
  });

  it('posts a NIN decision and reports a 403 with its message', async () => {
    reply(200, { success: true, message: 'NIN rejected', data: { _id: 'u1' } });
    await api.admin.decideNin('u 1', { decision: 'reject', reason: 'Blurred' });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/admin/users/u%201/nin',
      body: JSON.stringify({ decision: 'reject', reason: 'Blurred' }),
    });
    reply(403, { success: false, message: 'Forbidden' });
    const error = (await api.admin.overview().catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
  });

  it('validates queries and decisions like the server', () => {
    expect(adminUsersQuery.safeParse({ limit: '500' }).success).toBe(false);
    expect(adminUsersQuery.parse({ search: '', page: '2' })).toEqual({ page: 2 });
    expect(ninDecisionBody.safeParse({ decision: 'reject' }).success).toBe(false);
    expect(ninDecisionBody.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(adminCsvPath({ search: 'a b' })).toBe('/admin/newsletter-subscribers.csv?search=a+b');
  });
});
