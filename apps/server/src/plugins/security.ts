import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { type Clock, createLimitStore, type LimitStore } from '../lib/limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Attempt counters: in Redis (shared by every process) with REDIS_URL, else in memory. */
    limits: LimitStore;
  }
}

interface SecurityOptions {
  /** Set: every rate limit is shared by the processes on this Redis (ADR 0024). */
  redisUrl?: string | undefined;
  /** Prefix of the limit keys in Redis. */
  keyPrefix?: string | undefined;
  /** The limits' clock (tests move it by hand). */
  now?: Clock | undefined;
}

/**
 * The security headers of every response, computed once: helmet with a same-origin CSP (the
 * web app, its VAD model and onnxruntime wasm are all served from our own origin, DESIGN §2).
 * Helmet's answer never depends on the request, so it is recorded at start; @fastify/helmet
 * rebuilt the whole middleware (parsing every CSP directive) on each request, about a fifth of
 * a hello-world request's CPU (bench/load-api.ts profile, docs/BENCHMARKS.md).
 */
function securityHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string) {
      headers.push([name.toLowerCase(), value]);
    },
    removeHeader() {},
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // onnxruntime-web compiles its wasm at run time: allowed for wasm only, never for JS eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // react-aria injects a <style> (touch-action for pressables) and sets style attributes.
        // Inline CSS cannot run code, and with img/font/connect limited to our origin it cannot
        // send anything elsewhere either; inline *scripts* stay forbidden.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Voice replies arrive as base64 MP3 and are played from data:/blob: URLs.
        mediaSrc: ["'self'", 'data:', 'blob:'],
        // 'self' covers same-origin fetch and the socket.io websocket.
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // No upgrade-insecure-requests: it breaks plain-HTTP use on a LAN (a phone on
        // http://192.168.x.y:3000); TLS is the reverse proxy's job in production.
      },
    },
  });
  middleware(
    {} as Parameters<typeof middleware>[0],
    recorder as unknown as Parameters<typeof middleware>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  if (!headers.some(([name]) => name === 'content-security-policy')) {
    throw new Error('helmet set no content-security-policy');
  }
  return headers;
}

/** @fastify/rate-limit's store interface over our counters, one key space per route. */
function routeStore(limits: LimitStore): FastifyRateLimitStoreCtor {
  const make = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow, max) {
      limits.hit(`${prefix}${key}`, timeWindow, max).then(
        (w) =>
          callback(null, {
            current: w.allowed ? w.count : max + 1,
            ttl: Math.max(0, w.endsAt - limits.now()),
          }),
        (error: Error) => callback(error),
      );
    },
    child: (options) => {
      // At run time the plugin passes its merged parameters with the route as `routeInfo`.
      const route = (options as unknown as { routeInfo?: { method?: string; url?: string } })
        .routeInfo;
      return make(`${prefix}${route?.method ?? ''}${route?.url ?? ''}:`);
    },
  });
  // The plugin builds its store with `new Store(options)`: a constructor returning our object.
  return function Store() {
    return make('ip:');
  } as unknown as FastifyRateLimitStoreCtor;
}

async function security(app: FastifyInstance, opts: SecurityOptions) {
  const headers = securityHeaders();
  // On the raw response, as helmet does: hijacked replies (the chat stream) carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  const limits = createLimitStore({
    redisUrl: opts.redisUrl,
    prefix: opts.keyPrefix,
    now: opts.now,
    log: app.log,
  });
  // A fresh process shares its counters from its first request (a dead Redis: a short wait).
  await limits.settle();
  app.decorate('limits', limits);
  app.addHook('onClose', async () => limits.close());

  // Registered once, off by default: routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  // Counted in `limits`: shared through Redis when it is configured (ADR 0024).
  await app.register(rateLimit, { global: false, store: routeStore(limits) });
}

export default fp(security, { name: 'security' });
