/**
 * Load check (not a test): autocannon against the main read and write routes of a real
 * server on PostgreSQL, with an in-run hello-world route as the baseline, so the figures say how
 * much the API costs over bare Fastify on the same machine at the same moment.
 *
 *   npx tsx bench/load-api.ts [--connections 50] [--seconds 10] [--only <text>]
 *                             [--log-level silent|info] [--profile <dir>] [--keep-db]
 *                             [--session-cache-ms <n>] [--redis <url>]
 *
 * The server runs in a child process (so its CPU time is its own), autocannon in this one. For
 * each route the table gives where the two cores went while it ran, in cores (CPU-seconds per
 * second): the server, autocannon, the PostgreSQL backends serving this benchmark's database,
 * and everything else on the machine (other people's work, their databases included), then the
 * server's and PostgreSQL's CPU time per request: steadier than req/s on a shared machine. `--profile` writes one V8 CPU profile of the server per route
 * (`<dir>/<n>-<route>.cpuprofile`; `npx tsx bench/cpu-profile-summary.ts <file>` sums its self
 * time by function and package). `--only` runs the baseline and the routes whose name contains
 * the text. `--log-level info` logs every request like production does (to /dev/null).
 * `--session-cache-ms 0` turns the session cache off (ADR 0019; the server's default otherwise),
 * `--redis <url>` gives the server REDIS_URL (revocations published and subscribed).
 *
 * PostgreSQL: KIWO_BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); a fresh
 * database is created and dropped. Results go in docs/BENCHMARKS.md.
 */
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { cpuOf, machineBusy, ourBackends } from './support/cpu';

const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const adminUrl = process.env.KIWO_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
    'log-level': { type: 'string', default: 'silent' },
    profile: { type: 'string' },
    'keep-db': { type: 'boolean', default: false },
    server: { type: 'string' },
    'session-cache-ms': { type: 'string' },
    redis: { type: 'string' },
  },
});

if (args.server) await serve(args.server);
else await drive();

type ToServer = { profile: 'start' } | { profile: 'stop'; file: string } | 'stop';

/** The child: the whole app plus the baseline route, on the database it is given. */
async function serve(databaseUrl: string) {
  const { buildApp } = await import('../apps/server/src/app');
  const { loadConfig } = await import('../apps/server/src/config');
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: args['log-level'] ?? 'silent',
      WEB_DIST: '/nonexistent',
      NIN_ENCRYPTION_KEY: 'a'.repeat(64),
      AUTH_SECRET: 'b'.repeat(64),
      IVR_ENABLED: 'false',
      SESSION_CACHE_TTL_MS: args['session-cache-ms'],
      REDIS_URL: args.redis,
    }),
  );
  // The baseline: the same server, the same process, no database, no auth, no schema.
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });

  const { Session } = await import('node:inspector/promises');
  let inspector: InstanceType<typeof Session> | undefined;
  process.on('message', async (message: ToServer) => {
    if (message === 'stop') {
      await app.close();
      process.exit(0);
    }
    if (message.profile === 'start') {
      if (!inspector) {
        inspector = new Session();
        inspector.connect();
      }
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.start');
      process.send?.('profiling');
    } else {
      const { profile } = await (inspector as InstanceType<typeof Session>).post('Profiler.stop');
      mkdirSync(dirname(message.file), { recursive: true });
      writeFileSync(message.file, JSON.stringify(profile));
      process.send?.('saved');
    }
  });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
}

async function drive() {
  const pg = serverRequire('pg') as typeof import('pg');
  const autocannon = serverRequire('autocannon') as typeof import('autocannon');
  const CONNECTIONS = Number(args.connections);
  const SECONDS = Number(args.seconds);
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
  const child = fork(
    fileURLToPath(import.meta.url),
    [
      '--server',
      url.toString(),
      '--log-level',
      args['log-level'] ?? 'silent',
      ...(args['session-cache-ms'] ? ['--session-cache-ms', args['session-cache-ms']] : []),
      ...(args.redis ? ['--redis', args.redis] : []),
    ],
    { execArgv: process.execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  let pending: ((answer: unknown) => void) | undefined;
  child.on('message', (answer) => pending?.(answer));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited (${code})`))),
  );
  exited.catch(() => {});
  const reply = <T>(message?: ToServer) =>
    Promise.race([
      new Promise<T>((resolve) => {
        pending = (answer) => resolve(answer as T);
        if (message) child.send(message);
      }),
      exited,
    ]);
  const { port } = await reply<{ port: number }>();
  const monitor = new pg.Client({ connectionString: adminUrl });
  await monitor.connect();
  const base = `http://127.0.0.1:${port}`;

  try {
    await run(base);
  } finally {
    await monitor.end();
    child.send('stop');
    await exited.catch(() => {});
    if (args['keep-db']) console.error(`kept the database ${dbName} (drop it when done)`);
    else await admin(`drop database if exists "${dbName}" with (force)`);
  }

  async function run(base: string) {
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

    // A farmer with a farm worth reading: one batch, two sections, 59 days of records.
    const signedUp = (await api('POST', '/api/auth/register', {
      firstName: 'Bench',
      lastName: 'Farmer',
      phone: '08039998877',
      password: 'a long bench passphrase',
    })) as unknown as { token: string; user: { _id: string } };
    const { token } = signedUp;
    const farmerId = signedUp.user._id;
    const [pen] = (await api(
      'GET',
      `/api/pen/farmer/${farmerId}`,
      undefined,
      token,
    )) as unknown as {
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
    // One section per connection for the spread-out write: 5 more batches of 10 sections.
    const ownSections: string[] = [];
    for (let b = 0; b < 5; b++) {
      const more = await api(
        'POST',
        `/api/pens/${pen?.id}/batches`,
        { name: `Layers ${b + 1}`, livestockType: 'poultry' },
        token,
      );
      for (let s = 0; s < 10; s++) {
        const section = await api(
          'POST',
          `/api/batches/${more.id}/sections`,
          { name: `Pen ${b + 1}.${s + 1}`, livestockType: 'poultry', subType: 'layer', count: 300 },
          token,
        );
        ownSections.push(section.id as string);
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
    const all: {
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
          // Alternating bodies (each connection cycles through them): every save replaces the
          // day's record and moves the section's live count by the difference.
          requests: [
            { body: JSON.stringify({ mortality: 1, feedAmount: 50 }) },
            { body: JSON.stringify({ mortality: 0, feedAmount: 55 }) },
          ],
        },
      },
      {
        name: 'PUT /api/sections/:id/records/:date (each connection its own section)',
        kind: 'write',
        options: {
          method: 'PUT',
          url: base,
          // Each connection saves today's record of its own section, alternating two bodies:
          // the same work as above without every writer queueing for one row lock.
          setupClient: (client: { setRequests(requests: unknown[]): void }) => {
            const section = ownSections[nextSection++ % ownSections.length];
            const path = `/api/sections/${section}/records/${day(0)}`;
            const headers = { ...auth, 'content-type': 'application/json' };
            client.setRequests(
              [
                { mortality: 1, feedAmount: 50 },
                { mortality: 0, feedAmount: 55 },
              ].map((body) => ({ method: 'PUT', path, headers, body: JSON.stringify(body) })),
            );
          },
        },
      },
    ];
    let nextSection = 0;
    const only = args.only;
    const scenarios = all.filter((s) => s.kind === 'baseline' || !only || s.name.includes(only));

    interface Row {
      name: string;
      kind: string;
      rps: number;
      p50: number;
      p99: number;
      non2xx: number;
      errors: number;
      cores: { server: number; bench: number; postgres: number; other: number };
    }
    const rows: Row[] = [];
    for (const [i, scenario] of scenarios.entries()) {
      if (args.profile) await reply({ profile: 'start' });
      const before = {
        server: cpuOf(child.pid ?? 0),
        bench: cpuOf(process.pid),
        machine: machineBusy(),
        at: performance.now(),
      };
      const backends = ourBackends(monitor, dbName);
      const result = await autocannon({
        connections: CONNECTIONS,
        duration: SECONDS,
        ...scenario.options,
      } as import('autocannon').Options);
      const wall = (performance.now() - before.at) / 1000;
      const used = {
        server: cpuOf(child.pid ?? 0) - before.server,
        bench: cpuOf(process.pid) - before.bench,
        postgres: await backends(),
      };
      const machine = machineBusy() - before.machine;
      const cores = {
        server: used.server / wall,
        bench: used.bench / wall,
        postgres: used.postgres / wall,
        other: Math.max(0, machine - used.server - used.bench - used.postgres) / wall,
      };
      if (args.profile) {
        const slug = scenario.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
        await reply({ profile: 'stop', file: join(args.profile, `${i}-${slug}.cpuprofile`) });
      }
      rows.push({
        name: scenario.name,
        kind: scenario.kind,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        cores,
      });
      console.error(
        `${scenario.name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
          `cores: server ${cores.server.toFixed(2)} autocannon ${cores.bench.toFixed(2)} postgres ${cores.postgres.toFixed(2)} other ${cores.other.toFixed(2)}, ` +
          `load ${loadavg()[0]?.toFixed(1)}`,
      );
    }
    const baseline = rows[0]?.rps ?? 1;
    // Cores over requests per second: CPU time per request, much steadier than req/s on a
    // machine shared with other work (PostgreSQL's includes every other database user's).
    const perRequest = (cores: number, rps: number) =>
      rps > 0 ? ((cores / rps) * 1e6).toFixed(0) : '–';

    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL 15, ${cpus().length} × ${cpus()[0]?.model.trim()}, ` +
        `Node ${process.version}, log level ${args['log-level']}${args.profile ? ', CPU profiler on' : ''}, ` +
        `session cache ${args['session-cache-ms'] === '0' ? 'off' : `${args['session-cache-ms'] ?? 'default'} ms`}${args.redis ? ' + Redis' : ''}, ` +
        `load average at the end ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}\n`,
    );
    console.log(
      '| route | kind | req/s | × baseline | p50 | p99 | non-2xx | errors | cores: server / autocannon / PostgreSQL / other | CPU µs per request: server / PostgreSQL |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---|---|');
    for (const r of rows) {
      const c = r.cores;
      console.log(
        `| \`${r.name}\` | ${r.kind} | ${r.rps.toFixed(0)} | ${(r.rps / baseline).toFixed(2)} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx} | ${r.errors} | ` +
          `${c.server.toFixed(2)} / ${c.bench.toFixed(2)} / ${c.postgres.toFixed(2)} / ${c.other.toFixed(2)} | ` +
          `${perRequest(c.server, r.rps)} / ${perRequest(c.postgres, r.rps)} |`,
      );
    }
  }
}
