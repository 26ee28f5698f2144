/**
 * Farm aggregates speed check (not a test): one farmer, 20 sections × 3 years of daily records
 * (≈ 22,000 rows), then the median and p95 server time of the dashboard and analytics calls via
 * `app.inject`, on PGlite and on PostgreSQL (a fresh database, dropped afterwards).
 *
 *   npx tsx bench/farm-aggregates.ts [--runs 50] [--driver pglite|postgres|both] [--explain]
 *
 * PostgreSQL: KIWO_BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * Results go in docs/BENCHMARKS.md.
 */
import { createRequire } from 'node:module';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { type App, buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DbHandle, openPglite, openPostgres } from '../apps/server/src/db/client';
import { batches, dailyRecords, pens, sections, users } from '../apps/server/src/db/schema';
// Workspace packages resolve from apps/server, not from the repository root.
import { addDays, calendarDay } from '../packages/domain/src/index';

const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = serverRequire('pg') as typeof import('pg');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '50' },
    driver: { type: 'string', default: 'both' },
    explain: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const SECTIONS = 20;
const DAYS = 3 * 365;
const INSERT_ROWS = 1000;

const today = calendarDay(new Date()) as string;
/** Deterministic noise in [0, 1). */
const noise = (i: number, salt: number) => {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};

async function seed(db: DbHandle['db']) {
  const [farmer] = await db
    .insert(users)
    .values({
      firstName: 'Bench',
      lastName: 'Farmer',
      phone: '+2348090000001',
      passwordHash: 'not-a-real-hash',
      role: 'farmer',
    })
    .returning();
  if (!farmer) throw new Error('no farmer');
  const [pen] = await db.insert(pens).values({ farmerId: farmer.id, name: 'Main Pen' }).returning();
  if (!pen) throw new Error('no pen');
  const started = new Date(`${addDays(today, -DAYS)}T07:00:00Z`);
  // 4 batches × 5 sections; one batch completed so both code paths run.
  const made = await db
    .insert(batches)
    .values(
      [0, 1, 2, 3].map((b) => ({
        farmerId: farmer.id,
        penId: pen.id,
        name: `Batch ${b + 1}`,
        livestockType: b === 3 ? 'goats' : 'poultry',
        progress: 20 * b + 10,
        status: b === 2 ? ('Completed' as const) : ('Active' as const),
        completedAt: b === 2 ? new Date() : null,
        completionOutcome: b === 2 ? ('sold' as const) : null,
        completionFinalCount: b === 2 ? 900 : null,
        createdAt: started,
      })),
    )
    .returning();
  const secs = await db
    .insert(sections)
    .values(
      Array.from({ length: SECTIONS }, (_, s) => {
        const batch = made[Math.floor(s / 5)];
        if (!batch) throw new Error('no batch');
        return {
          farmerId: farmer.id,
          batchId: batch.id,
          name: `Section ${s + 1}`,
          livestockType: batch.livestockType,
          initialCount: 1000,
          count: 400 + s * 10,
          createdAt: started,
        };
      }),
    )
    .returning();

  let rows: (typeof dailyRecords.$inferInsert)[] = [];
  let total = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    await db.insert(dailyRecords).values(rows);
    total += rows.length;
    rows = [];
  };
  for (const [s, section] of secs.entries()) {
    for (let d = 0; d < DAYS; d++) {
      const date = addDays(today, -d);
      const at = new Date(`${date}T17:30:00Z`);
      rows.push({
        farmerId: farmer.id,
        sectionId: section.id,
        date,
        feedAmount: Math.round((40 + noise(d, s) * 30) * 10) / 10,
        feedType: 'Grower mash',
        waterConsumption: Math.round((80 + noise(d, s + 1) * 40) * 10) / 10,
        healthStatus: 'good',
        temperature: 30,
        weather: 'sunny',
        mortality: noise(d, s + 2) > 0.9 ? 1 : 0,
        weight: d % 7 === 0 ? Math.round((1 + noise(d, s + 3)) * 1000) / 1000 : null,
        salesKobo: noise(d, s + 4) > 0.7 ? Math.round(noise(d, s + 5) * 50_000) * 100 : 0,
        expensesKobo: Math.round(20_000 + noise(d, s + 6) * 10_000) * 100,
        numberSold: noise(d, s + 4) > 0.7 ? 5 : 0,
        createdAt: at,
        updatedAt: at,
      });
      if (rows.length >= INSERT_ROWS) await flush();
    }
  }
  await flush();
  await db.execute('analyze');
  return { farmerId: farmer.id, rows: total };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function measure(app: App, token: string, url: string) {
  const times: number[] = [];
  let serverTime = 0;
  app.addHook('onResponse', async (_req, reply) => {
    serverTime = reply.elapsedTime;
  });
  const once = async () => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return serverTime;
  };
  for (let i = 0; i < 5; i++) await once();
  for (let i = 0; i < RUNS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

async function run(driver: 'pglite' | 'postgres') {
  const adminUrl = process.env.KIWO_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `kiwo_bench_${process.pid}`;
  let handle: DbHandle;
  if (driver === 'postgres') {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${dbName}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    handle = await openPostgres(url.toString());
  } else {
    handle = await openPglite();
  }
  try {
    const seedStart = performance.now();
    const { farmerId, rows } = await seed(handle.db);
    const seedMs = performance.now() - seedStart;
    const config = loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      NIN_ENCRYPTION_KEY: 'a'.repeat(64),
      AUTH_SECRET: 'b'.repeat(64),
    });
    const app = await buildApp(config, { db: handle, logger: false });
    const token = await app.sessions.create(farmerId);
    const results: Record<string, { median: number; p95: number }> = {};
    // Each measure() adds its own hook, so the routes are measured on one app each time.
    for (const [name, url] of [
      ['dashboard', `/api/farmers/${farmerId}/dashboard`],
      ['analytics 30 d', `/api/farmers/${farmerId}/analytics?days=30`],
      ['analytics 365 d', `/api/farmers/${farmerId}/analytics?days=365`],
    ] as const) {
      const fresh = await buildApp(config, { db: handle, logger: false });
      results[name] = await measure(fresh, token, url);
      await fresh.close();
    }
    await app.close();
    if (args.explain) await explain(handle, farmerId);
    return { driver, rows, seedMs, results };
  } finally {
    await handle.close();
    if (driver === 'postgres') {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
    }
  }
}

/** Plans of the heaviest statement, to see which index it uses. */
async function explain(handle: DbHandle, farmerId: string) {
  // farmerId is a uuid this script generated: safe to inline.
  const plan = (await handle.db.execute(
    `explain (analyze, buffers) select coalesce(sum(r.mortality), 0), coalesce(sum(r.feed_amount), 0)
     from daily_records r join sections s on s.id = r.section_id join batches b on b.id = s.batch_id
     where r.farmer_id = '${farmerId}' and b.status = 'Active'`,
  )) as unknown as { rows: Record<string, string>[] };
  console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
}

const drivers =
  args.driver === 'both'
    ? (['pglite', 'postgres'] as const)
    : [args.driver as 'pglite' | 'postgres'];
console.log(
  `farm aggregates — ${SECTIONS} sections × ${DAYS} days, ${RUNS} runs after 5 warm-up, ` +
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`,
);
for (const driver of drivers) {
  const r = await run(driver);
  console.log(`\n${driver}: ${r.rows} rows seeded in ${(r.seedMs / 1000).toFixed(1)} s`);
  console.log('| call | median ms | p95 ms |\n|---|---:|---:|');
  for (const [name, t] of Object.entries(r.results)) {
    console.log(`| ${name} | ${t.median.toFixed(1)} | ${t.p95.toFixed(1)} |`);
  }
}
