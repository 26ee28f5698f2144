import { randomUUID } from 'node:crypto';
import type { ClientToServerEvents, ServerToClientEvents } from '@kiwo/voice-agent/protocol';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { IvrConfig } from '../config';
import { redisUnreachable } from '../lib/errors';
import { createLimitStore } from '../lib/limiter';
import { createCallAdmission } from './admission';
import { handleCall, type SocketData } from './call';
import { originAllowed } from './origin';
import { createVoiceCallRepository } from './repository';
import { createSpeechProviders, type SpeechProviders } from './speech';

/** socket.io namespace of the service (spec §7; the client's VOICE_NAMESPACE). */
const IVR_NAMESPACE = '/ivr';

declare module 'fastify' {
  interface FastifyInstance {
    /** The IVR voice service on this server (src/ivr). */
    ivr: IvrService;
  }
}

interface IvrService {
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
  speech: SpeechProviders;
  /** Authenticated calls on every server sharing the Redis adapter (or this one alone). */
  activeCalls(): Promise<{ userId: string }[]>;
  /** Hangs up every call of a user, on whichever server holds it. */
  endCallsOf(userId: string): void;
}

interface IvrPluginOptions {
  config: IvrConfig;
  /** Replaces the configured speech providers (tests, benchmarks). */
  speech?: SpeechProviders | undefined;
}

/**
 * Mounts the IVR voice service (namespace `/ivr`, socket.io's default path `/socket.io`) on
 * this Fastify server: attached to `app.server` before listen, WebSocket transport only (no
 * sticky sessions needed), origins checked, sockets and Redis closed with the app.
 */
async function ivrPlugin(app: FastifyInstance, opts: IvrPluginOptions) {
  const { config } = opts;
  const speech = opts.speech ?? createSpeechProviders(config);
  const io: IvrService['io'] = new Server(app.server, {
    transports: ['websocket'],
    maxHttpBufferSize: config.maxMessageBytes,
    serveClient: false,
    allowRequest: (req, callback) => {
      callback(null, originAllowed(req.headers, config.allowedOrigins));
    },
  });

  let redis: Redis[] = [];
  if (config.redisUrl) {
    const pub = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const sub = pub.duplicate();
    redis = [pub, sub];
    for (const client of redis) {
      // ioredis reconnects by itself; an unhandled 'error' would end the process. One line per
      // outage, not one per reconnect attempt.
      let reported = false;
      client.on('error', (error) => {
        if (reported) return;
        reported = true;
        app.log.warn({ err: error }, 'ivr redis error');
      });
      client.on('ready', () => {
        reported = false;
      });
    }
    await Promise.all(redis.map((client) => client.connect())).catch((error: unknown) => {
      throw redisUnreachable(config.redisUrl ?? '', error);
    });
    io.adapter(createAdapter(pub, sub, { key: config.redisChannel }));
  }

  const nsp = io.of(IVR_NAMESPACE);
  const calls = createVoiceCallRepository(app.db);
  const live = new Set<ReturnType<typeof handleCall>>();
  // Counted with the rate limits (shared through Redis when configured; ADR 0024).
  const limits = app.hasDecorator('limits') ? app.limits : createLimitStore({ log: app.log });
  const admission = createCallAdmission(limits, {
    perAccount: config.maxCallsPerAccount,
    perProcess: config.maxCallsPerProcess,
    instance: randomUUID(),
  });
  // A session revoked here or in another process ends its live calls at once.
  const unsubscribe = app.onSessionsRevoked((userId) => {
    for (const call of live) if (call.userId() === userId) void call.recheck();
  });
  nsp.on('connection', (socket) => {
    const call = handleCall(socket, {
      db: app.db,
      advisor: app.advisor,
      speech,
      log: app.log.child({ ivrSocket: socket.id }),
      sessions: app.sessions,
      calls,
      limits: config,
      admission,
    });
    live.add(call);
    socket.on('disconnect', () => live.delete(call));
  });

  app.decorate('ivr', {
    io,
    speech,
    async activeCalls() {
      const sockets = await nsp.fetchSockets();
      return sockets.flatMap((s) => (s.data.userId ? [{ userId: s.data.userId }] : []));
    },
    endCallsOf(userId: string) {
      nsp.in(`user:${userId}`).disconnectSockets(true);
    },
  } satisfies IvrService);

  // Before the HTTP server closes: open WebSockets would otherwise hold close() until they end.
  app.addHook('preClose', async () => {
    unsubscribe();
    admission.close();
    await Promise.all([...live].map((call) => call.end('server-shutdown').catch(() => {})));
    nsp.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.all(redis.map((client) => client.quit().catch(() => client.disconnect())));
    await speech.stt.close?.();
  });
}

export { phoneLine } from './phone';
export { createSpeechProviders, type SpeechProviders } from './speech';

export default fp(ivrPlugin, { name: 'ivr', dependencies: ['db', 'auth', 'advisor'] });
