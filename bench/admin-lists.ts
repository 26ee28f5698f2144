/**
 * Admin lists speed check (not a test): every admin list page with 100,000 farmers on PostgreSQL.
 * Seeds a throwaway database (kiwo_bench_admin_<pid>, dropped afterwards) in batched
 * INSERT … SELECT statements — 100,000 farmers, 500 agents, a farm with 5 days of records for
 * 30,000 of them, 100,000 USSD events, 50,000 newsletter subscribers, 30,000 consultations and
 * 20,000 marketplace listings — runs VACUUM ANALYZE, then calls each page through `app.inject` as an
 * admin: 5 warm-up calls, then N measured ones, reporting Fastify's `reply.elapsedTime` (request
 * in → response out: session, SQL, serialisation).
 *
 *   npx tsx bench/admin-lists.ts [--runs 30] [--explain]
 *
 * KIWO_BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) is the server to create
 * the database on. Results go in docs/BENCHMARKS.md. Target: ≤ 100 ms median per page.
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { type App, buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { type DbHandle, openPostgres } from '../apps/server/src/db/client';
import { NIGERIAN_STATES } from '../packages/domain/src/index';

const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = serverRequire('pg') as typeof import('pg');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    explain: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const FARMERS = 100_000;
const AGENTS = 500;
const FARMS = 30_000;
const BATCH = 20_000;

const FIRST = [
  'Amina',
  'Musa',
  'Ngozi',
  'Chinedu',
  'Halima',
  'Emeka',
  'Zainab',
  'Tunde',
  'Aisha',
  'Ibrahim',
  'Funke',
  'Obinna',
  'Hauwa',
  'Segun',
  'Adaeze',
  'Sani',
];
const LAST = [
  'Bello',
  'Ibrahim',
  'Eze',
  'Okafor',
  'Sani',
  'Obi',
  'Adeyemi',
  'Musa',
  'Abubakar',
  'Okonkwo',
  'Balogun',
  'Nwosu',
  'Danjuma',
  'Oyelaran',
  'Umar',
  'Chukwu',
  'Lawal',
];
const LIVESTOCK = ['poultry', 'goats', 'cattle', 'sheep', 'pigs', 'fish', 'other'];
// Plain SQL text through the pg client: every value below is a constant of this script.
const textArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
type Run = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Runs an INSERT … SELECT over generate_series in slices of BATCH rows. */
async function inBatches(run: Run, total: number, statement: (from: number, to: number) => string) {
  for (let from = 1; from <= total; from += BATCH) {
    await run(statement(from, Math.min(total, from + BATCH - 1)));
  }
}

async function seed(run: Run) {
  const states = textArray(NIGERIAN_STATES);
  await run(`insert into users (first_name, last_name, phone, email, password_hash,
      role, email_verified)
    values ('Bench', 'Admin', '+2349000000001', 'bench-admin@kiwo.ng', 'x', 'admin', true)`);
  await run(`insert into users (first_name, last_name, phone, email, password_hash, role,
      state_of_residence, created_at)
    select (${textArray(FIRST)})[1 + g % 16], (${textArray(LAST)})[1 + (g / 16) % 17],
      '+2347' || lpad(g::text, 9, '0'), 'agent' || g || '@bench.ng', 'x', 'agent',
      (${states})[1 + g % 36], now() - (g || ' hours')::interval
    from generate_series(1, ${AGENTS}) g`);
  const agentIds = `(select array_agg(id order by phone) from users where role = 'agent')`;
  await inBatches(
    run,
    FARMERS,
    (from, to) => `insert into users (first_name, last_name, phone, password_hash, role,
        state_of_residence, primary_livestock, farm_name, agent_id, created_at, nin_status,
        nin_submitted_at, nin_last4, status)
      select (${textArray(FIRST)})[1 + g % 16], (${textArray(LAST)})[1 + (g / 16) % 17],
        '+2348' || lpad(g::text, 9, '0'), 'x', 'farmer', (${states})[1 + g % 36],
        (${textArray(LIVESTOCK)})[1 + g % 7], 'Farm ' || g, ids[1 + g % ${AGENTS}],
        now() - (g * 7 || ' minutes')::interval, 'pending',
        case when g % 50 = 0 then now() - (g || ' seconds')::interval end,
        case when g % 50 = 0 then lpad((g % 10000)::text, 4, '0') end,
        case when g % 997 = 0 then 'suspended' else 'active' end
      from generate_series(${from}::int, ${to}::int) g, ${agentIds} as a(ids)`,
  );
  // A pen, an active batch and a section for 30,000 farmers, with 5 days of records each.
  await run(`insert into pens (farmer_id, name)
    select id, 'Main Pen' from users where role = 'farmer' order by phone limit ${FARMS}`);
  await run(`insert into batches (farmer_id, pen_id, name, livestock_type)
    select farmer_id, id, 'Batch', 'poultry' from pens`);
  await run(`insert into sections (farmer_id, batch_id, name, livestock_type,
      initial_count, count)
    select farmer_id, id, 'House A', 'poultry', 500, 480 from batches`);
  await run(`insert into daily_records (farmer_id, section_id, date, mortality,
      feed_amount, sales_kobo, number_sold)
    select s.farmer_id, s.id, current_date - d, (d % 3), 40, (d % 2) * 500000, d % 2
    from sections s, generate_series(0, 4) d`);
  await inBatches(
    run,
    100_000,
    (from, to) => `insert into ussd_events (kind, session_id, phone, user_id, text, response,
        outcome, created_at)
      select 'step', 'ATUid_' || (g / 5), '+2348' || lpad((g % ${FARMERS})::text, 9, '0'), null,
        '1*1', 'CON Choose section', 'menu', now() - (g || ' seconds')::interval
      from generate_series(${from}::int, ${to}::int) g`,
  );
  await inBatches(
    run,
    50_000,
    (from, to) => `insert into newsletter_subscribers (email, created_at)
      select 'reader' || g || '@example.ng', now() - (g || ' minutes')::interval
      from generate_series(${from}::int, ${to}::int) g`,
  );
  await run(`insert into consultations (user_id, kind, channel, topic, livestock_type,
      description, urgency, status, closed_at, created_at)
    select id, case when n % 2 = 0 then 'vet' else 'extension' end, 'app',
      'Question ' || n, primary_livestock, 'Birds are coughing since Monday.',
      (array['low','medium','high'])[1 + n % 3],
      case when n % 4 = 0 then 'closed' else 'open' end,
      case when n % 4 = 0 then now() end, now() - (n || ' minutes')::interval
    from (select id, primary_livestock, row_number() over (order by phone) as n
          from users where role = 'farmer' order by phone limit 30000) f`);
  await run(`insert into marketplace_listings (seller_id, title, transaction_type,
      category, price_kobo, quantity, unit, location, contact_phone, created_at)
    select id, 'Layers for sale ' || n, 'sell', 'livestock', 550000, 20, 'birds',
      coalesce(state_of_residence, 'Kano'), phone, now() - (n || ' minutes')::interval
    from (select id, state_of_residence, phone, row_number() over (order by phone) as n
          from users where role = 'farmer' order by phone limit 20000) f`);
  // What autovacuum does on a live server: statistics, and the visibility map that lets deep
  // pages walk an index without visiting every row.
  await run(`vacuum analyze`);
  const [row] = (
    (await run(`select id, (select id from users where role = 'agent' limit 1) as agent,
        (select id from users where role = 'farmer' order by phone limit 1) as farmer
      from users where role = 'admin'`)) as {
      rows: { id: string; agent: string; farmer: string }[];
    }
  ).rows;
  if (!row) throw new Error('no admin');
  return row;
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

async function main() {
  const adminUrl = process.env.KIWO_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `kiwo_bench_admin_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const handle = await openPostgres(url.toString());
  try {
    const seedStart = performance.now();
    const seeder = new pg.Client({ connectionString: url.toString() });
    await seeder.connect();
    const ids = await seed((text) => seeder.query(text));
    await seeder.end();
    const seedMs = performance.now() - seedStart;
    const config = loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      NIN_ENCRYPTION_KEY: 'a'.repeat(64),
      AUTH_SECRET: 'b'.repeat(64),
    });
    const app = await buildApp(config, { db: handle, logger: false });
    const token = await app.sessions.create(ids.id);
    await app.close();
    const pages: [string, string][] = [
      ['farmers, first page', '/api/admin/farmers'],
      ['farmers, page 2,500 (offset 49,980)', '/api/admin/farmers?page=2500'],
      ['farmers, last page (5,000)', '/api/admin/farmers?page=5000'],
      ['farmers, search a name (“amina bello”)', '/api/admin/farmers?search=amina%20bello'],
      ['farmers, search a phone (“0800 001 23”)', '/api/admin/farmers?search=0800%20001%2023'],
      ['farmers, search with no match', '/api/admin/farmers?search=zzzz'],
      ['farmers, state Kano', '/api/admin/farmers?state=Kano'],
      ['farmers, NIN waiting for review', '/api/admin/farmers?ninStatus=pending'],
      ['farmers, suspended', '/api/admin/farmers?status=suspended'],
      ['farmers of one agent', `/api/admin/farmers?agentId=${ids.agent}`],
      ['agents, first page', '/api/admin/agents'],
      ['agents, last page', '/api/admin/agents?page=25'],
      ['agents, search', '/api/admin/agents?search=okafor'],
      ['one farmer (detail)', `/api/admin/users/${ids.farmer}`],
      ['USSD events, first page', '/api/admin/ussd-events'],
      ['USSD events, page 4,000', '/api/admin/ussd-events?page=4000'],
      ['USSD events, search a phone', '/api/admin/ussd-events?search=0800001234'],
      ['newsletter, first page', '/api/admin/newsletter-subscribers'],
      ['newsletter, page 2,000', '/api/admin/newsletter-subscribers?page=2000'],
      ['newsletter, search', '/api/admin/newsletter-subscribers?search=reader4242'],
      ['vet consultations, first page', '/api/admin/consultations?kind=vet'],
      ['vet consultations, page 700', '/api/admin/consultations?kind=vet&page=700'],
      ['consultations, search', '/api/admin/consultations?search=question%2012345'],
      ['consultations, open and urgent', '/api/admin/consultations?status=open&urgency=high'],
      ['marketplace (admin), first page', '/api/marketplace/listings'],
      ['marketplace (admin), page 900', '/api/marketplace/listings?page=900'],
      ['marketplace (admin), search', '/api/marketplace/listings?search=layers%2019999'],
      ['overview (dashboard)', '/api/admin/overview'],
      ['analytics, 30 days', '/api/admin/analytics'],
      ['analytics, 12 months', '/api/admin/analytics?days=365'],
      [
        'notification recipients, farmers in Kano',
        '/api/admin/notifications/recipients?role=farmer&state=Kano',
      ],
    ];
    const results: { name: string; url: string; median: number; p95: number }[] = [];
    for (const [name, path] of pages) {
      const fresh = await buildApp(config, { db: handle, logger: false });
      results.push({ name, url: path, ...(await measure(fresh, token, path)) });
      await fresh.close();
    }
    if (args.explain) await explain(handle);
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(`seeded in ${(seedMs / 1000).toFixed(1)} s; ${RUNS} runs each\n`);
    console.log('| page | median | p95 |\n|---|---:|---:|');
    for (const r of results) console.log(`| ${r.name} | ${ms(r.median)} | ${ms(r.p95)} |`);
    const slow = results.filter((r) => r.median > 100);
    console.log(
      slow.length ? `\nover 100 ms: ${slow.map((r) => r.name).join(', ')}` : '\nall ≤ 100 ms',
    );
  } finally {
    await handle.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${dbName}" with (force)`);
    await cleanup.end();
  }
}

/** Plans of the farmers list's two statements (count and page) for a search. */
async function explain(handle: DbHandle) {
  for (const statement of [
    `explain analyze select count(*) from users where role = 'farmer'
       and search_text like '%amina bello%'`,
    `explain analyze select id from users where role = 'farmer' order by created_at desc, id desc
       limit 20 offset 49980`,
    `explain analyze select id from ussd_events order by created_at desc, id desc
       limit 20 offset 79980`,
    `explain analyze select grouping(x.b), x.b, x.state, x.livestock_type, sum(x.mortality),
       count(distinct x.farmer_id)
     from (select date_trunc('day', r.date)::date as b, u.state_of_residence as state,
             s.livestock_type, r.farmer_id, r.mortality
           from daily_records r join sections s on s.id = r.section_id
           join users u on u.id = r.farmer_id
           where r.date between current_date - 29 and current_date) x
     group by grouping sets ((x.b), (x.state), (x.livestock_type), ())`,
  ]) {
    const plan = (await handle.db.execute(statement)) as unknown as {
      rows: Record<string, string>[];
    };
    console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'), '\n');
  }
}

await main();
