import { execFile, execSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * A PostgreSQL 15 server of a test's own (Debian's binaries, a temporary data directory, a free
 * loopback port), so a test may stop and restart it — never the shared server on 5432 that every
 * other test uses. initdb refuses to run as root: as root the commands run as `postgres`.
 */
const BIN = process.env.KIWO_PG_BIN ?? '/usr/lib/postgresql/15/bin';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export type StopMode = 'fast' | 'immediate';

export async function startPrivatePostgres() {
  if (!existsSync(join(BIN, 'initdb'))) {
    throw new Error(`PostgreSQL 15 binaries not found in ${BIN} (apt-get install postgresql-15)`);
  }
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync('/tmp/kiwo-private-pg-');
  if (root) {
    const uid = Number(execSync('id -u postgres').toString());
    const gid = Number(execSync('id -g postgres').toString());
    chownSync(dir, uid, gid);
  }
  // Asynchronous: the server under test keeps answering while PostgreSQL stops and starts.
  const run = (program: string, args: string[]) =>
    execFileAsync(
      root ? 'runuser' : join(BIN, program),
      root ? ['-u', 'postgres', '--', join(BIN, program), ...args] : args,
      { timeout: 60_000 },
    );
  const data = join(dir, 'data');
  await run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=40 -c shared_buffers=16MB`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '60', '-o', options, 'start']);
  await start();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** `immediate` is a crash (WAL recovery on the next start); `fast` a clean shutdown. */
    stop: (mode: StopMode = 'immediate') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    start,
    async destroy() {
      try {
        await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type PrivatePostgres = Awaited<ReturnType<typeof startPrivatePostgres>>;
