import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { productEvents as eventCounter } from '../../lib/metrics';
import { type EventChannel, type EventName, type EventRole, LANGUAGE_CODES } from './names';
import { createEventsRepository, type NewEvent } from './repository';

/** What the server records about one thing that happened (never who, beyond the account id). */
export interface ProductEvent {
  name: EventName;
  channel: EventChannel;
  role?: EventRole | undefined;
  /** An account language (`hausa`) or code (`ha`); anything else is dropped. */
  language?: string | null | undefined;
  route?: string | undefined;
  errorCode?: string | undefined;
  /** Only for events about an account (sign-up, record saved): the admin funnel follows it. */
  userId?: string | null | undefined;
}

type Log = Pick<FastifyBaseLogger, 'warn'>;

const row = (e: ProductEvent, source: 'server' | 'client'): NewEvent => ({
  name: e.name,
  channel: e.channel,
  role: e.role ?? 'anonymous',
  language: (e.language && LANGUAGE_CODES[e.language]) ?? null,
  route: e.route ?? null,
  errorCode: e.errorCode ?? null,
  userId: e.userId ?? null,
  source,
});

/**
 * Stores events (ADR 0052) and counts them for /metrics. Never throws: an event that cannot be
 * stored is logged, and the request it describes goes on as if nothing happened.
 */
export async function recordEvents(
  db: Db,
  events: ProductEvent[],
  opts: { log?: Log | undefined; source?: 'server' | 'client' } = {},
): Promise<void> {
  const source = opts.source ?? 'server';
  if (events.length === 0) return;
  try {
    await createEventsRepository(db).insert(events.map((e) => row(e, source)));
    for (const e of events) eventCounter.inc({ event: e.name, channel: e.channel });
  } catch (err) {
    opts.log?.warn({ err, events: events.map((e) => e.name) }, 'product event not stored');
  }
}

export const recordEvent = (db: Db, event: ProductEvent, log?: Log) =>
  recordEvents(db, [event], { log });

/** An error status as the event's code (no message: messages can name the account). */
export function errorCodeOf(statusCode: number): string {
  const codes: Record<number, string> = {
    400: 'invalid_input',
    401: 'invalid_credentials',
    403: 'account_blocked',
    404: 'not_found',
    409: 'conflict',
    415: 'unsupported_media_type',
    429: 'rate_limited',
  };
  return codes[statusCode] ?? (statusCode >= 500 ? 'server_error' : `http_${statusCode}`);
}
