import type { LimitStore } from './limiter';

/**
 * Login throttling without a lockout switch (ADR 0024, docs/SECURITY.md "Login throttling").
 * Three counters, all consulted before any password hash:
 * - per client IP: at most `perIp` failed logins a window, whatever the accounts (spraying);
 * - per (account, IP): at most `perAccountIp` failed logins a window (one client guessing one
 *   account); once spent, that client's tries no longer reach the account's counter;
 * - per account: the first `freeFailures` failures are free, then each further try waits a
 *   delay that doubles from `baseDelayMs` up to `maxDelayMs` (a minute). Nothing ever refuses
 *   the account for longer than that delay, so the owner's correct password gets in at most
 *   about a minute after a stranger's last counted guess.
 * Every try is counted as a failure when it is let through (parallel guesses cannot slip past
 * the delay) and taken back by `succeeded` when the password was right.
 *
 * A try that carries a valid device token (a browser that signed in to this account before,
 * ADR 0024 addendum) skips all three: it spends its own budget instead, `perDevice` failures a
 * window, and once that is spent the token no longer bypasses (the try falls back to the three
 * counters above) until the window passes. Strangers can keep the account's delay running; they
 * cannot make the owner's known phone wait.
 */
export interface LoginThrottlePolicy {
  windowMs: number;
  perIp: number;
  perAccountIp: number;
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures a window one trusted device may make before its token stops bypassing. */
  perDevice: number;
}

export const DEFAULT_LOGIN_POLICY: LoginThrottlePolicy = {
  windowMs: 15 * 60_000,
  perIp: 100,
  perAccountIp: 10,
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  perDevice: 10,
};

export interface LoginThrottle {
  /** Lets one try through (0) or answers the seconds to wait; a try let through counts as failed. */
  attempt(account: string, ip: string): Promise<number>;
  /** The try was right: the account's and this client's failures are forgotten. */
  succeeded(account: string, ip: string): Promise<void>;
  /**
   * A try from the trusted device `device` (an id only a verified token yields): true lets it
   * through, counted as failed, with no account delay; false when its budget is spent (then the
   * caller throttles it like any other try with `attempt`).
   */
  deviceAttempt(device: string): Promise<boolean>;
  /** The password was right: the device's failures are forgotten (the account's are not). */
  deviceSucceeded(device: string): Promise<void>;
}

const ATTEMPT_LUA = `
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
local function load(k)
  local v = redis.call('HMGET', k, 'n', 'ends', 'next')
  local ends = tonumber(v[2])
  if not ends or ends <= now then return 0, now + win, 0 end
  return tonumber(v[1]) or 0, ends, tonumber(v[3]) or 0
end
local ipN, ipEnds = load(KEYS[1])
if ipN >= tonumber(ARGV[3]) then return ipEnds - now end
local pairN, pairEnds = load(KEYS[2])
if pairN >= tonumber(ARGV[4]) then return pairEnds - now end
local accN, accEnds, accNext = load(KEYS[3])
if accNext > now then return accNext - now end
accN = accN + 1
local free = tonumber(ARGV[5])
local delay = 0
if accN >= free then delay = math.min(tonumber(ARGV[7]), tonumber(ARGV[6]) * 2 ^ (accN - free)) end
redis.call('HSET', KEYS[1], 'n', ipN + 1, 'ends', ipEnds)
redis.call('HSET', KEYS[2], 'n', pairN + 1, 'ends', pairEnds)
redis.call('HSET', KEYS[3], 'n', accN, 'ends', accEnds, 'next', now + delay)
for i = 1, 3 do redis.call('PEXPIRE', KEYS[i], win + 120000) end
return 0
`;

const SUCCEEDED_LUA = `
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
if n > 0 then redis.call('HINCRBY', KEYS[1], 'n', -1) end
redis.call('DEL', KEYS[2], KEYS[3])
return 1
`;

export function createLoginThrottle(
  store: LimitStore,
  policy: LoginThrottlePolicy = DEFAULT_LOGIN_POLICY,
): LoginThrottle {
  // Local state, same rule as the scripts, for when Redis is away or not configured.
  const local = new Map<string, { n: number; ends: number; next: number }>();
  const load = (key: string, t: number) => {
    const w = local.get(key);
    return w && w.ends > t ? w : { n: 0, ends: t + policy.windowMs, next: 0 };
  };
  const keys = (account: string, ip: string) => [
    `login:ip:${ip}`,
    `login:pair:${account}|${ip}`,
    `login:acct:${account}`,
  ];
  const seconds = (ms: number) => (ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0);

  return {
    async attempt(account, ip) {
      const t = store.now();
      const waitMs = await store.run<number>(
        { name: 'kiwoLoginAttempt', lua: ATTEMPT_LUA },
        keys(account, ip),
        [
          t,
          policy.windowMs,
          policy.perIp,
          policy.perAccountIp,
          policy.freeFailures,
          policy.baseDelayMs,
          policy.maxDelayMs,
        ],
        ([ipKey, pairKey, accKey]) => {
          const [ipW, pairW, accW] = [ipKey, pairKey, accKey].map((k) => load(k as string, t)) as [
            { n: number; ends: number; next: number },
            { n: number; ends: number; next: number },
            { n: number; ends: number; next: number },
          ];
          if (ipW.n >= policy.perIp) return ipW.ends - t;
          if (pairW.n >= policy.perAccountIp) return pairW.ends - t;
          if (accW.next > t) return accW.next - t;
          const n = accW.n + 1;
          const delay =
            n >= policy.freeFailures
              ? Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (n - policy.freeFailures))
              : 0;
          if (local.size > 10_000) {
            for (const [k, w] of local) if (w.ends <= t && w.next <= t) local.delete(k);
          }
          local.set(ipKey as string, { n: ipW.n + 1, ends: ipW.ends, next: 0 });
          local.set(pairKey as string, { n: pairW.n + 1, ends: pairW.ends, next: 0 });
          local.set(accKey as string, { n, ends: accW.ends, next: t + delay });
          return 0;
        },
      );
      return seconds(Number(waitMs));
    },
    async deviceAttempt(device) {
      const w = await store.hit(`login:dev:${device}`, policy.windowMs, policy.perDevice);
      return w.allowed;
    },
    async deviceSucceeded(device) {
      await store.reset(`login:dev:${device}`);
    },
    async succeeded(account, ip) {
      await store.run(
        { name: 'kiwoLoginSucceeded', lua: SUCCEEDED_LUA },
        keys(account, ip),
        [],
        ([ipKey, pairKey, accKey]) => {
          const ipW = local.get(ipKey as string);
          if (ipW && ipW.n > 0) ipW.n -= 1;
          local.delete(pairKey as string);
          local.delete(accKey as string);
          return 1;
        },
      );
    },
  };
}
