import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listen, pgliteListen, postgresListen } from './listen';
import { lockDataDir } from './lock';
import * as schema from './schema';

/** The Drizzle API both drivers share; repositories depend on this, never on a driver. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Resolves when `select 1` succeeds within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /** LISTEN on a channel (its own connection on PostgreSQL): the read cache's change feed. */
  listen: Listen;
  /** Idempotent. */
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any fixed number works; it only has to be the same for every instance of this service.
const MIGRATION_LOCK_ID = 0x6b69776f; // "kiwo"

function handle(
  db: Database,
  driver: DbHandle['driver'],
  listen: Listen,
  closeDriver: () => Promise<void>,
) {
  let closing: Promise<void> | undefined;
  const result: DbHandle = {
    db,
    driver,
    listen,
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
  return handle(db as unknown as Database, 'pglite', pgliteListen(client), closeAll);
}

/** Real PostgreSQL through a node-postgres pool. */
export async function openPostgres(
  url: string,
  onPoolError: (error: Error) => void = () => {},
): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000, max: 10 });
  // An idle client losing its connection emits 'error' on the pool; unhandled it kills the process.
  pool.on('error', onPoolError);
  try {
    const client = await pool.connect();
    try {
      // Several replicas may start at once: let only one of them migrate at a time.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      try {
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema });
  return handle(db as unknown as Database, 'postgres', postgresListen(url), () => pool.end());
}

export function openDatabase(
  config: { databaseUrl?: string | undefined; dataDir: string },
  onPoolError?: (error: Error) => void,
) {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, onPoolError)
    : openPglite(join(config.dataDir, 'pglite'));
}
