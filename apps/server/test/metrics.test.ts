import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { outboxMessages } from '../src/db/schema';
import { testApp } from './helpers/app';
import { call, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

const TOKEN = 'metrics-token-for-tests-0123';
let testDb: TestDb;
let app: App;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle }, { METRICS_TOKEN: TOKEN });
});
beforeEach(() => testDb.reset());
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const scrape = (authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

/**
 * The sum of the sample lines `name{labels} value` that carry `labels` (undefined when none
 * does): the process's counters also hold what earlier files' apps counted, under other labels.
 */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  let sum: number | undefined;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`));
    if (wanted) sum = (sum ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

describe(`GET /metrics (${testDriver})`, () => {
  it('refuses a scrape without the token, or with a wrong one, in constant shape', async () => {
    for (const header of [undefined, 'Bearer wrong-token-wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Bearer');
      expect(res.body).not.toContain('kiwo_');
    }
  });

  it('does not exist without METRICS_TOKEN (404, no metrics leak)', async () => {
    const bare = await testApp({ db: testDb.handle });
    try {
      const res = await bare.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('kiwo_');
      const withToken = await bare.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(withToken.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('labels requests by route pattern and status, never by the raw URL', async () => {
    const secret = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4';
    await call(app, {
      method: 'PUT',
      url: `/api/auth/resetpassword/${secret}`,
      payload: { password: 'another long password' },
    });
    await call(app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: '08030000000', password: 'nope nope' },
    });
    await call(app, { method: 'GET', url: `/api/no-such-route/${secret}` });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).not.toContain(secret);
    expect(text).not.toContain('08030000000');
    const reset = { method: 'PUT', route: '/api/auth/resetpassword/:resetToken' };
    expect(sample(text, 'kiwo_http_requests_total', reset)).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'kiwo_http_requests_total', {
        method: 'POST',
        route: '/api/auth/login',
        status_code: '401',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'kiwo_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/auth/login',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'kiwo_http_request_duration_seconds_bucket', {
        route: '/api/auth/login',
        le: '+Inf',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'kiwo_http_requests_total', { route: '(unmatched)', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    // The scrape itself is not counted.
    expect(text).not.toContain('route="/metrics"');
  });

  it('reads the outbound queue per channel at scrape time', async () => {
    const old = new Date(Date.now() - 600_000);
    await app.db.insert(outboxMessages).values([
      { channel: 'sms', to: '+2348030000001', body: 'a', createdAt: old, retryAt: old },
      { channel: 'sms', to: '+2348030000002', body: 'b', retryAt: new Date() },
      { channel: 'email', to: 'x@example.ng', body: 'c', status: 'sent' },
    ]);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'kiwo_outbound_queue_depth', { channel: 'sms' })).toBe(2);
    expect(sample(text, 'kiwo_outbound_queue_depth', { channel: 'email' })).toBe(0);
    expect(sample(text, 'kiwo_outbound_queue_depth', { channel: 'whatsapp' })).toBe(0);
    const age = sample(text, 'kiwo_outbound_queue_oldest_age_seconds', { channel: 'sms' }) ?? 0;
    expect(age).toBeGreaterThanOrEqual(599);
    expect(age).toBeLessThan(3600);
    expect(sample(text, 'kiwo_outbound_queue_oldest_age_seconds', { channel: 'email' })).toBe(0);
    // Queue rows hold phone numbers: none reaches the metrics.
    expect(text).not.toContain('+234803');
  });

  it('exposes every documented metric', async () => {
    await signUp(app);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const documented = [
      'kiwo_http_requests_total',
      'kiwo_http_request_duration_seconds',
      'kiwo_http_server_errors_total',
      'kiwo_outbound_queue_depth',
      'kiwo_outbound_queue_oldest_age_seconds',
      'kiwo_outbound_messages_total',
      'kiwo_voice_calls_live',
      'kiwo_phone_calls_live',
      'kiwo_ussd_sessions_open',
      'kiwo_metrics_scrape_errors_total',
      'kiwo_nodejs_eventloop_lag_seconds',
      'kiwo_process_resident_memory_bytes',
      'kiwo_nodejs_heap_size_used_bytes',
    ];
    if (testDriver === 'postgres') {
      documented.push(
        'kiwo_db_pool_connections',
        'kiwo_db_pool_in_use',
        'kiwo_db_pool_waiting',
        'kiwo_db_pool_max',
      );
    }
    for (const name of documented) expect(text, name).toContain(`# TYPE ${name} `);
    expect(sample(text, 'kiwo_voice_calls_live')).toBe(0);
    expect(sample(text, 'kiwo_phone_calls_live')).toBe(0);
    if (testDriver === 'postgres') {
      expect(sample(text, 'kiwo_db_pool_max')).toBe(10);
      expect(sample(text, 'kiwo_db_pool_waiting')).toBe(0);
    } else {
      // PGlite is one in-process connection: no pool to report (ADR 0052).
      expect(text).not.toContain('kiwo_db_pool_');
    }
  });

  it('counts delivery attempts per provider', async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const sentBefore =
      sample(before, 'kiwo_outbound_messages_total', { channel: 'email', outcome: 'sent' }) ?? 0;
    await app.outbound.sendNow('email', { to: 'ops@example.ng', subject: 'Hi', text: 'Hello' });
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      sample(after, 'kiwo_outbound_messages_total', { channel: 'email', outcome: 'sent' }),
    ).toBe(sentBefore + 1);
  });
});
