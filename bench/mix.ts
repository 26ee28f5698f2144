/**
 * The realistic mix (ADR 0028): what a farmer waits for on a busy server, not what the server
 * can do at saturation. A real Kiwo process (`src/server.ts`, production mode, PostgreSQL) gets
 * an **open-loop** load: requests start on a schedule (Poisson arrivals at a fixed mean rate)
 * whatever the answers do, each by a random farmer with their own session —
 *
 *   20 % dashboard, 20 % records page (the record form's 7 days, or a section's 90), 10 %
 *   notifications list, 20 % unread count, 25 % daily-record saves (the web form's PUT, with its
 *   Idempotency-Key and precondition), 5 % marketplace browsing
 *
 * — and reports per route p50/p95/p99 measured from each request's *scheduled* start (so a
 * client or server that falls behind shows up as latency, never as fewer requests), errors, the
 * achieved rate, how late the client started requests, the load average, and where the CPU went
 * (server, PostgreSQL backends of this database, this client, everything else). Budget: per
 * route p95 ≤ 50 ms, p99 ≤ 150 ms, no errors.
 *
 *   npx tsx bench/mix.ts [--rate 300] [--seconds 30] [--warmup 10]
 *                        [--find-max] [--step 150] [--max-rate 3000]
 *                        [--keep-db] [--db <name>] [--farmers 200] [--uniform]
 *                        [--log-level warn] [--json <file>] [--statements]
 *                        [--profile <file.cpuprofile>]
 *
 * The server has no caches to turn off (ADR 0029, 0030): to compare two versions, run this script
 * from each checkout against the same `--db`, the older first (a newer migration stops the older
 * server from starting). `--find-max`
 * steps the rate up by `--step` until the budget fails and reports the highest rate that met it.
 * The seed (200 farmers, 90–180 days of records on 2–5 sections each, notifications, listings)
 * takes a minute or two: `--keep-db` keeps it in the database `kiwo_bench_mix` (or `--db`) and
 * the next run reuses it. PostgreSQL: KIWO_BENCH_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres). `--statements` prints each measured run's
 * costliest statements from pg_stat_statements (bench/support/statements.ts). `--profile` writes a
 * V8 CPU profile of the server during each measured run only (not start-up, seeding or warm-up;
 * with `--find-max`, one file per rate): `npx tsx bench/cpu-profile-summary.ts <file>` sums it.
 * Results go in docs/BENCHMARKS.md.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type ServerProcess, startServerProcess } from '../apps/server/test/helpers/server-process';
// Workspace packages resolve from apps/server, not from the repository root.
import { addDays, calendarDay } from '../packages/domain/src/index';
import { cpuOf, cpuPartsOf, machineBusy, ourBackends } from './support/cpu';
import { profiledServer } from './support/cpu-profile';
import { watchStatements } from './support/statements';

const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = serverRequire('pg') as typeof import('pg');
const adminUrl = process.env.KIWO_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    'find-max': { type: 'boolean', default: false },
    step: { type: 'string', default: '150' },
    'max-rate': { type: 'string', default: '3000' },
    'keep-db': { type: 'boolean', default: false },
    db: { type: 'string' },
    farmers: { type: 'string', default: '200' },
    uniform: { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'warn' },
    json: { type: 'string' },
    statements: { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});

const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const FARMERS = Number(args.farmers);
const BUDGET = { p95: 50, p99: 150 };
/** A request still unanswered after this counts as an error. */
const REQUEST_TIMEOUT_MS = 10_000;
/** The client is "behind schedule" when its 99th-percentile start delay exceeds this. */
const LAG_WARN_MS = 5;
const PASSWORD = 'mix bench passphrase 2026';
const SEED_MARK = `kiwo bench mix v2: ${FARMERS} farmers`;

// ---- randomness: seeded, so two runs send the same kind of traffic --------------------------

let rngState = 0x9e3779b9;
/** mulberry32: uniform in [0, 1). */
const rand = () => {
  rngState = (rngState + 0x6d2b79f5) | 0;
  let t = rngState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
const between = (low: number, high: number) => low + Math.floor(rand() * (high - low + 1));

// ---- HTTP: one keep-alive pool big enough that the client never queues ----------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024, maxFreeSockets: 1024 });

interface Answer {
  status: number;
  body: string;
}

function send(
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(deadline);
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    // The whole request, waiting for a connection included (not only an idle socket).
    const deadline = setTimeout(
      () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)),
      REQUEST_TIMEOUT_MS,
    );
    req.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    req.end(payload);
  });
}

/** A call during seeding: the envelope's `data`, or an error naming the call. */
async function api<T>(base: URL, method: string, path: string, body?: unknown, token?: string) {
  const answer = await send(
    base,
    method,
    path,
    token ? { authorization: `Bearer ${token}` } : {},
    body,
  );
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { data: T }).data;
}

/** Runs `work` over `items`, `width` at a time. */
async function inPool<T>(items: T[], width: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i] as T, i);
      }
    }),
  );
}

// ---- the deployment ----------------------------------------------------------------------------

const FIRST = ['Amina', 'Musa', 'Ngozi', 'Bola', 'Chinedu', 'Fatima', 'Emeka', 'Halima', 'Tunde'];
const MORE_FIRST = ['Aisha', 'Ibrahim', 'Kemi', 'Obinna', 'Zainab', 'Yusuf', 'Ada', 'Sani'];
const LAST = [
  'Bello',
  'Ibrahim',
  'Eze',
  'Okafor',
  'Adeyemi',
  'Abubakar',
  'Nwosu',
  'Lawal',
  'Okoro',
];
const STATES = ['Kaduna', 'Kano', 'Oyo', 'Ogun', 'Plateau', 'Benue', 'Enugu', 'Niger', 'Lagos'];

/** A farm: its kind of animals, and how many in each section. */
const KINDS = [
  { type: 'poultry', weight: 55, sub: ['broiler', 'layer', 'noiler'], count: [300, 1000] },
  { type: 'goats', weight: 15, sub: ['female', 'male'], count: [15, 40] },
  { type: 'pigs', weight: 10, sub: ['grower', 'sow'], count: [15, 50] },
  { type: 'fish', weight: 12, sub: ['catfish', 'tilapia'], count: [500, 2000] },
  { type: 'sheep', weight: 5, sub: ['female', 'male'], count: [15, 40] },
  { type: 'cattle', weight: 3, sub: ['adult', 'yearling'], count: [15, 30] },
] as const;
const kindOf = () => {
  let r = rand() * 100;
  for (const kind of KINDS) {
    r -= kind.weight;
    if (r < 0) return kind;
  }
  return KINDS[0];
};

const farmerPhone = (i: number) => `08091${String(i).padStart(6, '0')}`;
const today = () => calendarDay(new Date()) as string;

/**
 * Seeds the deployment: accounts, pens, batches, sections and listings through the API (exactly
 * what the app writes), months of daily records and notifications in bulk SQL shaped like the
 * app's own rows (live counts kept equal to initial − deaths − culls − sales + births).
 */
async function seed(base: URL, db: import('pg').Client) {
  const started = performance.now();
  const agents: string[] = [];
  for (let a = 0; a < 5; a++) {
    const made = await api<{ user: { _id: string } }>(base, 'POST', '/api/auth/register', {
      firstName: pick(FIRST),
      lastName: pick(LAST),
      phone: `08092${String(a).padStart(6, '0')}`,
      email: `mix-agent-${a}@bench.kiwo.ng`,
      password: PASSWORD,
      role: 'agent',
      stateOfResidence: pick(STATES),
    });
    agents.push(made.user._id);
  }
  const farms: { id: string; token: string; days: number; kind: (typeof KINDS)[number] }[] = [];
  const plans = Array.from({ length: FARMERS }, (_, i) => ({
    i,
    kind: kindOf(),
    days: between(90, 180),
    first: pick([...FIRST, ...MORE_FIRST]),
    last: pick(LAST),
    state: pick(STATES),
    batches: rand() < 0.7 ? 1 : 2,
  }));
  // Two at a time: each sign-up hashes a password (argon2) and the machine has two cores.
  await inPool(plans, 2, async (plan) => {
    const made = await api<{ token: string; user: { _id: string } }>(
      base,
      'POST',
      '/api/auth/register',
      {
        firstName: plan.first,
        lastName: plan.last,
        phone: farmerPhone(plan.i),
        password: PASSWORD,
        stateOfResidence: plan.state,
        farmName: `${plan.last} Farms`,
        primaryLivestock: plan.kind.type,
      },
    );
    const farmer = made.user._id;
    const [pen] = await api<{ id: string }[]>(
      base,
      'GET',
      `/api/pen/farmer/${farmer}`,
      undefined,
      made.token,
    );
    let sections = 0;
    for (let b = 0; b < plan.batches; b++) {
      const batch = await api<{ id: string }>(
        base,
        'POST',
        `/api/pens/${pen?.id}/batches`,
        { name: `${plan.kind.type} batch ${b + 1}`, livestockType: plan.kind.type },
        made.token,
      );
      // 2–5 sections a farm in all.
      const wanted = b === 0 ? between(2, 3) : between(1, 2);
      for (let s = 0; s < wanted; s++, sections++) {
        await api(
          base,
          'POST',
          `/api/batches/${batch.id}/sections`,
          {
            name: `House ${String.fromCharCode(65 + sections)}`,
            livestockType: plan.kind.type,
            subType: pick(plan.kind.sub),
            count: between(plan.kind.count[0], plan.kind.count[1]),
          },
          made.token,
        );
      }
    }
    farms.push({ id: farmer, token: made.token, days: plan.days, kind: plan.kind });
  });
  console.error(`seed: ${farms.length} farmers and their farms through the API`);

  // A third of the farmers have an extension agent.
  await db.query(
    `update users set agent_id = ($1::uuid[])[1 + (abs(hashtext(id::text)) % 5)]
     where role = 'farmer' and abs(hashtext(id::text)) % 3 = 0`,
    [agents],
  );
  // The farm started `days` ago: pens, batches and sections back-dated to then.
  const ids = farms.map((f) => f.id);
  const days = farms.map((f) => f.days);
  const start = `(select $3::date - p.days from unnest($1::uuid[], $2::int[]) as p(farmer_id, days)
                  where p.farmer_id = t.farmer_id)`;
  for (const table of ['pens', 'batches', 'sections']) {
    await db.query(
      `update ${table} t set created_at = (${start} + time '08:00') at time zone 'Africa/Lagos',
         updated_at = (${start} + time '08:00') at time zone 'Africa/Lagos'
       where t.farmer_id = any($1::uuid[])`,
      [ids, days, today()],
    );
  }
  // One record a day per section up to yesterday, as the form writes them (naira → kobo).
  const recordsStarted = performance.now();
  await db.query('select setseed(0.28)');
  const inserted = await db.query(
    `insert into daily_records (farmer_id, section_id, date, feed_amount, feed_type,
       water_consumption, health_status, temperature, weather, mortality, new_births, weight,
       culling, sales_kobo, expenses_kobo, number_sold, notes, medication_given, vaccination,
       created_at, updated_at)
     select s.farmer_id, s.id, d.day, d.feed, d.feed_type, d.water, d.health, d.temperature,
            d.weather, d.mortality, d.births, d.weight, 0, d.sold * d.unit_kobo, d.expenses,
            d.sold, d.notes, d.medication, d.vaccination, d.at, d.at
     from sections s
     join unnest($1::uuid[], $2::int[]) as p(farmer_id, days) on p.farmer_id = s.farmer_id
     cross join lateral generate_series(1, p.days) as g(k)
     cross join lateral (
       select r.*,
              ($3::date - g.k) as day,
              (($3::date - g.k) + time '17:00' + r.minutes * interval '1 minute')
                at time zone 'Africa/Lagos' as at,
              round((s.initial_count * f.feed_kg * (0.85 + 0.3 * r.r1))::numeric, 1) as feed,
              round((s.initial_count * f.feed_kg * (1.8 + 0.6 * r.r2))::numeric, 1) as water,
              case when s.livestock_type in ('poultry', 'fish')
                   then (case when r.r3 < 0.55 then 0 when r.r3 < 0.85 then 1
                              when r.r3 < 0.97 then 2 else 3 end)
                   else (r.r3 < 0.008)::int end as mortality,
              case when s.livestock_type in ('goats', 'sheep', 'pigs', 'cattle') and r.r4 < 0.01
                   then 1 else 0 end as births,
              case when s.livestock_type in ('poultry', 'fish') and r.r5 < 0.04
                   then 2 + floor(r.r6 * 6)::int
                   when r.r5 < 0.01 then 1 else 0 end as sold,
              f.unit_kobo,
              case when g.k % 7 = 0 then round((f.weight_kg * (0.8 + 0.4 * r.r6))::numeric, 3)
                   end as weight,
              case when r.r7 < 0.3 then (2000 + floor(r.r8 * 18000)::bigint) * 100 else 0 end
                as expenses,
              f.feed_type,
              (array['good', 'good', 'good', 'excellent', 'fair'])[1 + floor(r.r1 * 5)::int]
                as health,
              round((24 + 10 * r.r2)::numeric, 1) as temperature,
              (array['sunny', 'cloudy', 'rainy', 'hot'])[1 + floor(r.r4 * 4)::int] as weather,
              case when r.r8 < 0.05 then 'Cleaned the drinkers and changed the litter' end
                as notes,
              case when r.r7 < 0.03 then 'Multivitamin in water' end as medication,
              case when s.livestock_type = 'poultry' and g.k % 21 = 0 then 'Newcastle (Lasota)'
                   end as vaccination
       from (select random() as r1, random() as r2, random() as r3, random() as r4,
                    random() as r5, random() as r6, random() as r7, random() as r8,
                    floor(random() * 180)::int as minutes, g.k as k) as r
       cross join lateral (
         select case s.livestock_type when 'poultry' then 0.11 when 'fish' then 0.03
                  when 'pigs' then 2.0 when 'cattle' then 8.0 else 1.0 end as feed_kg,
                case s.livestock_type when 'poultry' then 2.2 when 'fish' then 0.6
                  when 'pigs' then 60 when 'cattle' then 300 else 25 end as weight_kg,
                case s.livestock_type when 'poultry' then 350000 when 'fish' then 150000
                  when 'pigs' then 8000000 when 'cattle' then 40000000 else 4500000 end
                  as unit_kobo,
                case s.livestock_type when 'poultry' then 'Grower mash' when 'fish'
                  then 'Floating pellets' when 'pigs' then 'Pig grower' else 'Hay and bran' end
                  as feed_type
       ) as f
     ) as d`,
    [ids, days, today()],
  );
  // The live count by difference, as every record write keeps it.
  await db.query(
    `update sections s set count = s.initial_count - x.gone + x.born
     from (select section_id, sum(mortality + culling + number_sold)::int as gone,
                  sum(new_births)::int as born
           from daily_records group by section_id) x
     where x.section_id = s.id`,
  );
  console.error(
    `seed: ${inserted.rowCount} daily records in ${((performance.now() - recordsStarted) / 1000).toFixed(1)} s`,
  );
  // Notifications: one every ~4 days of the farm's life, the last week's mostly unread.
  const notes = await db.query(
    `insert into notifications (user_id, type, title, body, params, priority, is_read, read_at,
       link, created_at)
     select p.farmer_id, n.type, n.title, n.body, n.params, n.priority,
            n.age > 6, case when n.age > 6 then n.at + interval '3 hours' end, n.link, n.at
     from unnest($1::uuid[], $2::int[]) as p(farmer_id, days)
     cross join lateral generate_series(1, p.days, 4) as g(age)
     cross join lateral (
       select g.age as age,
              (now() - g.age * interval '1 day' + (abs(hashtext(g.age || p.farmer_id::text)) % 600) * interval '1 minute')
                as at,
              k.*
       from (select abs(hashtext(p.farmer_id::text || g.age)) % 4 as pick) r
       cross join lateral (values
         (0, 'record_reminder', 'Time to record',
          'You have not saved a daily record for 3 days. Record today''s data so your figures stay right.',
          '{"days":"3"}'::jsonb, 'medium', '/farmer/records'),
         (1, 'high_mortality', 'High mortality',
          '12 deaths in House A on that day (6.1% of the animals).',
          '{"count":"12","section":"House A","rate":"6.1"}'::jsonb, 'urgent', '/farmer/dashboard'),
         (2, 'agent_report', 'Your agent filed a report',
          'Your agent filed a report about your farm (Farm visit): birds look healthy.',
          '{"name":"Chinedu Okafor","reportType":"visit","issue":"Birds look healthy."}'::jsonb,
          'medium', '/farmer/dashboard'),
         (3, 'admin_message', 'Vaccination week',
          'Free Newcastle vaccination at the state veterinary office this week.',
          '{}'::jsonb, 'low', '/farmer/notifications')
       ) as k(n, type, title, body, params, priority, link)
       where k.n = r.pick
     ) as n`,
    [ids, days],
  );
  console.error(`seed: ${notes.rowCount} notifications`);
  // Marketplace: 150 listings by random farmers through the API, spread over two months.
  const listings = Array.from({ length: 150 }, (_, i) => i);
  await inPool(listings, 2, async (i) => {
    const farm = pick(farms);
    const category = pick(['livestock', 'livestock', 'feed', 'drugs_vaccines', 'equipment']);
    await api(
      base,
      'POST',
      '/api/marketplace/listings',
      {
        title: `${category === 'livestock' ? farm.kind.type : category.replace('_', ' ')} for sale (${i + 1})`,
        transactionType: rand() < 0.8 ? 'sell' : 'buy',
        category,
        price: between(20, 900) * 100,
        quantity: between(1, 200),
        unit: category === 'livestock' ? 'head' : 'bags',
        location: pick(STATES),
        negotiable: rand() < 0.5,
        description: 'Healthy stock, raised on our farm. Call or message to arrange pickup.',
      },
      farm.token,
    );
  });
  await db.query(
    `update marketplace_listings set
       created_at = now() - random() * interval '60 days',
       status = case when random() < 0.2 then 'closed' else 'active' end`,
  );
  await db.query('analyze');
  console.error(`seed: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

// ---- the load ------------------------------------------------------------------------------

interface Farmer {
  id: string;
  token: string;
  sections: { id: string; type: string }[];
}

const ROUTES = [
  { name: 'GET /farmers/:id/dashboard', share: 0.2 },
  { name: 'GET /sections/:id/records', share: 0.2 },
  { name: 'GET /notifications', share: 0.1 },
  { name: 'GET /notifications/unread-count', share: 0.2 },
  { name: 'PUT /sections/:id/records/:date', share: 0.25 },
  { name: 'GET /marketplace/listings', share: 0.05 },
] as const;
type RouteName = (typeof ROUTES)[number]['name'];

interface RouteStats {
  latencies: number[];
  errors: number;
  statuses: Record<string, number>;
}

interface RunResult {
  rate: number;
  seconds: number;
  sent: number;
  /** Good answers a second, from the first scheduled start to the last answer. */
  achieved: number;
  lag: { p99: number; max: number };
  routes: {
    name: RouteName;
    n: number;
    p50: number;
    p95: number;
    p99: number;
    max: number;
    errors: number;
    met: boolean;
  }[];
  met: boolean;
  cores: { server: number; postgres: number; client: number; other: number };
  cpuPerRequestUs: { server: number; postgres: number };
  /** The server's CPU per request split into user (JavaScript, V8) and system (kernel) time. */
  serverSplitUs: { user: number; system: number };
  load: { start: number[]; end: number[] };
  firstErrors: string[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

/** What each farmer's record form knows of a day: the record's `updatedAt`, or null: none. */
type Seen = Map<string, string | null>;

function chooseRoute(): RouteName {
  let r = rand();
  for (const route of ROUTES) {
    r -= route.share;
    if (r < 0) return route.name;
  }
  return ROUTES[0].name;
}

/**
 * One open-loop run: `rate` requests a second (Poisson, or evenly spaced with --uniform) for
 * `seconds`, each timed from when it was due. Saves never overlap on one section (a farmer
 * submits one form at a time), so every save's precondition is the version it last saw.
 */
async function openLoop(
  base: URL,
  farmers: Farmer[],
  seen: Seen,
  rate: number,
  seconds: number,
  measure?: {
    server: ServerProcess;
    monitor: import('pg').Client;
    dbName: string;
  },
): Promise<RunResult | undefined> {
  const stats = new Map<RouteName, RouteStats>(
    ROUTES.map((r) => [r.name, { latencies: [], errors: 0, statuses: {} }]),
  );
  const lags: number[] = [];
  const firstErrors: string[] = [];
  /** Saves on their way per section and day; days saved twice at once: version unknown. */
  const saving = new Map<string, number>();
  const contested = new Set<string>();
  let inFlight = 0;
  let sent = 0;
  let answered = 0;
  let lastDone = 0;
  let drained: () => void = () => {};

  const fire = (due: number) => {
    const route = chooseRoute();
    let farmer = pick(farmers);
    let method = 'GET';
    let path: string;
    let body: unknown;
    const headers: Record<string, string> = { authorization: `Bearer ${farmer.token}` };
    let saveKey: string | undefined;
    switch (route) {
      case 'GET /farmers/:id/dashboard':
        path = `/api/farmers/${farmer.id}/dashboard`;
        break;
      case 'GET /sections/:id/records':
        path = `/api/sections/${pick(farmer.sections).id}/records?limit=${rand() < 2 / 3 ? 7 : 90}`;
        break;
      case 'GET /notifications':
        path = '/api/notifications?page=1&limit=20';
        break;
      case 'GET /notifications/unread-count':
        path = '/api/notifications/unread-count';
        break;
      case 'GET /marketplace/listings':
        path =
          rand() < 0.8
            ? '/api/marketplace/listings?sort=newest&page=1&limit=20'
            : `/api/marketplace/listings?category=${pick(['livestock', 'feed'])}&sort=newest&page=1&limit=20`;
        break;
      case 'PUT /sections/:id/records/:date': {
        const day = rand() < 0.85 ? today() : addDays(today(), -1);
        let section = pick(farmer.sections);
        for (let tries = 0; saving.has(`${section.id}|${day}`) && tries < 20; tries++) {
          farmer = pick(farmers);
          section = pick(farmer.sections);
        }
        headers.authorization = `Bearer ${farmer.token}`;
        method = 'PUT';
        path = `/api/sections/${section.id}/records/${day}`;
        const flock = section.type === 'poultry' || section.type === 'fish';
        body = {
          mortality: flock ? between(0, 2) : 0,
          feedAmount: between(5, 120),
          waterConsumption: between(10, 300),
          expenses: rand() < 0.3 ? between(20, 200) * 100 : 0,
          ...(rand() < 0.2 ? { healthStatus: 'good' } : {}),
        };
        headers['idempotency-key'] = randomUUID();
        // A farmer submits one form at a time, so a day's save carries the version its last
        // answer gave. An overloaded server can leave every section with a save on its way;
        // a second one then goes like the form's save of a day older than its history:
        // without a precondition (it replaces the day), and the day's version becomes unknown.
        saveKey = `${section.id}|${day}`;
        const flying = saving.get(saveKey) ?? 0;
        saving.set(saveKey, flying + 1);
        if (flying > 0) contested.add(saveKey);
        else {
          const version = seen.get(saveKey);
          if (version === null) headers['if-none-match'] = '*';
          else if (version !== undefined) headers['if-match'] = `"${version}"`;
        }
        break;
      }
    }
    const started = performance.now();
    lags.push(started - due);
    sent++;
    inFlight++;
    const own = stats.get(route) as RouteStats;
    const done = (status: number, error?: string) => {
      const end = performance.now();
      lastDone = end;
      if (!error) answered++;
      own.latencies.push(end - due);
      own.statuses[status] = (own.statuses[status] ?? 0) + 1;
      if (error) {
        own.errors++;
        if (firstErrors.length < 5) firstErrors.push(`${route}: ${error}`);
      }
      if (saveKey) {
        const left = (saving.get(saveKey) ?? 1) - 1;
        if (left > 0) saving.set(saveKey, left);
        else {
          saving.delete(saveKey);
          contested.delete(saveKey);
        }
      }
      if (--inFlight === 0) drained();
    };
    send(base, method, path, headers, body).then(
      (answer) => {
        if (saveKey && contested.has(saveKey)) seen.delete(saveKey);
        else if (saveKey && answer.status < 300) {
          const record = (JSON.parse(answer.body) as { data: { updatedAt: string } }).data;
          seen.set(saveKey, record.updatedAt);
        }
        done(
          answer.status,
          answer.status >= 400 ? `${answer.status} ${answer.body.slice(0, 200)}` : undefined,
        );
      },
      (error: Error) => {
        // It may still land: the next save of that day cannot know the version.
        if (saveKey) seen.delete(saveKey);
        done(0, error.message);
      },
    );
  };

  const before = measure && {
    server: cpuOf(measure.server.child.pid ?? 0),
    serverParts: cpuPartsOf(measure.server.child.pid ?? 0),
    client: cpuOf(process.pid),
    machine: machineBusy(),
    load: loadavg(),
  };
  const backends = measure && ourBackends(measure.monitor, measure.dbName);
  const t0 = performance.now() + 20;
  const end = t0 + seconds * 1000;
  const gap = () => (args.uniform ? 1000 / rate : (-Math.log(1 - rand()) * 1000) / rate);
  let next = t0 + gap();
  while (next < end) {
    const now = performance.now();
    while (next <= now && next < end) {
      fire(next);
      next += gap();
    }
    const wait = next - performance.now();
    await new Promise<void>((resolve) =>
      wait >= 1 ? setTimeout(resolve, Math.floor(wait)) : setImmediate(resolve),
    );
  }
  if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
  if (!measure || !before || !backends) return undefined;

  const wall = (Math.max(lastDone, end) - t0) / 1000;
  const used = {
    server: cpuOf(measure.server.child.pid ?? 0) - before.server,
    client: cpuOf(process.pid) - before.client,
    postgres: await backends(),
  };
  const machine = machineBusy() - before.machine;
  const parts = cpuPartsOf(measure.server.child.pid ?? 0);
  const cores = {
    server: used.server / wall,
    postgres: used.postgres / wall,
    client: used.client / wall,
    other: Math.max(0, machine - used.server - used.client - used.postgres) / wall,
  };
  lags.sort((a, b) => a - b);
  const routes = ROUTES.map(({ name }) => {
    const s = stats.get(name) as RouteStats;
    s.latencies.sort((a, b) => a - b);
    const row = {
      name,
      n: s.latencies.length,
      p50: percentile(s.latencies, 50),
      p95: percentile(s.latencies, 95),
      p99: percentile(s.latencies, 99),
      max: s.latencies.at(-1) ?? Number.NaN,
      errors: s.errors,
      met: false,
    };
    row.met = row.errors === 0 && row.p95 <= BUDGET.p95 && row.p99 <= BUDGET.p99;
    return row;
  });
  const achieved = answered / wall;
  return {
    rate,
    seconds,
    sent,
    achieved,
    lag: { p99: percentile(lags, 99), max: lags.at(-1) ?? 0 },
    routes,
    met: routes.every((r) => r.met),
    cores,
    // Per request answered: a server that falls behind spends its CPU on fewer answers.
    cpuPerRequestUs: {
      server: (used.server / Math.max(1, answered)) * 1e6,
      postgres: (used.postgres / Math.max(1, answered)) * 1e6,
    },
    serverSplitUs: {
      user: ((parts.user - before.serverParts.user) / Math.max(1, answered)) * 1e6,
      system: ((parts.system - before.serverParts.system) / Math.max(1, answered)) * 1e6,
    },
    load: { start: before.load, end: loadavg() },
    firstErrors,
  };
}

// ---- reporting -----------------------------------------------------------------------------

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(v < 10 ? 1 : 0)} ms` : '–');
const la = (l: number[]) => l.map((v) => v.toFixed(1)).join(' ');

function report(r: RunResult) {
  const behind = r.lag.p99 > LAG_WARN_MS;
  console.log(
    `\n${r.rate}/s target for ${r.seconds} s: sent ${r.sent} on schedule (${(r.sent / r.seconds).toFixed(0)}/s), answered ${r.achieved.toFixed(0)}/s, ` +
      `client start delay p99 ${ms(r.lag.p99)} max ${ms(r.lag.max)}${behind ? ' — CLIENT BEHIND SCHEDULE' : ''}; ` +
      `cores: server ${r.cores.server.toFixed(2)} / PostgreSQL ${r.cores.postgres.toFixed(2)} / client ${r.cores.client.toFixed(2)} / other ${r.cores.other.toFixed(2)}; ` +
      `CPU µs per request: server ${r.cpuPerRequestUs.server.toFixed(0)} (user ${r.serverSplitUs.user.toFixed(0)}, system ${r.serverSplitUs.system.toFixed(0)}) / PostgreSQL ${r.cpuPerRequestUs.postgres.toFixed(0)}; ` +
      `load average ${la(r.load.start)} → ${la(r.load.end)}; budget ${r.met ? 'MET' : 'NOT MET'}`,
  );
  console.log('| route | requests | p50 | p95 | p99 | max | errors | budget |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const row of r.routes) {
    console.log(
      `| \`${row.name}\` | ${row.n} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} | ${row.errors} | ${row.met ? 'met' : '**not met**'} |`,
    );
  }
  for (const e of r.firstErrors) console.log(`  error: ${e}`);
}

// ---- the run -------------------------------------------------------------------------------

async function main() {
  const named = args.db ?? (args['keep-db'] ? 'kiwo_bench_mix' : undefined);
  const dbName = named ?? `kiwo_bench_mix_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows: marks } = await admin.query<{ mark: string | null }>(
    `select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1`,
    [dbName],
  );
  const reuse = marks.length > 0 && marks[0]?.mark === SEED_MARK;
  if (!reuse) {
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.query(`create database "${dbName}"`);
  }
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const own = new pg.Client({ connectionString: dbUrl.toString() });
  await own.connect();

  const profiler = args.profile ? profiledServer() : undefined;
  const start = () =>
    startServerProcess({
      readyTimeoutMs: 120_000,
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: dbUrl.toString(),
        SEED_DEMO: 'false',
        LOG_LEVEL: args['log-level'] ?? 'warn',
        WEB_DIST: '/nonexistent',
        NIN_ENCRYPTION_KEY: 'a'.repeat(64),
        AUTH_SECRET: 'b'.repeat(64),
        IVR_ENABLED: 'false',
        REMINDERS: 'false',
        // The bench signs every farmer in from one address.
        AUTH_RATE_LIMIT_PER_IP: '1000000',
        ...profiler?.env,
      },
    });

  const results: RunResult[] = [];
  let server: ServerProcess | undefined;
  try {
    server = await start();
    const base = new URL(server.url);
    if (reuse) console.error(`reusing the seeded database ${dbName}`);
    else {
      await seed(base, own);
      if (named) await admin.query(`comment on database "${dbName}" is '${SEED_MARK}'`);
    }
    // Every farmer signs in once (their sessions outlive the server restarts below).
    const { rows } = await own.query<{ id: string; phone: string; sections: string }>(
      `select u.id, u.phone,
              json_agg(json_build_object('id', s.id, 'type', s.livestock_type))::text as sections
       from users u join sections s on s.farmer_id = u.id
       where u.role = 'farmer' group by u.id, u.phone order by u.phone`,
    );
    const farmers: Farmer[] = [];
    await inPool(rows, 2, async (row) => {
      const login = await api<{ token: string }>(base, 'POST', '/api/auth/login', {
        identifier: row.phone,
        password: PASSWORD,
      });
      farmers.push({ id: row.id, token: login.token, sections: JSON.parse(row.sections) });
    });
    // What each form would send as its precondition for today and yesterday.
    const seen: Seen = new Map();
    for (const farmer of farmers) {
      for (const section of farmer.sections) {
        seen.set(`${section.id}|${today()}`, null);
        seen.set(`${section.id}|${addDays(today(), -1)}`, null);
      }
    }
    const existing = await own.query<{ section_id: string; date: string; updated_at: Date }>(
      `select section_id, date::text as date, updated_at from daily_records
       where date >= $1::date - 1`,
      [today()],
    );
    for (const r of existing.rows)
      seen.set(`${r.section_id}|${r.date}`, r.updated_at.toISOString());
    console.error(
      `${farmers.length} farmers signed in; ${existing.rowCount} records of today/yesterday`,
    );

    const [busy] = loadavg();
    if ((busy ?? 0) > cpus().length) {
      console.error(
        `the machine is busy (load average ${busy?.toFixed(1)} on ${cpus().length} cores): ` +
          'the figures below say as much about other work as about Kiwo (see "other" cores)',
      );
    }
    const monitor = new pg.Client({ connectionString: adminUrl });
    await monitor.connect();
    try {
      {
        const vbase = new URL(server.url);
        const rates = args['find-max']
          ? Array.from(
              { length: Math.floor((Number(args['max-rate']) - RATE) / Number(args.step)) + 1 },
              (_, i) => RATE + i * Number(args.step),
            )
          : [RATE];
        let best: number | undefined;
        for (const [i, rate] of rates.entries()) {
          const warm = i === 0 ? WARMUP : Math.min(WARMUP, 5);
          console.error(`warming up at ${rate}/s for ${warm} s`);
          await openLoop(vbase, farmers, seen, rate, warm);
          console.error(`measuring at ${rate}/s for ${SECONDS} s`);
          const statements = args.statements ? await watchStatements(own) : undefined;
          const pid = server.child.pid ?? 0;
          profiler?.start(pid);
          const result = await openLoop(vbase, farmers, seen, rate, SECONDS, {
            server,
            monitor,
            dbName,
          });
          if (profiler && args.profile) {
            const file =
              i === 0 ? args.profile : args.profile.replace(/(\.cpuprofile)?$/, `-${rate}$1`);
            await profiler.stop(pid, file);
            console.error(`server CPU profile of this run: ${file}`);
          }
          if (!result) continue;
          results.push(result);
          report(result);
          await statements?.();
          if (!result.met) break;
          best = rate;
        }
        if (args['find-max']) {
          console.log(
            `\nhighest arrival rate that met the budget: ${best === undefined ? `none (≥ ${RATE}/s failed)` : `${best}/s`}`,
          );
        }
      }
    } finally {
      await monitor.end();
    }
    console.log(
      `\n${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, PostgreSQL 15, ` +
        `${farmers.length} farmers, ${args.uniform ? 'evenly spaced' : 'Poisson'} arrivals, ` +
        `server log level ${args['log-level']}, load average at the end ${la(loadavg())}`,
    );
    if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 2));
  } finally {
    await server?.stop();
    profiler?.cleanUp();
    await own.end();
    agent.destroy();
    if (named) console.error(`kept the database ${dbName} (drop it when done)`);
    else await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
  }
}

await main();
