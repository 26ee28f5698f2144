#!/usr/bin/env node
/**
 * The `production` stage of the test command (ADR 0022): Kiwo as an operator deploys it.
 *
 * 1. `scripts/build-production.sh OUT` — the Dockerfile's build — assembles the runtime tree.
 * 2. The COMPILED server from that tree runs with NODE_ENV=production on a fresh PostgreSQL
 *    database (127.0.0.1:5432, dropped afterwards), Redis (127.0.0.1:6379) and an SMTP server in
 *    this process, and is used over HTTP as a farmer would: sign up, sign in, save today's record,
 *    read it back, ask for a password reset and find the email at the SMTP server.
 * 3. `vitest --project server-postgres test/production-` runs the production scenarios (start-up,
 *    database faults, scale-out) against the same compiled entry (`KIWO_SERVER_ENTRY`).
 *
 * Writes `.reports/production.json` ({ numPassedTests, numFailedTests, checks }) for
 * scripts/test-all.mjs; exits non-zero when anything failed. Everything it started is stopped and
 * everything it created is removed, also on failure.
 *   node scripts/production-stage.mjs [--skip-vitest]
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const root = fileURLToPath(new URL('..', import.meta.url));
// node-postgres is the server's dependency, not the repository root's.
const pg = createRequire(join(root, 'apps/server/package.json'))('pg');
const reports = join(root, '.reports');
const reportFile = join(reports, 'production.json');
const adminUrl = process.env.KIWO_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.KIWO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const runId = `kiwo_prodstage_${process.pid}_${Date.now()}`;
const work = mkdtempSync(join(tmpdir(), 'kiwo-production-'));
const tree = join(work, 'tree');
const entry = join(tree, 'apps/server/dist/server.js');

const checks = [];
const cleanups = [];
let vitestCounts = { passed: 0, failed: 0 };

const elapsed = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** One named check; a throw fails it (with the reason) and stops the steps that depend on it. */
async function step(name, fn) {
  const started = Date.now();
  try {
    const result = await fn();
    checks.push({ name, ok: true });
    console.log(`  ✓ ${name} (${elapsed(started)})`);
    return result;
  } catch (error) {
    checks.push({ name, ok: false, reason: String(error?.message ?? error) });
    console.log(`  ✗ ${name} (${elapsed(started)}): ${error?.message ?? error}`);
    throw new StageStopped(name);
  }
}
class StageStopped extends Error {}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** An SMTP server in this process (no TLS, no auth), as apps/server/test/helpers/smtp.ts. */
async function startSmtp() {
  const inbox = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        // Quoted-printable soft breaks and escapes, as nodemailer writes long lines.
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    inbox,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The compiled server as its own process, started from the runtime tree like the image does. */
async function startServer(env) {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: tree,
    env: { PATH: process.env.PATH, HOME: process.env.HOME ?? '/root', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => {
    output += c;
  });
  child.stderr.on('data', (c) => {
    output += c;
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const stop = async () => {
    if (gone) return exited;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  cleanups.push(stop);
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (gone) throw new Error(`the server exited before it was ready:\n${output}`);
    const ready = await fetch(`${url}/api/ready`).catch(() => undefined);
    if (ready?.ok) break;
    if (Date.now() > deadline) throw new Error(`/api/ready did not answer 200 in 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child, stop, exited, output: () => output, alive: () => !gone };
}

async function api(base, method, path, body, token) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

function expectStatus(res, status, what) {
  if (res.status !== status)
    throw new Error(`${what}: HTTP ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

async function main() {
  const started = Date.now();
  console.log('production stage: the compiled server in NODE_ENV=production');

  await step('build: scripts/build-production.sh assembles the runtime tree', () => {
    const result = spawnSync('bash', [join(root, 'scripts/build-production.sh'), tree], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, KIWO_SKIP_INSTALL: process.env.KIWO_SKIP_INSTALL ?? '1' },
    });
    if (result.status !== 0) throw new Error(`exit ${result.status}`);
    for (const file of ['apps/server/dist/server.js', 'apps/server/drizzle', 'apps/web/dist']) {
      if (!existsSync(join(tree, file))) throw new Error(`${file} missing from the tree`);
    }
    if (existsSync(join(tree, 'node_modules/.pnpm/node_modules/tsx'))) {
      throw new Error('tsx (a TypeScript loader) is in the production dependencies');
    }
  });

  const databaseUrl = await step('a fresh PostgreSQL database', async () => {
    await adminQuery(`create database "${runId}"`);
    cleanups.push(() => adminQuery(`drop database if exists "${runId}" with (force)`));
    return Object.assign(new URL(adminUrl), { pathname: `/${runId}` }).toString();
  });

  const smtp = await step('an SMTP server in this process', async () => {
    const s = await startSmtp();
    cleanups.push(s.close);
    return s;
  });

  const port = await freePort();
  const server = await step('the compiled server starts on PostgreSQL + Redis + SMTP', () =>
    startServer({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // Other runs may share this Redis: keep this run's messages to itself.
      SESSION_REVOKE_CHANNEL: `${runId}-sessions`,
      IVR_REDIS_CHANNEL: `${runId}-ivr`,
      SMTP_URL: smtp.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: join(work, 'data'),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      NIN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
    }),
  );

  await step('it serves the web app and /api/health', async () => {
    const page = await fetch(`${server.url}/`);
    if (page.status !== 200 || !(await page.text()).includes('<html')) {
      throw new Error(`GET / answered ${page.status}`);
    }
    const health = await api(server.url, 'GET', '/health');
    expectStatus(health, 200, 'GET /api/health');
  });

  await step('no demo accounts in production (SEED_DEMO defaults off)', async () => {
    const res = await api(server.url, 'POST', '/auth/login', {
      identifier: 'admin@kiwo.ng',
      password: 'kiwo-demo-2026',
    });
    expectStatus(res, 401, 'demo admin login');
  });

  const phone = `0803${String(Date.now()).slice(-7)}`;
  const email = `farmer-${process.pid}@example.ng`;
  const password = 'correct horse battery';
  await step('a farmer signs up', async () => {
    const res = await api(server.url, 'POST', '/auth/register', {
      firstName: 'Amina',
      lastName: 'Bello',
      phone,
      email,
      password,
      stateOfResidence: 'Kaduna',
      age: '26-35',
      gender: 'female',
      farmName: 'Bello Farm',
      primaryLivestock: 'poultry',
      totalLivestockCount: 120,
    });
    expectStatus(res, 201, 'POST /auth/register');
  });

  const session = await step('the farmer signs in', async () => {
    const res = await api(server.url, 'POST', '/auth/login', { identifier: phone, password });
    const data = expectStatus(res, 200, 'POST /auth/login').data;
    if (!data?.token) throw new Error('no session token');
    return { token: data.token, id: data.user._id };
  });

  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Lagos' });
  const sectionId = await step('the farmer sets up a batch and a section', async () => {
    const pens = expectStatus(
      await api(server.url, 'GET', `/pen/farmer/${session.id}`, undefined, session.token),
      200,
      'GET pens',
    );
    const penId = pens.data[0]?.id;
    if (!penId) throw new Error('sign-up made no default pen');
    const batch = expectStatus(
      await api(
        server.url,
        'POST',
        `/pens/${penId}/batches`,
        { name: 'Broilers', livestockType: 'poultry' },
        session.token,
      ),
      201,
      'POST batch',
    );
    const section = expectStatus(
      await api(
        server.url,
        'POST',
        `/batches/${batch.data.id}/sections`,
        { name: 'House A', livestockType: 'poultry', subType: 'broiler', count: 100 },
        session.token,
      ),
      201,
      'POST section',
    );
    return section.data.id;
  });

  await step("the farmer saves today's record and reads it back", async () => {
    const saved = await api(
      server.url,
      'PUT',
      `/sections/${sectionId}/records/${today}`,
      { feedAmount: 12.5, mortality: 2, notes: 'production stage' },
      session.token,
    );
    expectStatus(saved, 201, 'PUT record');
    const page = expectStatus(
      await api(server.url, 'GET', `/sections/${sectionId}/records`, undefined, session.token),
      200,
      'GET records',
    );
    const rows = page.data?.records ?? page.data?.items ?? page.data;
    const row = (Array.isArray(rows) ? rows : []).find((r) => r.notes === 'production stage');
    if (!row) throw new Error(`the saved record is not in the list: ${JSON.stringify(page.data)}`);
    if (Number(row.feedAmount) !== 12.5 || Number(row.mortality) !== 2) {
      throw new Error(`read back ${JSON.stringify(row)}`);
    }
  });

  await step(
    'a password-reset email arrives at the SMTP server with a PUBLIC_URL link',
    async () => {
      const res = await api(server.url, 'POST', '/auth/forgotpassword', { identifier: email });
      const body = expectStatus(res, 200, 'POST /auth/forgotpassword');
      if (JSON.stringify(body).includes('otpCode":"'))
        throw new Error('a code leaked in the answer');
      const deadline = Date.now() + 15_000;
      const mailFor = () => smtp.inbox.find((m) => m.to.includes(email));
      while (!mailFor() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const mail = mailFor();
      if (!mail) throw new Error(`no email for ${email} in 15 s:\n${server.output()}`);
      if (!mail.text.includes(`http://127.0.0.1:${port}/`)) {
        throw new Error('the email has no link to PUBLIC_URL');
      }
    },
  );

  const healthcheck = () =>
    spawnSync(process.execPath, [join(tree, 'apps/server/healthcheck.mjs')], {
      env: { PATH: process.env.PATH, PORT: String(port) },
      timeout: 10_000,
    }).status;
  await step('the image health check passes, the server is still up', async () => {
    if (healthcheck() !== 0) throw new Error('healthcheck.mjs failed against a running server');
    if (!server.alive()) throw new Error('the process exited');
  });

  await step('SIGTERM stops it cleanly (exit 0); the health check then fails', async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`exit code ${code}:\n${server.output()}`);
    if (healthcheck() !== 1) throw new Error('healthcheck.mjs passed with no server');
  });

  if (!process.argv.includes('--skip-vitest')) {
    const file = join(reports, 'production-vitest.json');
    console.log('\n  vitest server-postgres test/production- against the compiled entry');
    const result = spawnSync(
      'pnpm',
      [
        'exec',
        'vitest',
        'run',
        '--project',
        'server-postgres',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
        'test/production-',
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, KIWO_SERVER_ENTRY: entry } },
    );
    let report;
    try {
      report = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      report = undefined;
    }
    const passed = report?.numPassedTests ?? 0;
    const failed = report?.numFailedTests ?? 0;
    // A crash, or a run that found no production scenario, is a failure, never zero tests.
    vitestCounts = { passed, failed: failed + (result.status !== 0 && failed === 0 ? 1 : 0) };
    if (passed === 0 && vitestCounts.failed === 0) vitestCounts.failed = 1;
  }
  console.log(`production stage done in ${elapsed(started)}`);
}

async function cleanup() {
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (error) {
      console.log(`  cleanup: ${error?.message ?? error}`);
    }
  }
  try {
    rmSync(work, { recursive: true, force: true, maxRetries: 3 });
  } catch (error) {
    console.log(`  cleanup: ${work}: ${error?.message ?? error}`);
  }
}

mkdirSync(reports, { recursive: true });
let crashed;
try {
  await main();
} catch (error) {
  if (!(error instanceof StageStopped)) {
    crashed = error;
    checks.push({ name: 'production stage', ok: false, reason: String(error?.stack ?? error) });
    console.error(error);
  }
} finally {
  await cleanup();
}
const passed = checks.filter((c) => c.ok).length + vitestCounts.passed;
const failed = checks.filter((c) => !c.ok).length + vitestCounts.failed;
writeFileSync(
  reportFile,
  `${JSON.stringify({ numPassedTests: passed, numFailedTests: failed, checks }, null, 2)}\n`,
);
console.log(`production: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && !crashed ? 0 : 1);
