import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * PostgreSQL LISTEN on one channel, the same for both drivers. The receiving side may only trust
 * what it derived from the messages while it is listening: `onLive(false)` when the connection
 * drops (messages sent meanwhile are lost), `onLive(true)` once it listens again.
 */
export interface ListenHandlers {
  onMessage(payload: string): void;
  onLive(live: boolean): void;
  warn(error: unknown, message: string): void;
}

export interface Listener {
  /**
   * Resolves once every notice committed before the call has been handed to `onMessage` (false:
   * not listening, nothing can be promised).
   */
  sync(): Promise<boolean>;
  /** Stops listening; idempotent. */
  stop(): Promise<void>;
}

export type Listen = (channel: string, handlers: ListenHandlers) => Promise<Listener>;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string) {
  // LISTEN takes an identifier, not a parameter: only plain names reach the SQL text.
  if (!CHANNEL.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
}

/** PGlite delivers a transaction's notifications as its COMMIT returns, in this same process. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, handlers) => {
    checkChannel(channel);
    const unlisten = await client.listen(channel, handlers.onMessage);
    handlers.onLive(true);
    let stopped = false;
    return {
      // Notices are handed over before the COMMIT that sent them returns.
      sync: async () => !stopped,
      async stop() {
        if (stopped) return;
        stopped = true;
        handlers.onLive(false);
        // UNLISTEN on a database already closed (shutdown, the fault tests) has nothing to undo.
        await unlisten().catch(() => {});
      },
    };
  };
}

const RETRY_MS = [250, 500, 1000, 2000, 5000];

export const FEED_APPLICATION_NAME = 'kiwo-change-feed';

/**
 * How long `sync()` waits for its probe. A connection the network silenced never errors by itself
 * and every write's answer waits on this probe (ADR 0021): past this the connection counts as
 * lost (the cache goes off, a new connection is made) and `sync()` says false (ADR 0023).
 */
const PROBE_TIMEOUT_MS = 5000;

/**
 * A dedicated connection (not from the pool: a pooled one would carry the LISTEN to whoever
 * borrows it next), reconnected with back-off until stopped.
 */
export function postgresListen(url: string): Listen {
  return async (channel, handlers) => {
    checkChannel(channel);
    let stopped = false;
    let client: pg.Client | undefined;
    let attempt = 0;
    let timer: NodeJS.Timeout | undefined;
    const lose = new WeakMap<pg.Client, (error?: Error) => void>();

    const connect = async () => {
      const next = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: 5000,
        query_timeout: PROBE_TIMEOUT_MS,
        keepAlive: true,
        // Named, so an operator can tell it apart in pg_stat_activity.
        application_name: FEED_APPLICATION_NAME,
      });
      let lost = false;
      const onLost = (error?: Error) => {
        if (lost) return;
        lost = true;
        if (client === next) client = undefined;
        handlers.onLive(false);
        if (error) handlers.warn(error, 'database change feed lost');
        next.removeAllListeners('notification');
        next.end().catch(() => {});
        if (!stopped) schedule();
      };
      lose.set(next, onLost);
      next.on('error', onLost);
      next.on('end', () => onLost());
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload) handlers.onMessage(message.payload);
      });
      try {
        await next.connect();
        await next.query(`listen ${channel}`);
      } catch (error) {
        lost = true; // the caller retries; the listeners above must not schedule a second time
        next.removeAllListeners();
        next.on('error', () => {});
        next.end().catch(() => {});
        throw error;
      }
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      attempt = 0;
      handlers.onLive(true);
    };

    const schedule = () => {
      const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];
      timer = setTimeout(() => {
        connect().catch((error: unknown) => {
          handlers.warn(error, 'database change feed: reconnect failed');
          if (!stopped) schedule();
        });
      }, delay);
      timer.unref();
    };

    let inFlight: Promise<boolean> | undefined;
    let next: Promise<boolean> | undefined;
    const probe = async () => {
      const current = client;
      if (!current) return false;
      try {
        await current.query('select 1');
        return client === current;
      } catch (error) {
        lose.get(current)?.(error instanceof Error ? error : new Error(String(error)));
        return false;
      }
    };

    await connect().catch((error: unknown) => {
      // Start without the feed rather than not at all: whoever relies on it stays off meanwhile.
      handlers.onLive(false);
      handlers.warn(error, 'database change feed: could not listen');
      schedule();
    });
    return {
      /**
       * A query on the listening connection itself. A commit signals every listening backend
       * before it returns, so a backend that then receives this query has the signal pending and
       * sends the notices before this query's answer, on the same socket, in order. No NOTIFY of
       * our own: a NOTIFY takes PostgreSQL's queue lock and would wait for other writers' commits.
       */
      sync() {
        // Callers that arrive while a query is out share the next one (it starts after their
        // commits); so at most two are ever queued, however many writes are answered at once.
        next ??= (inFlight ?? Promise.resolve()).then(() => {
          inFlight = next;
          next = undefined;
          return probe();
        });
        const mine = next;
        void mine.finally(() => {
          if (inFlight === mine) inFlight = undefined;
        });
        return mine;
      },
      async stop() {
        if (stopped) return;
        stopped = true;
        clearTimeout(timer);
        handlers.onLive(false);
        const current = client;
        client = undefined;
        if (current) {
          current.removeAllListeners();
          current.on('error', () => {});
          await current.end().catch(() => {});
        }
      },
    };
  };
}
