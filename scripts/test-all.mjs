#!/usr/bin/env node
/**
 * The one test command (`pnpm test`): static checks, every vitest project, the production build
 * run as an operator deploys it (scripts/production-stage.mjs), the Storybook story tests and the
 * Playwright journeys, run one after another (2 cores: parallel runners only fight) — except the
 * read-only static checks, which run beside the journeys at the lowest CPU priority: one journey
 * at a time leaves a core mostly idle, and a static check has no time limit a slow run could
 * pass (ADR 0075).
 * Each runner writes a JSON report; the last line sums them as `N passed, N failed`.
 * A runner that crashes without a report counts as one failure, never as zero tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const env = { ...process.env, CI: process.env.CI ?? 'true', FORCE_COLOR: '0' };

const run = (label, command, args, extraEnv = {}) => {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  console.log(
    `=== ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status ?? 1;
};

const readJson = (file) => {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
};

/** The production stage's check that ran `scripts/build-production.sh` (`pnpm build`). */
const BUILD_CHECK = 'build: scripts/build-production.sh assembles the runtime tree';

/**
 * `pnpm start`'s serve command when `pnpm start` is `W && S` and `pnpm build` starts with the
 * same `W` (so the stage that ran `pnpm build` already did `pnpm start`'s build); else undefined.
 */
function serveHalfOfStart() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const [webBuild, ...serve] = String(scripts.start ?? '').split(' && ');
  const [buildFirst] = String(scripts.build ?? '').split(' && ');
  return serve.length === 1 && webBuild === buildFirst ? serve[0] : undefined;
}

const tally = [];
const record = (label, passed, failed, exitCode) => {
  // A non-zero exit with no failing test (a crash, a type error) still counts as a failure.
  const extra = exitCode !== 0 && failed === 0 ? 1 : 0;
  tally.push({ label, passed, failed: failed + extra });
};

// 1. Generated files match their sources. First and on its own: the check regenerates the i18n
//    files in place, which a server starting beside it (the journeys) could read half-written.
{
  const code = run('generated', 'node', ['scripts/check-generated.mjs']);
  record('generated', code === 0 ? 1 : 0, code === 0 ? 0 : 1, 0);
}

/**
 * The other static checks: format + lint (with the layering rules), imports across packages,
 * visible words outside packages/i18n, dead code (knip, ADR 0034), types and commit history,
 * each one check. They only read the tree and have no time limit, so they run beside the
 * journeys under `nice -n 19`: they take what CPU the journeys leave (CFS gives a nice-19
 * process ~1.5 % of a core against a nice-0 one), and a journey's budget never pays for them.
 * Their output goes to .reports/static.log, printed after the journeys so the two logs do not
 * interleave.
 */
const STATIC_CHECKS = [
  ['lint', 'pnpm', ['exec', 'biome', 'check', '.']],
  ['imports', 'node', ['scripts/check-imports.mjs']],
  ['ui-strings', 'node', ['scripts/check-ui-strings.mjs']],
  ['knip', 'pnpm', ['exec', 'knip', '--no-progress']],
  ['types', 'pnpm', ['-r', '--include-workspace-root', '--workspace-concurrency=2', 'typecheck']],
  ['history', 'node', ['scripts/check-history.mjs']],
];
const staticLog = join(reports, 'static.log');

const lane = { journeysDone: false, running: undefined };

/**
 * Runs `command` with its output appended to `log`: at the lowest priority while the journeys
 * run, at the normal one after them (as before this lane existed, so a machine busy with other
 * work does not starve the checks left over). Resolves its exit code.
 */
function runNice(label, command, args, log) {
  const out = openSync(log, 'a');
  const started = Date.now();
  const niceness = lane.journeysDone ? 0 : 19;
  return new Promise((resolve) => {
    // Its own process group, so `renice -g` reaches the tools it starts (pnpm → tsc).
    const child = spawn('nice', ['-n', String(niceness), command, ...args], {
      cwd: root,
      stdio: ['ignore', out, out],
      env,
      detached: true,
    });
    lane.running = child;
    // 'error' and 'exit' can both come for one failed start: answer once.
    let answered = false;
    const done = (status) => {
      if (answered) return;
      answered = true;
      lane.running = undefined;
      closeSync(out);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `=== ${label} (static lane, from nice ${niceness}): exit ${status} in ${seconds} s`,
      );
      resolve(status);
    };
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });
}

/** The journeys are over: the check still running goes back to the normal priority. */
function journeysDone() {
  lane.journeysDone = true;
  const pid = lane.running?.pid;
  if (pid === undefined) return;
  const { status } = spawnSync('renice', ['-n', '0', '-g', String(pid)], { stdio: 'ignore' });
  console.log(
    `=== static lane: ${status === 0 ? 'back to nice 0' : 'renice refused, stays at 19'}`,
  );
}

// The lane's checks are in their own process groups: a stopped run stops them too.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (lane.running?.pid) process.kill(-lane.running.pid, signal);
    process.exit(1);
  });

async function staticLane() {
  const results = [];
  for (const [label, command, args] of STATIC_CHECKS)
    results.push([label, await runNice(label, command, args, staticLog)]);
  return results;
}

/** Like `run`, without blocking the event loop (the static lane runs meanwhile). */
function runAsync(label, command, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, ...extraEnv },
    });
    let answered = false;
    const done = (status) => {
      if (answered) return;
      answered = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`=== ${label}: exit ${status} in ${seconds} s`);
      resolve(status);
    };
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });
}

// 2. vitest: units, i18n, api-client, ui tokens, web logic, server on PGlite and PostgreSQL.
{
  const file = join(reports, 'vitest.json');
  const code = run('vitest', 'pnpm', [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const r = readJson(file);
  record('vitest', r?.numPassedTests ?? 0, r?.numFailedTests ?? 0, code);
}

// 3. Production: the compiled server with NODE_ENV=production on PostgreSQL + Redis + SMTP, used
//    over HTTP, then the test/production-* scenarios against it (ADR 0022).
let webBuilt = false;
{
  const code = run('production', 'node', ['scripts/production-stage.mjs']);
  const r = readJson(join(reports, 'production.json'));
  record('production', r?.numPassedTests ?? 0, r?.numFailedTests ?? 0, code);
  webBuilt = r?.checks?.find((c) => c.name === BUILD_CHECK)?.ok === true;
}

// 4. Storybook: every story's play function and an axe check, in Chromium.
{
  const code = run('stories', 'node', ['scripts/test-stories.mjs']);
  const r = readJson(join(reports, 'stories.json'));
  record('stories', r?.numPassedTests ?? 0, r?.numFailedTests ?? 0, code);
}

// 5. Playwright journeys against `pnpm start`, i.e. `<web build> && <serve>`. The production stage
//    ran `pnpm build`, whose first step is that same web build on the same sources, into the same
//    apps/web/dist: when it succeeded and the scripts still have that shape, the journeys run the
//    serve half only (the web build took 40–116 s). Otherwise `pnpm start` as a whole.
{
  const serve = webBuilt ? serveHalfOfStart() : undefined;
  if (serve) console.log(`\n=== e2e: apps/web/dist from the production stage's build; ${serve}`);
  console.log(`\n=== static checks beside the journeys (nice 19), output in ${staticLog}`);
  const checking = staticLane();
  const code = await runAsync('e2e', 'pnpm', ['exec', 'playwright', 'test'], {
    CI: 'true',
    ...(serve ? { E2E_SERVER_COMMAND: serve } : {}),
  });
  journeysDone();
  const r = readJson(join(reports, 'e2e.json'));
  const passed = (r?.stats?.expected ?? 0) + (r?.stats?.flaky ?? 0);
  record('e2e', passed, r?.stats?.unexpected ?? 0, code);

  const started = Date.now();
  const checks = await checking;
  const waited = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\n=== static checks (waited ${waited} s after the journeys):\n`);
  if (existsSync(staticLog)) process.stdout.write(readFileSync(staticLog, 'utf8'));
  for (const [label, status] of checks) {
    console.log(`=== ${label}: exit ${status}`);
    record(label, status === 0 ? 1 : 0, status === 0 ? 0 : 1, 0);
  }
}

console.log('\nSummary');
for (const { label, passed, failed } of tally)
  console.log(`  ${label.padEnd(10)} ${passed} passed, ${failed} failed`);
const passed = tally.reduce((n, t) => n + t.passed, 0);
const failed = tally.reduce((n, t) => n + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
