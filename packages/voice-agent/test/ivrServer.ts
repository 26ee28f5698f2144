import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../src/protocol.js';

interface Received {
  socketId: string;
  event: string;
  payload: unknown;
}

/**
 * A real socket.io server with an `/ivr` namespace for tests. It refuses the handshake for token
 * `bad`, answers `authenticate` with `authentication_failed` for token `expired` and with
 * `authenticated` otherwise, and records every event it receives.
 */
export async function startIvrServer() {
  const http = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http);
  const nsp = io.of('/ivr');
  const received: Received[] = [];
  const tokens: unknown[] = [];
  const sockets: Socket<ClientToServerEvents, ServerToClientEvents>[] = [];
  nsp.use((socket, next) => {
    tokens.push(socket.handshake.auth.token);
    if (socket.handshake.auth.token === 'bad') next(new Error('unauthorized'));
    else next();
  });
  nsp.on('connection', (socket) => {
    sockets.push(socket);
    socket.onAny((event: string, payload: unknown) => {
      received.push({ socketId: socket.id, event, payload });
    });
    socket.on('authenticate', () => {
      if (socket.handshake.auth.token === 'expired') {
        socket.emit('authentication_failed', { message: 'Session expired' });
      } else {
        socket.emit('authenticated', { userId: 'u1' });
      }
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    io,
    nsp,
    received,
    tokens,
    sockets,
    /** Events of one name, in arrival order. */
    events(name: string) {
      return received.filter((r) => r.event === name);
    },
    /** Resolves once `predicate` holds, polling every 5 ms. */
    async until(predicate: () => boolean, timeoutMs = 3_000) {
      const start = Date.now();
      while (!predicate()) {
        if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    /** Number of sockets still connected to the namespace. */
    get openSockets() {
      return nsp.sockets.size;
    },
    async close() {
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
    },
  };
}

export type IvrServer = Awaited<ReturnType<typeof startIvrServer>>;
