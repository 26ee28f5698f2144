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

export interface DbPluginOptions {
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
