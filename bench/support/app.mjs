/**
 * The built app for a benchmark: `pnpm --filter @kiwo/server start` (what `pnpm start` runs
 * after building; WEB_DIST picks another build) on a port the system says is free, with a
 * throwaway database and the demo data, and the demo accounts' sign-in.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEMO_PASSWORD = 'kiwo-demo-2026';
export const DEMO = { farmer: '08030000001', agent: '08030000002', admin: 'admin@kiwo.ng' };

/** A port nothing listens on now (a random guess can hit another server). */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts the app and waits until `/api/ready` answers; `stop()` ends it and its children. */
export async function startBuiltApp() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('pnpm', ['--filter', '@kiwo/server', 'start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kiwo-bench-')),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, port, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`the app did not answer ${base}/api/ready within 2 minutes`);
}

/** Signs a demo account in through the API: `{ token, user }`. */
export async function signInDemo(base, identifier) {
  const login = await fetch(new URL('/api/auth/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password: DEMO_PASSWORD }),
  }).then((r) => r.json());
  if (!login?.data?.token) throw new Error(`demo sign-in failed: ${JSON.stringify(login)}`);
  return login.data;
}

/** The app's own storage format of a session (stores/persist.ts): `{ state, version }`. */
export const storedSession = ({ token, user }) =>
  JSON.stringify({ state: { user, token, adminVerification: null }, version: 0 });
