/**
 * A fixed-window counter per key (an account, an identifier) in process memory. Route-level
 * per-IP limits use @fastify/rate-limit; this one is for keys only known after the body is read,
 * and is always consulted before any password hash is computed. Several replicas would need a
 * shared store (Redis), like @fastify/rate-limit.
 */
export interface Limiter {
  /** Counts one attempt for `key`. Returns 0 when allowed, else the seconds until the window ends. */
  hit(key: string): number;
  /** Seconds until `key` may try again without counting an attempt (0 = allowed). */
  blockedFor(key: string): number;
  reset(key: string): void;
}

export function createLimiter(max: number, windowMs: number, now = () => Date.now()): Limiter {
  const windows = new Map<string, { count: number; endsAt: number }>();

  const current = (key: string) => {
    const t = now();
    const w = windows.get(key);
    if (w && w.endsAt > t) return w;
    if (windows.size > 10_000) {
      for (const [k, v] of windows) if (v.endsAt <= t) windows.delete(k);
    }
    const fresh = { count: 0, endsAt: t + windowMs };
    windows.set(key, fresh);
    return fresh;
  };
  const wait = (w: { endsAt: number }) => Math.max(1, Math.ceil((w.endsAt - now()) / 1000));

  return {
    hit(key) {
      const w = current(key);
      if (w.count >= max) return wait(w);
      w.count++;
      return 0;
    },
    blockedFor(key) {
      const w = current(key);
      return w.count >= max ? wait(w) : 0;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
