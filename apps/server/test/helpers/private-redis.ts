import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './server-process';

/**
 * A Redis of a test's own (`redis-server` on a free loopback port, nothing saved to disk), so a
 * test may kill it and start it again — never the shared Redis on 6379 other tests use.
 */
const BIN = process.env.KIWO_REDIS_SERVER ?? 'redis-server';

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });

export async function startPrivateRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    const next = spawn(
      BIN,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = next;
    for (let i = 0; i < 100; i++) {
      if (await answers(port)) return;
      if (next.exitCode !== null) throw new Error(`redis-server exited (${next.exitCode})`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('redis-server did not answer PING');
  };
  /** SIGKILL: connections drop without a goodbye, as when the host dies. */
  const kill = async () => {
    const current = child;
    child = undefined;
    if (!current || current.exitCode !== null) return;
    const gone = new Promise((r) => current.once('exit', r));
    current.kill('SIGKILL');
    await gone;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, kill, destroy: kill };
}
