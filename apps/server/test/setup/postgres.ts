import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/db/client';

/**
 * Checks PostgreSQL is reachable (the run fails, never skips, when it is not) and names this run;
 * migrates one template database `<runId>_template`, from which each test file copies its own
 * fresh database `<runId>_<n>` (a file copy, instead of every file running the migrations) and
 * drops it afterwards. Teardown drops any database of this run a crashed file left behind.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.KIWO_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof AggregateError ? error.errors[0] : error;
    throw new Error(
      `server-postgres needs PostgreSQL at ${adminUrl} (set KIWO_TEST_PG_URL): ${String(reason)}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
  const runId = `kiwo_test_${process.pid}_${Date.now()}`;
  const template = `${runId}_template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${template}"`).finally(() => admin.end());
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  // Migrated by the server's own code; closed, since a template must have no connections.
  await (await openPostgres(templateUrl.toString())).close();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgRunId', runId);
  project.provide('pgTemplate', template);

  return async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${runId}%`],
      );
      for (const { datname } of rows) {
        await admin.query(`drop database if exists "${datname}" with (force)`);
      }
    } finally {
      await admin.end();
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgRunId: string;
    pgTemplate: string;
  }
}
