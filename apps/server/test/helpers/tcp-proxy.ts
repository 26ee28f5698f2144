import { connect, createServer, type Socket } from 'node:net';

/**
 * A loopback TCP proxy in front of a server (PostgreSQL in the fault tests), so a test can cut
 * connections the way a network does: `cutAll()` resets every open connection (RST, no goodbye
 * from either end), `resetOnWrite(true)` leaves connections open but resets each one the moment
 * the client sends anything — a connection that looks alive in the pool and is dead on use;
 * `freezeAll()` silences every open connection for good without closing it (a firewall or NAT
 * that forgot them: nothing arrives, nothing fails), while new connections pass.
 */
export async function startTcpProxy(target: { host?: string; port: number }) {
  const host = target.host ?? '127.0.0.1';
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let resetting = false;
  const frozen = new WeakSet<object>();
  let cuts = 0;

  const cut = (pair: { client: Socket; upstream: Socket }) => {
    if (!pairs.delete(pair)) return;
    cuts++;
    pair.client.resetAndDestroy();
    pair.upstream.resetAndDestroy();
  };

  const server = createServer((client) => {
    const upstream = connect(target.port, host);
    const pair = { client, upstream };
    pairs.add(pair);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (data) => {
      if (resetting) cut(pair);
      else if (!frozen.has(pair)) upstream.write(data);
    });
    upstream.on('data', (data) => {
      if (!frozen.has(pair)) client.write(data);
    });
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    port,
    /** `url` with its host and port replaced by the proxy's. */
    via(url: string) {
      const u = new URL(url);
      u.host = `127.0.0.1:${port}`;
      return u.toString();
    },
    /** Resets every open connection; returns how many. */
    cutAll() {
      const open = [...pairs];
      for (const pair of open) cut(pair);
      return open.length;
    },
    /** Silences every open connection (data dropped both ways, sockets left open); how many. */
    freezeAll() {
      for (const pair of pairs) frozen.add(pair);
      return pairs.size;
    },
    resetOnWrite(on: boolean) {
      resetting = on;
    },
    cuts: () => cuts,
    open: () => pairs.size,
    async close() {
      for (const pair of [...pairs]) cut(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
