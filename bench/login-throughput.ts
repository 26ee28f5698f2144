/**
 * Login check (not a test): how many sign-ins per second the server completes with
 * real argon2id (m = 19 MiB, t = 2, p = 1), and proof that the rate limiters answer 429 before
 * any hash is computed (argon2 is the expensive part an attacker would aim at).
 *
 *   npx tsx bench/login-throughput.ts [--connections 10] [--seconds 10]
 *
 * PostgreSQL: KIWO_BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); fresh
 * databases are created and dropped. Results go in docs/BENCHMARKS.md.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createPasswordHasher } from '../apps/server/src/lib/passwords';

const serverRequire = createRequire(new URL('../apps/server/package.json', import.meta.url));
const pg = serverRequire('pg') as typeof import('pg');
const autocannon = serverRequire('autocannon') as typeof import('autocannon');

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
  },
});
const adminUrl = process.env.KIWO_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'a long bench passphrase';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A listening server on a fresh database; `limits` false lifts the sign-in limits. */
async function server(name: string, env: Record<string, string>) {
  const dbName = `kiwo_bench_login_${name}_${process.pid}`;
  await admin(`create database "${dbName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const passwords = createPasswordHasher();
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
      // Behind a proxy the client IP comes from X-Forwarded-For: lets one machine be many IPs.
      TRUST_PROXY: 'true',
      ...env,
    }),
    { passwords },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    base,
    passwords,
    async signUp(phone: string) {
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
        body: JSON.stringify({ firstName: 'Bench', lastName: 'Login', phone, password: PASSWORD }),
      });
      if (res.status !== 201) throw new Error(`sign-up ${res.status}`);
    },
    async close() {
      await app.close();
      await admin(`drop database if exists "${dbName}" with (force)`);
    },
  };
}

const login = (base: string, identifier: string, password: string, ip: string) =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ identifier, password }),
  });

// ---- 1. throughput with real hashing (limits lifted) ----------------------------------------------
const open = await server('open', {
  AUTH_RATE_LIMIT_PER_IP: '100000000',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '100000000',
});
await open.signUp('08039990000');
const before = open.passwords.calls;
const result = await autocannon({
  url: `${open.base}/api/auth/login`,
  method: 'POST',
  connections: Number(args.connections),
  duration: Number(args.seconds),
  workers: 1,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ identifier: '08039990000', password: PASSWORD }),
});
const hashes = open.passwords.calls - before;
await open.close();

// ---- 2. the limiters answer before any hash ---------------------------------------------------------
const limited = await server('limited', {});
await limited.signUp('08039990001');
// Per account: 10 attempts per 15 minutes, each from its own IP (an attacker with many IPs).
const accountStatuses: number[] = [];
const accountBefore = limited.passwords.calls;
for (let i = 0; i < 40; i++) {
  const res = await login(
    limited.base,
    '08039990001',
    'wrong password guess',
    `203.0.113.${i + 1}`,
  );
  accountStatuses.push(res.status);
}
const accountHashes = limited.passwords.calls - accountBefore;
// Per IP: 20 a minute, each attempt at a different account (spraying from one IP).
const ipStatuses: number[] = [];
const ipBefore = limited.passwords.calls;
for (let i = 0; i < 60; i++) {
  const res = await login(
    limited.base,
    `0803999${String(1000 + i)}`,
    'wrong password guess',
    '192.0.2.50',
  );
  ipStatuses.push(res.status);
}
const ipHashes = limited.passwords.calls - ipBefore;
await limited.close();

const count = (list: number[], status: number) => list.filter((s) => s === status).length;
console.log(
  `\n${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load average at the end ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log('| measure | value |');
console.log('|---|---:|');
console.log(
  `| successful logins/s (${args.connections} connections, ${args.seconds} s) | ${result.requests.average.toFixed(1)} |`,
);
console.log(`| latency p50 / p99 | ${result.latency.p50} ms / ${result.latency.p99} ms |`);
console.log(
  `| argon2 computations per completed login (in-flight ones at the end count too) | ${(hashes / Math.max(result.requests.total, 1)).toFixed(2)} |`,
);
console.log(`| non-2xx / errors | ${result.non2xx} / ${result.errors} |`);
console.log(
  `| one account, 40 wrong passwords from 40 IPs | ${count(accountStatuses, 401)} × 401, ${count(accountStatuses, 429)} × 429, ${accountHashes} hashes |`,
);
console.log(
  `| one IP, 60 wrong passwords at 60 accounts | ${count(ipStatuses, 401)} × 401, ${count(ipStatuses, 429)} × 429, ${ipHashes} hashes |`,
);
if (accountHashes !== count(accountStatuses, 401) || ipHashes !== count(ipStatuses, 401)) {
  console.log('\nA 429 computed a hash: the limiter does not answer first.');
  process.exitCode = 1;
}
