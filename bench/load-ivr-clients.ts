/**
 * Capacity check (not a test) of the IVR voice service: 1,000 concurrent socket.io
 * clients on `/ivr` (WebSocket, session tokens, no audio; 100 calls per account, the most the
 * per-account call limit allows, ADR 0024). The server runs in a child process
 * so its memory is its own; this process holds the clients. Measured: connect + `authenticate` →
 * `authenticated` per client while the others connect, then an `authenticate` round trip (the
 * service's acknowledgement) sent by every client at the same instant, and the server's memory
 * before, with every call open, and after they all hung up.
 *
 *   npx tsx bench/load-ivr-clients.ts [--clients 1000] [--batch 100]
 *
 * PostgreSQL: KIWO_BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); a fresh
 * database is created and dropped. Results go in docs/BENCHMARKS.md.
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const adminUrl = process.env.KIWO_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `kiwo_bench_ivr_clients_${process.ppid}`;

interface Memory {
  rss: number;
  heapUsed: number;
}

/** Calls per account: the bench raises the per-account limit to its ceiling. */
const CALLS_PER_ACCOUNT = 100;

if (process.argv.includes('--server')) await serve();
else await drive();

/** The child: the full app with the IVR mounted, on a fresh database. */
async function serve() {
  const clients = Number(process.argv[process.argv.indexOf('--server') + 1]) || 1000;
  const pg = serverRequire('pg') as typeof import('pg');
  const { buildApp } = await import('../apps/server/src/app');
  const { loadConfig } = await import('../apps/server/src/config');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
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
      IVR_AUTH_TIMEOUT_MS: '600000',
      IVR_MAX_CALLS_PER_ACCOUNT: String(CALLS_PER_ACCOUNT),
      IVR_MAX_CALLS_PER_PROCESS: String(Math.max(clients, 10)),
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const tokens: string[] = [];
  for (let i = 0; i < Math.ceil(clients / CALLS_PER_ACCOUNT); i++) {
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Caller',
        phone: `0803999${String(i).padStart(4, '0')}`,
        password: 'a long bench passphrase',
      }),
    });
    const { data } = (await res.json()) as { data: { token: string } };
    tokens.push(data.token);
  }
  const memory = (): Memory => {
    const m = process.memoryUsage();
    return { rss: m.rss, heapUsed: m.heapUsed };
  };
  process.on('message', async (message: string) => {
    if (message === 'memory') process.send?.({ memory: memory() });
    if (message === 'stop') {
      await app.close();
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
      process.exit(0);
    }
  });
  process.send?.({ base, tokens, memory: memory() });
}

/** The parent: the clients. */
async function drive() {
  const { values: args } = parseArgs({
    options: {
      clients: { type: 'string', default: '1000' },
      batch: { type: 'string', default: '100' },
      server: { type: 'boolean' },
    },
  });
  const CLIENTS = Number(args.clients);
  const BATCH = Number(args.batch);
  const { io } = serverRequire('socket.io-client') as typeof import('socket.io-client');
  const child = fork(fileURLToPath(import.meta.url), ['--server', String(CLIENTS)], {
    execArgv: process.execArgv,
  });
  const ask = <T>(message?: string) =>
    new Promise<T>((resolve) => {
      child.once('message', (reply) => resolve(reply as T));
      if (message) child.send(message);
    });
  const started = await ask<{ base: string; tokens: string[]; memory: Memory }>();
  const memory = async () => (await ask<{ memory: Memory }>('memory')).memory;

  type Client = ReturnType<typeof io>;
  const clients: Client[] = [];
  const connectMs: number[] = [];
  const openOne = (n: number) =>
    new Promise<void>((resolve, reject) => {
      const t0 = performance.now();
      const socket = io(`${started.base}/ivr`, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: { token: started.tokens[Math.floor(n / CALLS_PER_ACCOUNT)] },
      });
      socket.once('connect_error', reject);
      socket.once('connect', () => socket.emit('authenticate', {}));
      socket.once('authenticated', () => {
        connectMs.push(performance.now() - t0);
        clients.push(socket);
        resolve();
      });
    });
  for (let i = 0; i < CLIENTS; i += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, CLIENTS - i) }, (_, j) => openOne(i + j)),
    );
  }
  const open = await memory();

  // Every client asks at the same instant; the service acknowledges each with `authenticated`.
  const ackMs: number[] = [];
  await Promise.all(
    clients.map(
      (socket) =>
        new Promise<void>((resolve) => {
          const t0 = performance.now();
          socket.once('authenticated', () => {
            ackMs.push(performance.now() - t0);
            resolve();
          });
          socket.emit('authenticate', {});
        }),
    ),
  );

  for (const socket of clients) socket.disconnect();
  await new Promise((r) => setTimeout(r, 2000));
  const after = await memory();
  child.send('stop');

  const q = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  };
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `\n${clients.length} clients (opened ${BATCH} at a time), PostgreSQL 15, ${cpus().length} × ${cpus()[0]?.model.trim()}, ` +
      `Node ${process.version}, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
  );
  console.log('| measure | value |');
  console.log('|---|---:|');
  console.log(
    `| connect + authenticate, p50 / p95 / max | ${q(connectMs, 0.5).toFixed(0)} / ${q(connectMs, 0.95).toFixed(0)} / ${q(connectMs, 1).toFixed(0)} ms |`,
  );
  console.log(
    `| ack with all ${clients.length} asking at once, p50 / p95 / max | ${q(ackMs, 0.5).toFixed(0)} / ${q(ackMs, 0.95).toFixed(0)} / ${q(ackMs, 1).toFixed(0)} ms |`,
  );
  console.log(
    `| server RSS: idle / ${clients.length} calls open / after they hung up | ${mb(started.memory.rss)} / ${mb(open.rss)} / ${mb(after.rss)} |`,
  );
  console.log(
    `| server heap used: idle / open | ${mb(started.memory.heapUsed)} / ${mb(open.heapUsed)} |`,
  );
  console.log(
    `| memory per open call (RSS) | ${((open.rss - started.memory.rss) / clients.length / 1024).toFixed(0)} KB |`,
  );
}
