import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers/server-process';

/*
 * NODE_ENV=production as an operator starts it: the process must come up and stay up. Reminders
 * are on by default in production and start after listen; they once added a Fastify hook there,
 * which crashed the process right after it printed its address.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('production start', () => {
  it('stays up with reminders on and answers /api/ready', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kiwo-prod-start-'));
    dirs.push(dataDir);
    const server = await startServerProcess({
      env: {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        NIN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      },
    });
    try {
      // The crash came right after listen: give the reminder run time to happen.
      await new Promise((r) => setTimeout(r, 1500));
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status, server.output()).toBe(200);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await server.stop();
    }
    expect(await server.exited).toBe(0);
  }, 120_000);
});
