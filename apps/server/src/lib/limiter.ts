import { Redis } from 'ioredis';

/**
 * Attempt counters shared by every process on one Redis (ADR 0024), or kept in this process's
 * memory when there is no REDIS_URL or Redis does not answer. Route-level per-IP limits
 * (@fastify/rate-limit, `plugins/security.ts`), per-account budgets (`Limiter`, checked before
 * any password hash), the login throttle (`login-throttle.ts`) and voice-call admission
 * (`ivr/admission.ts`) all count here. A Redis outage never fails a request: the counters fall
 * back to memory with one warning line, and are shared again once Redis answers.
 */
export type Clock = () => number;

interface Window {
  /** Hits counted in the window, this one included when it was allowed. */
  count: number;
  /** Epoch ms when the window ends. */
  endsAt: number;
  allowed: boolean;
}

export interface LimitStore {
  readonly now: Clock;
  /**
   * Counts one hit on `key` in a fixed window that starts at its first hit, unless `max` hits
   * are already counted (then `allowed` is false and nothing is counted).
   */
  hit(key: string, windowMs: number, max: number): Promise<Window>;
  reset(key: string): Promise<void>;
  /**
   * Runs an atomic Redis script when Redis answers, else the local version of the same rule.
   * Keys are prefixed here; the local function gets the same prefixed keys.
   */
  run<T>(
    script: { name: string; lua: string },
    keys: string[],
    args: (string | number)[],
    local: (keys: string[]) => T,
  ): Promise<T>;
  /** True while counters live in Redis (shared); false when per process. */
  readonly shared: boolean;
  /** Resolves once the first connection attempt ended (or after `timeoutMs`). */
  settle(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface LimitStoreOptions {
  /** Unset: per-process counters only. */
  redisUrl?: string | undefined;
  /** Prefix of every Redis key: deployments (and test runs) sharing one Redis stay apart. */
  prefix?: string;
  now?: Clock;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** How long a Redis command may take before the local counters answer instead. */
  commandTimeoutMs?: number;
}

const HIT_LUA = `
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
local v = redis.call('HMGET', KEYS[1], 'n', 'ends')
local n = tonumber(v[1]) or 0
local ends = tonumber(v[2])
if not ends or ends <= now then
  n = 0
  ends = now + win
end
if n >= max then return {n, ends, 0} end
n = n + 1
redis.call('HSET', KEYS[1], 'n', n, 'ends', ends)
redis.call('PEXPIRE', KEYS[1], ends - now + 60000)
return {n, ends, 1}
`;

/** A fixed window in memory, the same rule as HIT_LUA. */
function memoryWindows(now: Clock) {
  const windows = new Map<string, { n: number; ends: number; next?: number }>();
  const sweep = (t: number) => {
    if (windows.size <= 10_000) return;
    for (const [k, w] of windows) if (w.ends <= t && (w.next ?? 0) <= t) windows.delete(k);
  };
  return {
    /** The live window of `key` (a fresh one when it ended), without storing it. */
    get(key: string, windowMs: number) {
      const t = now();
      const w = windows.get(key);
      if (w && w.ends > t) return w;
      return { n: 0, ends: t + windowMs };
    },
    set(key: string, w: { n: number; ends: number; next?: number }) {
      sweep(now());
      windows.set(key, w);
    },
    delete(key: string) {
      windows.delete(key);
    },
  };
}

export function createLimitStore(opts: LimitStoreOptions): LimitStore {
  const now = opts.now ?? Date.now;
  const prefix = opts.prefix ?? 'kiwo:rl:';
  const local = memoryWindows(now);
  let redis: Redis | undefined;
  let degraded = false;

  if (opts.redisUrl) {
    redis = new Redis(opts.redisUrl, {
      lazyConnect: true,
      // A command while Redis is away fails at once (the local counters answer) instead of
      // queueing behind a reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: opts.commandTimeoutMs ?? 500,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    // ioredis reconnects by itself; an unhandled 'error' would end the process. The outage is
    // reported once, by `degrade`.
    redis.on('error', () => {});
    redis.on('ready', () => {
      if (!degraded) return;
      degraded = false;
      opts.log.info({}, 'rate limits are shared through Redis again');
    });
  }

  const degrade = (error: unknown) => {
    if (degraded) return;
    degraded = true;
    opts.log.warn(
      { err: error },
      'rate limits: Redis is not answering; counting per process until it is back',
    );
  };

  const defined = new Set<string>();
  async function run<T>(
    script: { name: string; lua: string },
    keys: string[],
    args: (string | number)[],
    fallback: (keys: string[]) => T,
  ): Promise<T> {
    const full = keys.map((k) => prefix + k);
    const client = redis;
    if (client?.status !== 'ready') {
      if (client) degrade(new Error(`redis ${client.status}`));
      return fallback(full);
    }
    try {
      if (!defined.has(script.name)) {
        client.defineCommand(script.name, { lua: script.lua });
        defined.add(script.name);
      }
      const command = (client as unknown as Record<string, (...a: unknown[]) => Promise<T>>)[
        script.name
      ] as (...a: unknown[]) => Promise<T>;
      return await command.call(client, full.length, ...full, ...args);
    } catch (error) {
      degrade(error);
      return fallback(full);
    }
  }

  const connected = redis?.connect().catch((error) => degrade(error));

  return {
    now,
    get shared() {
      return Boolean(redis) && redis?.status === 'ready';
    },
    run,
    async hit(key, windowMs, max) {
      const [count, endsAt, allowed] = await run<[number, number, number]>(
        { name: 'kiwoLimitHit', lua: HIT_LUA },
        [key],
        [now(), windowMs, max],
        ([k]) => {
          const w = local.get(k as string, windowMs);
          if (w.n >= max) return [w.n, w.ends, 0];
          local.set(k as string, { n: w.n + 1, ends: w.ends });
          return [w.n + 1, w.ends, 1];
        },
      );
      return { count: Number(count), endsAt: Number(endsAt), allowed: Number(allowed) === 1 };
    },
    async reset(key) {
      await run(
        { name: 'kiwoLimitReset', lua: `redis.call('DEL', KEYS[1]) return 1` },
        [key],
        [],
        ([k]) => {
          local.delete(k as string);
          return 1;
        },
      );
    },
    async settle(timeoutMs = 3000) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        connected,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]).finally(() => clearTimeout(timer));
    },
    async close() {
      await connected;
      await redis?.quit().catch(() => redis?.disconnect());
    },
  };
}

/**
 * A per-key budget: `max` attempts a window. Used for keys only known after the body is read
 * (an account, an identifier) and always consulted before any password hash is computed.
 */
export interface Limiter {
  /** Counts one attempt for `key`. Resolves 0 when allowed, else the seconds until the window ends. */
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createLimiter(max: number, windowMs: number, store: LimitStore): Limiter {
  return {
    async hit(key) {
      const w = await store.hit(`acct:${key}`, windowMs, max);
      if (w.allowed) return 0;
      return Math.max(1, Math.ceil((w.endsAt - store.now()) / 1000));
    },
    reset: (key) => store.reset(`acct:${key}`),
  };
}
