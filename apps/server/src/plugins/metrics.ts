import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { rows } from '../db/sql';
import { sameDigest, sha256 } from '../lib/crypto';
import { collectNodeMetrics, processRegistry } from '../lib/metrics';

interface MetricsOptions {
  /** Unset: no `/metrics` route at all (404), ADR 0052. */
  token: string | undefined;
}

/** Latency buckets in seconds: a cached read is ~5 ms, a record save ~30 ms, the advisor seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Requests no route matched (404s, scanners): one label value, never the raw URL. */
const UNMATCHED = '(unmatched)';

/** A USSD session lives at most 180 s at the gateway: one with a step in the last 3 min is open. */
const USSD_OPEN_SECONDS = 180;
/** A phone call whose end notification never came is not counted live after 2 hours. */
const PHONE_STALE_HOURS = 2;

interface ScrapeRow extends Record<string, unknown> {
  kind: 'queue' | 'phone' | 'ussd';
  channel: string | null;
  n: number;
  age: number | null;
}

/**
 * Prometheus metrics on `GET /metrics` (ADR 0052, docs/OPERATIONS.md "Metrics"): the request
 * histogram per route pattern (Fastify's `routeOptions.url`, so `/api/pens/:id`, never an id),
 * 5xx per route, the database pool, the outbound queue, live calls and USSD sessions (read at
 * scrape time with one query), plus the process-wide counters of `lib/metrics.ts`. Served only
 * with `METRICS_TOKEN` set, to `Authorization: Bearer <token>`.
 */
async function metrics(app: FastifyInstance, opts: MetricsOptions) {
  if (!opts.token) return;
  const expected = sha256(opts.token);
  collectNodeMetrics();
  const own = new Registry();
  const registers = [own];

  const duration = new Histogram({
    name: 'kiwo_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: BUCKETS,
    registers,
  });
  const requests = new Counter({
    name: 'kiwo_http_requests_total',
    help: 'HTTP requests by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const serverErrors = new Counter({
    name: 'kiwo_http_server_errors_total',
    help: 'HTTP responses with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers,
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) serverErrors.inc({ method: request.method, route });
  });

  const pool = app.dbHandle.poolStats;
  if (pool) {
    const poolGauge = (
      name: string,
      help: string,
      read: (s: ReturnType<NonNullable<typeof pool>>) => number,
    ) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(pool()));
        },
      });
    poolGauge('kiwo_db_pool_connections', 'PostgreSQL pool connections open', (s) => s.total);
    poolGauge(
      'kiwo_db_pool_in_use',
      'PostgreSQL pool connections checked out',
      (s) => s.total - s.idle,
    );
    poolGauge('kiwo_db_pool_waiting', 'Queries waiting for a pool connection', (s) => s.waiting);
    poolGauge('kiwo_db_pool_max', 'The pool size limit', (s) => s.max);
  }

  const queueDepth = new Gauge({
    name: 'kiwo_outbound_queue_depth',
    help: 'Outbound messages waiting to be sent (status queued), by channel',
    labelNames: ['channel'] as const,
    registers,
  });
  const queueAge = new Gauge({
    name: 'kiwo_outbound_queue_oldest_age_seconds',
    help: 'Age of the oldest queued outbound message, by channel (0 when none)',
    labelNames: ['channel'] as const,
    registers,
  });
  const phoneCalls = new Gauge({
    name: 'kiwo_phone_calls_live',
    help: 'Phone-line calls started and not ended (all processes: read from the database)',
    registers,
  });
  const ussdSessions = new Gauge({
    name: 'kiwo_ussd_sessions_open',
    help: 'USSD sessions with a step in the last 3 minutes (all processes)',
    registers,
  });
  const scrapeErrors = new Counter({
    name: 'kiwo_metrics_scrape_errors_total',
    help: 'Scrapes whose database read failed (the database gauges keep their last values)',
    registers,
  });
  new Gauge({
    name: 'kiwo_voice_calls_live',
    help: 'Authenticated in-browser voice calls (IVR sockets) on this process',
    registers,
    collect() {
      if (!app.hasDecorator('ivr')) return this.set(0);
      let live = 0;
      for (const socket of app.ivr.io.of('/ivr').sockets.values()) {
        if (socket.data.userId) live++;
      }
      this.set(live);
    },
  });

  /** One statement for every database gauge: a scrape every 15 s costs one round trip. */
  async function readDatabase() {
    const found = await rows<ScrapeRow>(
      app.db,
      sql`select 'queue' as kind, channel, count(*)::int as n,
            extract(epoch from now() - min(created_at))::float8 as age
          from outbox_messages where status = 'queued' group by channel
        union all
        select 'phone', null, count(*)::int, null from phone_calls
          where ended_at is null
            and started_at > now() - make_interval(hours => ${PHONE_STALE_HOURS})
        union all
        select 'ussd', null, count(distinct session_id)::int, null from ussd_events
          where created_at > now() - make_interval(secs => ${USSD_OPEN_SECONDS})`,
    );
    for (const channel of ['sms', 'email', 'whatsapp']) {
      queueDepth.set({ channel }, 0);
      queueAge.set({ channel }, 0);
    }
    for (const row of found) {
      if (row.kind === 'queue' && row.channel) {
        queueDepth.set({ channel: row.channel }, Number(row.n));
        queueAge.set({ channel: row.channel }, Math.max(0, Number(row.age ?? 0)));
      } else if (row.kind === 'phone') phoneCalls.set(Number(row.n));
      else if (row.kind === 'ussd') ussdSessions.set(Number(row.n));
    }
  }

  const all = Registry.merge([processRegistry, own]);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameDigest(sha256(given), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({
        success: false,
        message: 'Unauthorized',
        error: 'A valid metrics token is required',
      });
    }
    try {
      await readDatabase();
    } catch (err) {
      scrapeErrors.inc();
      request.log.warn({ err }, 'metrics: database read failed');
    }
    return reply.type(all.contentType).send(await all.metrics());
  });
}

export default fp(metrics, { name: 'metrics', dependencies: ['db'] });
