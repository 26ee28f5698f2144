import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, type DbHandle, openDatabase } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over PGlite or PostgreSQL; repositories take this. */
    db: Database;
    dbHandle: DbHandle;
  }
}

interface DbPluginOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** An already open, migrated database; the caller keeps ownership and closes it. */
  handle?: DbHandle | undefined;
}

async function db(app: FastifyInstance, opts: DbPluginOptions) {
  let handle = opts.handle;
  if (!handle) {
    const opened = await openDatabase(opts, (err) => app.log.error({ err }, 'database pool error'));
    handle = opened;
    app.log.info(
      opened.driver === 'pglite'
        ? `database: embedded PGlite in ${opts.dataDir}`
        : 'database: PostgreSQL (DATABASE_URL)',
    );
    // Runs after the server stopped accepting and in-flight requests finished (Fastify close order).
    app.addHook('onClose', () => opened.close());
  }
  app.decorate('db', handle.db);
  app.decorate('dbHandle', handle);
}

export default fp(db, { name: 'db' });

/** Socket-level failures: the database host refuses, drops or never answers the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL SQLSTATEs meaning "the server is going away or not there yet": class 08
 * (connection exception) and 57P01–57P03 (shutdown, crash, starting up).
 */
const UNAVAILABLE_STATES = /^(08\d{3}|08P01|57P0[1-3])$/;
/** node-postgres says these in words only ("Query read timeout": no answer in time, ADR 0023). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|Query read timeout|PGlite is closed/i;

/**
 * Whether an error (or any error it wraps: Drizzle wraps driver errors in `cause`) means the
 * database is unreachable rather than that the request was wrong. The errors plugin answers
 * these with 503 instead of 500: the request may simply be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if (!(e instanceof Error)) return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) {
      return true;
    }
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true;
    // AggregateError (a host with several addresses) holds the real reasons in `errors`.
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What to log for a 503: the driver's own reason (code and message of the innermost error), not
 * the failed query's text and parameters. During an outage every request fails this way; the
 * connection's failure itself is logged once as `database pool error` (ADR 0023).
 */
export function unavailableReason(error: unknown): { code?: string; message: string } {
  let e = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (e as { cause?: unknown } | undefined)?.cause;
    if (!(cause instanceof Error)) break;
    e = cause;
  }
  const code = (e as { code?: unknown } | undefined)?.code;
  const message =
    e instanceof AggregateError && !e.message
      ? e.errors.map((inner) => String((inner as Error)?.message ?? inner)).join('; ')
      : e instanceof Error
        ? e.message
        : String(e);
  return typeof code === 'string' ? { code, message } : { message };
}
