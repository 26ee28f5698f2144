import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, productionScenario } from './helpers/production';
import { freePort, startServerProcess } from './helpers/server-process';

/*
 * NODE_ENV=production as an operator starts it (ADR 0022): on PostgreSQL, with the keys and the
 * public address set, the process must come up and stay up; without a required setting it must
 * stop at once with one line naming it. With KIWO_SERVER_ENTRY (the production stage of the test
 * command) both run the compiled build instead of the TypeScript source.
 */
let scenario: Awaited<ReturnType<typeof productionScenario>>;
beforeAll(async () => {
  scenario = await productionScenario('prodstart');
});
afterAll(() => scenario.cleanup());
// REMINDERS empty counts as unset: the production default (on) is what this file tests.
const productionEnv = () => scenario.env({ REMINDERS: '' });

/** The server entry run to its end, as `startServerProcess` would start it. */
function runToExit(env: Record<string, string>) {
  const entry = process.env.KIWO_SERVER_ENTRY;
  const args = entry ? [entry] : ['--import', 'tsx', 'src/server.ts'];
  return spawnSync(process.execPath, args, {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/root', ...env },
    encoding: 'utf8',
    timeout: 60_000,
    // A start that wrongly goes on must not outlive the test.
    killSignal: 'SIGKILL',
  });
}

describe('production start', () => {
  it('stays up with reminders on, answers /api/ready and seeds no demo accounts', async () => {
    const server = await startServerProcess({ env: productionEnv() });
    try {
      // Reminders start after listen; they once crashed the process right there.
      await new Promise((r) => setTimeout(r, 1500));
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status, server.output()).toBe(200);
      expect(server.child.exitCode).toBeNull();
      // SEED_DEMO is off by default in production: the published demo password opens nothing.
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'admin@kiwo.ng', password: 'kiwo-demo-2026' }),
      });
      expect(login.status, await login.text()).toBe(401);
    } finally {
      await server.stop();
    }
    expect(await server.exited).toBe(0);
  }, 120_000);

  it.each([
    ['AUTH_SECRET unset', { AUTH_SECRET: '' }, /AUTH_SECRET must be set/],
    ['DATABASE_URL unset', { DATABASE_URL: '' }, /DATABASE_URL must be set/],
    ['PUBLIC_URL unset', { PUBLIC_URL: '' }, /PUBLIC_URL must be set/],
    ['a malformed key', { NIN_ENCRYPTION_KEY: 'short' }, /NIN_ENCRYPTION_KEY must be 32 bytes/],
    ['a malformed URL', { DATABASE_URL: 'mysql://u:hunter2@db/kiwo' }, /DATABASE_URL must be a/],
  ])(
    'stops with exit 1 and one line: %s',
    (_, change, line) => {
      const result = runToExit({ ...productionEnv(), ...change });
      expect(result.status, result.stderr).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines, result.stderr).toHaveLength(1);
      expect(lines[0]).toMatch(/^Invalid configuration: /);
      expect(lines[0]).toMatch(line);
      expect(result.stderr).not.toContain('hunter2');
      expect(result.stdout).not.toContain('Kiwo is running');
    },
    60_000,
  );

  it('stops with one line naming Redis when REDIS_URL does not answer', async () => {
    const port = await freePort();
    const result = runToExit({
      ...productionEnv(),
      REDIS_URL: `redis://:hunter2@127.0.0.1:${port}`,
    });
    expect(result.status, result.stderr).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines, result.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(`Cannot reach Redis at 127.0.0.1:${port}`);
    expect(lines[0]).toMatch(/check REDIS_URL\.$/);
    expect(result.stderr).not.toContain('hunter2');
  }, 60_000);

  it("stops with the database's own reason when a migration is refused", async () => {
    // A role that may connect but not create anything: an operator's restore gone wrong.
    const own = await productionScenario('prodperm');
    const role = `kiwo_noperm_${process.pid}_${Date.now()}`;
    await adminQuery(`create role "${role}" login`);
    try {
      const url = Object.assign(new URL(own.databaseUrl), { username: role }).toString();
      const result = runToExit({ ...own.env({ REMINDERS: '' }), DATABASE_URL: url });
      expect(result.status, result.stderr).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines, result.stderr).toHaveLength(1);
      expect(lines[0]).toMatch(/the database refused a migration \(permission denied/);
      expect(lines[0]).not.toMatch(/CREATE|Failed query/);
    } finally {
      await own.cleanup();
      await adminQuery(`drop role if exists "${role}"`);
    }
  }, 60_000);
});
