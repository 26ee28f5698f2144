/**
 * A token bucket as data: `capacity` tokens, refilled at `perSecond`. Taking n tokens spends
 * them if they are there. Used per call for events and for audio bytes, so a client can send a
 * burst (one utterance at once) but not more than the refill rate over time. Pure: the caller
 * passes the time (the call's state machine, ADR 0035).
 */
export interface Bucket {
  tokens: number;
  /** When the tokens were last counted (milliseconds). */
  last: number;
}

export function takeTokens(
  bucket: Bucket,
  n: number,
  now: number,
  spec: { capacity: number; perSecond: number },
): { ok: boolean; bucket: Bucket } {
  const tokens = Math.min(
    spec.capacity,
    bucket.tokens + ((now - bucket.last) / 1000) * spec.perSecond,
  );
  if (tokens < n) return { ok: false, bucket: { tokens, last: now } };
  return { ok: true, bucket: { tokens: tokens - n, last: now } };
}

/** 16 kHz × 16-bit mono: bytes of PCM per second of speech. */
export const PCM_BYTES_PER_SECOND = 32_000;
