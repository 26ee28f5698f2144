import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * A Kiwo server as its own operating-system process, for tests that must watch the process
 * itself survive (database faults) or run two of them side by side (scale-out). By default it
 * runs the TypeScript entry through tsx; `KIWO_SERVER_ENTRY` (a compiled `.js` file, set by the
 * production stage of the test command) runs that file with plain `node` instead, so the same
 * test proves the build an operator deploys.
 */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr interleaved). */
  output(): string;
  /** Settles with the exit code when the process ends, for whatever reason. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>;
}

export interface StartOptions {
  /** Added to a minimal environment: no inherited DATABASE_URL, REDIS_URL or NODE_ENV. */
  env?: Record<string, string>;
  port?: number;
  /** How long to wait for `/api/health` to answer before giving up. */
  readyTimeoutMs?: number;
}

export async function startServerProcess(options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const entry = process.env.KIWO_SERVER_ENTRY;
  const [command, args] = entry
    ? [process.execPath, [entry]]
    : [process.execPath, ['--import', 'tsx', 'src/server.ts']];
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/root',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    OUTBOX_PRINT: 'false',
    // Required with NODE_ENV=production (ADR 0022); links in emails point back at this process.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...options.env,
  };
  const child = spawn(command, args, { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout?.on('data', (chunk) => {
    printed += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    printed += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (;;) {
    if (gone) throw new Error(`Kiwo exited before it was ready:\n${printed}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Kiwo did not answer /api/health in time:\n${printed}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    port,
    child,
    output: () => printed,
    exited,
    async stop(graceMs = 10_000) {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
