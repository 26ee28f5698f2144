import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One daily-record write that passed through the proxy. */
interface RecordWrite {
  url: string;
  idempotencyKey: string | undefined;
  /** The server stored it but the browser never got the answer. */
  dropped: boolean;
}

export interface OfflineProxy {
  /** Open the app here (same host, its own port: its own origin and service worker). */
  url: string;
  writes: RecordWrite[];
  /**
   * The next `count` record writes reach the server, which stores them; then the proxy
   * destroys the browser's connection before relaying the answer (a weak network's lost reply).
   */
  dropAnswers(count: number): void;
  close(): Promise<void>;
}

/** A foreign worker script the proxy serves, for spec §1's clean-up. */
export const LEGACY_WORKER = '/legacy-sw.js';

const RECORD_WRITE = /^\/api\/sections\/[^/]+\/records\/\d{4}-\d{2}-\d{2}$/;

/**
 * A small HTTP proxy in front of the Kiwo server for e2e/offline.spec.ts. Everything is relayed
 * as is; every answer closes its connection, so Chromium never silently resends a request on a
 * reused socket and the app itself must retry. No test-only code runs in the server.
 */
export async function startOfflineProxy(target: string): Promise<OfflineProxy> {
  const upstream = new URL(target);
  const writes: RecordWrite[] = [];
  let toDrop = 0;

  const server: Server = createServer((req: IncomingMessage, res) => {
    const path = req.url ?? '/';
    if (path === LEGACY_WORKER) {
      // Stands in for a service worker an older Kiwo (or anything else) left on this origin.
      res.writeHead(200, { 'content-type': 'text/javascript', connection: 'close' });
      res.end("self.addEventListener('fetch', () => {});");
      return;
    }
    const isWrite = req.method === 'PUT' && RECORD_WRITE.test(path.split('?')[0] ?? '');
    const drop = isWrite && toDrop > 0;
    if (drop) toDrop -= 1;
    if (isWrite) {
      const key = req.headers['idempotency-key'];
      writes.push({
        url: path,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        dropped: drop,
      });
    }
    const out = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path,
        headers: { ...req.headers, host: upstream.host, connection: 'close' },
      },
      (answer) => {
        if (drop) {
          // Let the server finish (it has stored the record), then cut the browser off.
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, connection: 'close' });
        answer.pipe(res);
      },
    );
    out.on('error', () => req.socket.destroy());
    req.pipe(out);
  });
  // socket.io and other upgrades are not needed by the records journey.
  server.on('upgrade', (_req, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    writes,
    dropAnswers: (count) => {
      toDrop = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
