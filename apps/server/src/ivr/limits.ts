/**
 * A token bucket: `capacity` tokens, refilled at `perSecond`. `take(n)` spends n tokens if they
 * are there. Used per socket for events and for audio bytes, so a client can send a burst (one
 * utterance at once) but not more than the refill rate over time.
 */
export function tokenBucket(capacity: number, perSecond: number, now: () => number = Date.now) {
  let tokens = capacity;
  let last = now();
  return {
    take(n = 1): boolean {
      const t = now();
      tokens = Math.min(capacity, tokens + ((t - last) / 1000) * perSecond);
      last = t;
      if (tokens < n) return false;
      tokens -= n;
      return true;
    },
  };
}

/** 16 kHz × 16-bit mono: bytes of PCM per second of speech. */
export const PCM_BYTES_PER_SECOND = 32_000;
