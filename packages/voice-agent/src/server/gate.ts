import { CLIENT_EVENTS } from '../protocol.js';
import { type Bucket, type BucketSpec, takeTokens } from './utterances.js';

/**
 * The gate every client message passes before its handler, as a pure function: a rate limit
 * (a token bucket of `eventsPerSecond`, bursts of twice that), unknown event names, and
 * authentication (nothing but `authenticate` and `ping` before it). The reference machine
 * runs it, and so does Kiwo's IVR call machine (ADR 0035 addendum).
 */

export const GATE_ERRORS = {
  notAuthenticated: 'Please authenticate first',
  tooFast: 'Too many messages: slow down',
  /** The name is cut to 40 characters: a client cannot make the server echo a megabyte. */
  unknownEvent: (name: string) => `Unknown event: ${name.slice(0, 40)}`,
} as const;

/** The events a socket may send before it is authenticated. */
export const EVENTS_BEFORE_AUTH: ReadonlySet<string> = new Set(['authenticate', 'ping']);
const KNOWN: ReadonlySet<string> = new Set<string>(CLIENT_EVENTS);

/** Bursts of twice the rate, then the rate. */
export const eventBucketSpec = (eventsPerSecond: number): BucketSpec => ({
  capacity: eventsPerSecond * 2,
  perSecond: eventsPerSecond,
});

/**
 * One message named `name` at `now`: `error` is the `error` event's message when it is refused
 * (the token is spent either way, so a flood of refused messages is limited too).
 */
export function gateMessage(
  bucket: Bucket,
  message: { name: string; now: number; authenticated: boolean },
  eventsPerSecond: number,
): { bucket: Bucket; error: string | null } {
  const take = takeTokens(bucket, 1, message.now, eventBucketSpec(eventsPerSecond));
  const error = !take.ok
    ? GATE_ERRORS.tooFast
    : !KNOWN.has(message.name)
      ? GATE_ERRORS.unknownEvent(message.name)
      : !message.authenticated && !EVENTS_BEFORE_AUTH.has(message.name)
        ? GATE_ERRORS.notAuthenticated
        : null;
  return { bucket: take.bucket, error };
}
