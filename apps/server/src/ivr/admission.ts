import type { LimitStore } from '../lib/limiter';

/**
 * How many voice calls may run at once (ADR 0024): at most `perAccount` per account — counted in
 * Redis when the limits are shared, so across every process, else in this process — and at most
 * `perProcess` on this process. A call holds a lease that it renews while it lives; a process
 * that dies without hanging up frees its calls' places when the leases run out.
 */
export interface CallAdmission {
  /** Takes a place for the call `callKey` of `userId`; answers why not, or null when admitted. */
  admit(userId: string, callKey: string): Promise<string | null>;
  release(userId: string, callKey: string): Promise<void>;
  /** Calls held on this process. */
  readonly size: number;
  close(): void;
}

export const CALL_REFUSED = {
  perAccount: (max: number) =>
    `You already have ${max} voice call${max === 1 ? '' : 's'} open. End one to start another.`,
  perProcess: 'The voice service is busy. Please try again in a few minutes.',
} as const;

const LEASE_MS = 30_000;

const ADMIT_LUA = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[4]) then
  redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[4])
  return 1
end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[4])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) * 2)
return 1
`;
const RENEW_LUA = `
redis.call('ZADD', KEYS[1], 'XX', tonumber(ARGV[1]) + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) * 2)
return 1
`;
const RELEASE_LUA = `redis.call('ZREM', KEYS[1], ARGV[1]) return 1`;

export function createCallAdmission(
  limits: LimitStore,
  opts: { perAccount: number; perProcess: number; instance: string },
): CallAdmission {
  // Every call admitted here, whichever store counted it: the per-process count, the fallback
  // per-account count while Redis is away, and the leases to renew.
  const held = new Map<string, Map<string, string>>();
  let size = 0;
  const member = (callKey: string) => `${opts.instance}:${callKey}`;
  const key = (userId: string) => `ivr-calls:${userId}`;

  const renew = setInterval(() => {
    for (const [userId, calls] of held) {
      for (const m of calls.values()) {
        void limits.run(
          { name: 'kiwoIvrRenew', lua: RENEW_LUA },
          [key(userId)],
          [Date.now(), LEASE_MS, m],
          () => 1,
        );
      }
    }
  }, LEASE_MS / 3);
  renew.unref();

  return {
    async admit(userId, callKey) {
      if (size >= opts.perProcess) return CALL_REFUSED.perProcess;
      const mine = held.get(userId) ?? new Map<string, string>();
      // Counted locally first (the answer below is awaited: parallel calls must see each other).
      if (!mine.has(callKey) && mine.size >= opts.perAccount) {
        return CALL_REFUSED.perAccount(opts.perAccount);
      }
      mine.set(callKey, member(callKey));
      held.set(userId, mine);
      size += 1;
      const admitted = await limits.run<number>(
        { name: 'kiwoIvrAdmit', lua: ADMIT_LUA },
        [key(userId)],
        [Date.now(), LEASE_MS, opts.perAccount, member(callKey)],
        () => 1,
      );
      if (Number(admitted) === 1) return null;
      mine.delete(callKey);
      if (mine.size === 0) held.delete(userId);
      size -= 1;
      return CALL_REFUSED.perAccount(opts.perAccount);
    },
    async release(userId, callKey) {
      const mine = held.get(userId);
      if (!mine?.delete(callKey)) return;
      size -= 1;
      if (mine.size === 0) held.delete(userId);
      await limits.run(
        { name: 'kiwoIvrRelease', lua: RELEASE_LUA },
        [key(userId)],
        [member(callKey)],
        () => 1,
      );
    },
    get size() {
      return size;
    },
    close() {
      clearInterval(renew);
    },
  };
}
