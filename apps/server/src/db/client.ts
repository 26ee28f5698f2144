import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import {
  drizzle as drizzleNodePg,
  NodePgSession,
  NodePgTransaction,
} from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransactionConfig } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './lock';
import * as schema from './schema';

/** The Drizzle API both drivers share; repositories depend on this, never on a driver. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction on it: what `db.transaction(work)` hands `work`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Where a repository runs a query: the database, or a transaction on it (ADR 0031). A function
 * that must run inside the caller's transaction (locks, a write that belongs with others) takes
 * `Transaction`.
 */
export type Db = Database | Transaction;

/**
 * A statement built and prepared once on the database handle, run on the connection of the
 * transaction `tx` (ADR 0031, third addendum). Drizzle builds a query's SQL text on every
 * `.prepare()`: for the record save's five statements in its transaction that was about 40 % of
 * the request's server CPU. Drizzle has no way to run a prepared query on another session, so
 * this copies its prepared query with the transaction session's connection (both drivers keep
 * it as `client`, on the session and on the prepared query). Run on the pool instead, a statement
 * would escape the transaction's locks (node-postgres) or wait for it forever (PGlite), so a
 * Drizzle that stops keeping `client` there makes this throw rather than guess.
 */
export function inTransaction<Prepared extends object>(prepared: Prepared, tx: Transaction) {
  const { client } = tx._.session as unknown as { client?: object };
  if (!client || !('client' in prepared) || !prepared.client) {
    throw new Error('inTransaction: this Drizzle keeps no client on its session or query');
  }
  return Object.assign(Object.create(Object.getPrototypeOf(prepared)) as Prepared, prepared, {
    client,
  });
}

export interface DbHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Resolves when `select 1` succeeds within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
  /** node-postgres only: the pool's connections now (the metrics plugin reads it per scrape). */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any fixed number works; it only has to be the same for every instance of this service.
const MIGRATION_LOCK_ID = 0x6b69776f; // "kiwo"

function handle(db: Database, driver: DbHandle['driver'], closeDriver: () => Promise<void>) {
  let closing: Promise<void> | undefined;
  const result: DbHandle = {
    db,
    driver,
    async ping(timeoutMs = 2000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      });
      try {
        await Promise.race([db.execute(sql`select 1`), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      closing ??= closeDriver();
      return closing;
    },
  };
  return result;
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory; a PGlite instance can be
 * passed in (tests load a pre-migrated snapshot). Only one process may open a data dir.
 */
export async function openPglite(source?: string | PGlite): Promise<DbHandle> {
  let client: PGlite;
  let unlock = () => {};
  if (source instanceof PGlite) client = source;
  else if (source) {
    mkdirSync(source, { recursive: true });
    unlock = lockDataDir(source);
    client = await PGlite.create({ dataDir: source }).catch((error: unknown) => {
      unlock();
      throw error;
    });
  } else client = await PGlite.create();
  const closeAll = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await closeAll();
    throw error;
  }
  return handle(db, 'pglite', closeAll);
}

/**
 * The pool settings (ADR 0023). A connection attempt gives up after 5 s, so a request waiting for
 * a connection while PostgreSQL is down answers 503 instead of hanging. A query with no answer
 * after 10 s fails ("Query read timeout", a 503) and its connection is closed: a connection the
 * network silenced (a firewall or NAT that forgot it) never errors by itself, and without this
 * every request that drew one would hang and hold it for good. TCP keep-alive lets the kernel
 * notice such a peer on idle connections too.
 */
export const POOL_OPTIONS = {
  max: 10,
  connectionTimeoutMillis: 5000,
  query_timeout: 10_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies pg.PoolConfig;

/**
 * Every connection the pool opens gets a permanent 'error' listener (ADR 0023). pg-pool listens
 * only while a connection is idle; one checked out (a transaction between two statements, or
 * even during one) whose backend is terminated or whose socket drops emits 'error' with nobody
 * listening, and Node ends the process. The failed connection is not queryable any more: its
 * queries fail (503 through `isDatabaseUnavailable`) and the pool drops it on release.
 */
function guardConnections(pool: pg.Pool, onError: (error: Error) => void) {
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      // A terminated backend says so (57P01), then its socket ends: report the first only.
      if (reported) return;
      reported = true;
      onError(error);
    });
  });
  // The same errors on idle connections, already reported by the listener above.
  pool.on('error', () => {});
}

/** node-postgres's message when `query_timeout` passed. */
const QUERY_TIMEOUT = 'Query read timeout';

/** Whether `error`, or an error it wraps (Drizzle wraps the driver's in `cause`), is a timeout. */
function timedOut(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if (e.message === QUERY_TIMEOUT) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

type TxWork = (tx: unknown) => Promise<unknown>;
type ConfigSql = { getTransactionConfigSQL(config: PgTransactionConfig): SQL };

/**
 * Drizzle's transaction on a pool, made safe for a connection that dies (ADR 0023): Drizzle's own
 * checks the connection out, then sends BEGIN outside its try, so a BEGIN that fails never gives
 * the connection back and the pool runs dry after a few faults; and a failed ROLLBACK hides the
 * error that caused it. Here BEGIN, COMMIT and ROLLBACK failures hand the connection back as
 * broken (the pool closes it), and the caller gets the first error.
 */
function guardTransactions(db: Database, pool: pg.Pool) {
  const session = (db as unknown as { session: NodePgSession<typeof schema, never> }).session;
  const internals = session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  const transaction = async (work: TxWork, config?: PgTransactionConfig) => {
    const client = await pool.connect();
    const txSession = new NodePgSession(
      client,
      internals.dialect,
      internals.schema,
      internals.options,
    );
    const tx = new NodePgTransaction(internals.dialect, txSession, internals.schema);
    const configSql = config && (tx as unknown as ConfigSql).getTransactionConfigSQL(config);
    let broken: Error | undefined;
    const unusable = (error: unknown) =>
      !(client as unknown as { _queryable: boolean })._queryable || timedOut(error);
    const control = async (statement: SQL) => {
      try {
        await tx.execute(statement);
      } catch (error) {
        broken ??= error instanceof Error ? error : new Error(String(error));
        throw error;
      }
    };
    try {
      await control(sql`begin${configSql ? sql` ${configSql}` : undefined}`);
      let result: unknown;
      try {
        result = await work(tx);
      } catch (error) {
        // A dead or silenced connection gets no ROLLBACK (it would wait for its own timeout):
        // closing it rolls the transaction back on the server.
        if (unusable(error)) broken ??= error instanceof Error ? error : new Error(String(error));
        else await control(sql`rollback`).catch(() => {});
        throw error;
      }
      await control(sql`commit`);
      return result;
    } finally {
      client.release(broken);
    }
  };
  (session as unknown as { transaction: typeof transaction }).transaction = transaction;
}

/** Real PostgreSQL through a node-postgres pool. */
export async function openPostgres(
  url: string,
  onPoolError: (error: Error) => void = () => {},
): Promise<DbHandle> {
  // Migrations on a connection of their own, without the pool's query timeout: the lock below may
  // wait for another replica's migration, and a migration may take long.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', onPoolError);
  try {
    await client.connect();
    // Several replicas may start at once: let only one of them migrate at a time.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await client.end().catch(() => {});
  }
  const pool = new pg.Pool({ connectionString: url, ...POOL_OPTIONS });
  guardConnections(pool, onPoolError);
  const db: Database = drizzleNodePg({ client: pool, schema });
  guardTransactions(db, pool);
  return Object.assign(
    handle(db, 'postgres', () => pool.end()),
    {
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: POOL_OPTIONS.max,
      }),
    },
  );
}

export function openDatabase(
  config: { databaseUrl?: string | undefined; dataDir: string },
  onPoolError?: (error: Error) => void,
) {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, onPoolError)
    : openPglite(join(config.dataDir, 'pglite'));
}
