/**
 * Issue 14 load check (not a test): autocannon against the main read and write routes of a real
 * server on PostgreSQL, with an in-run hello-world route as the baseline, so the figures say how
 * much the API costs over bare Fastify on the same machine at the same moment.
 *
 *   npx tsx bench/load-api.ts [--connections 50] [--seconds 10]
 *
 * PostgreSQL: KIWO_BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); a fresh
 * database is created and dropped. The server listens on a loopback port in this process;
 * autocannon drives it from a worker thread. Results go in docs/BENCHMARKS.md.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';

const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = serverRequire('pg') as typeof import('pg');
const autocannon = serverRequire('autocannon') as typeof import('autocannon');

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
  },
});
const CONNECTIONS = Number(args.connections);
const SECONDS = Number(args.seconds);
const adminUrl = process.env.KIWO_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `kiwo_bench_load_${process.pid}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`create database "${dbName}"`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    NIN_ENCRYPTION_KEY: 'a'.repeat(64),
    AUTH_SECRET: 'b'.repeat(64),
    IVR_ENABLED: 'false',
  }),
);
// The baseline: the same server, the same process, no database, no auth, no schema.
app.get('/bench/hello', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function api(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: Record<string, unknown> & { id?: string } };
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

// A farmer with a farm worth reading: one batch, two sections, 60 days of records.
const signedUp = (await api('POST', '/api/auth/register', {
  firstName: 'Bench',
  lastName: 'Farmer',
  phone: '08039998877',
  password: 'a long bench passphrase',
})) as unknown as { token: string; user: { _id: string } };
const { token } = signedUp;
const farmerId = signedUp.user._id;
const [pen] = (await api('GET', `/api/pen/farmer/${farmerId}`, undefined, token)) as unknown as {
  id: string;
}[];
const batch = await api(
  'POST',
  `/api/pens/${pen?.id}/batches`,
  { name: 'Broilers', livestockType: 'poultry' },
  token,
);
const sections: string[] = [];
for (const name of ['House A', 'House B']) {
  const section = await api(
    'POST',
    `/api/batches/${batch.id}/sections`,
    { name, livestockType: 'poultry', subType: 'broiler', count: 500 },
    token,
  );
  sections.push(section.id as string);
}
const day = (offset: number) =>
  new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
for (const section of sections) {
  for (let i = 59; i >= 1; i--) {
    await api(
      'PUT',
      `/api/sections/${section}/records/${day(i)}`,
      { mortality: i % 3, feedAmount: 40 + (i % 7), expenses: 1200 },
      token,
    );
  }
}
await api(
  'POST',
  '/api/marketplace/listings',
  {
    title: 'Bench layers',
    transactionType: 'sell',
    category: 'livestock',
    price: 5500,
    quantity: 20,
    unit: 'birds',
    location: 'Kaduna',
  },
  token,
);

const auth = { authorization: `Bearer ${token}` };
const scenarios: {
  name: string;
  kind: 'baseline' | 'read' | 'write';
  options: Partial<import('autocannon').Options>;
}[] = [
  {
    name: 'GET /bench/hello (baseline)',
    kind: 'baseline',
    options: { url: `${base}/bench/hello` },
  },
  {
    name: 'GET /api/auth/me',
    kind: 'read',
    options: { url: `${base}/api/auth/me`, headers: auth },
  },
  {
    name: 'GET /api/pen/farmer/:id',
    kind: 'read',
    options: { url: `${base}/api/pen/farmer/${farmerId}`, headers: auth },
  },
  {
    name: 'GET /api/sections/:id/records',
    kind: 'read',
    options: { url: `${base}/api/sections/${sections[0]}/records?limit=30`, headers: auth },
  },
  {
    name: 'GET /api/farmers/:id/dashboard',
    kind: 'read',
    options: { url: `${base}/api/farmers/${farmerId}/dashboard`, headers: auth },
  },
  {
    name: 'GET /api/marketplace/listings',
    kind: 'read',
    options: { url: `${base}/api/marketplace/listings`, headers: auth },
  },
  {
    name: 'GET /api/notifications',
    kind: 'read',
    options: { url: `${base}/api/notifications`, headers: auth },
  },
  {
    name: 'POST /api/pen/farmer/:id (insert)',
    kind: 'write',
    options: {
      url: `${base}/api/pen/farmer/${farmerId}`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench pen' }),
    },
  },
  {
    name: 'PUT /api/sections/:id/records/:date (upsert, count by difference)',
    kind: 'write',
    options: {
      url: `${base}/api/sections/${sections[1]}/records/${day(0)}`,
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      // Alternating bodies (each connection cycles through them): every save replaces the day's
      // record and moves the section's live count by the difference.
      requests: [
        { body: JSON.stringify({ mortality: 1, feedAmount: 50 }) },
        { body: JSON.stringify({ mortality: 0, feedAmount: 55 }) },
      ],
    },
  },
];

interface Row {
  name: string;
  kind: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}
const rows: Row[] = [];
for (const scenario of scenarios) {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    ...scenario.options,
  } as import('autocannon').Options);
  rows.push({
    name: scenario.name,
    kind: scenario.kind,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  });
  console.error(
    `${scenario.name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
}
const baseline = rows[0]?.rps ?? 1;

console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL 15, ${cpus().length} × ${cpus()[0]?.model.trim()}, ` +
    `Node ${process.version}, load average at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
);
console.log('| route | kind | req/s | × baseline | p50 | p99 | non-2xx | errors |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| \`${r.name}\` | ${r.kind} | ${r.rps.toFixed(0)} | ${(r.rps / baseline).toFixed(2)} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx} | ${r.errors} |`,
  );
}

await app.close();
await admin(`drop database if exists "${dbName}" with (force)`);
