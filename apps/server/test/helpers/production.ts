import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import pg from 'pg';

/**
 * What every production scenario (`test/production-*.test.ts`) needs: a PostgreSQL database of
 * its own on the shared server (production requires DATABASE_URL, ADR 0022) and the settings an
 * operator must give. `cleanup()` drops the database and the data folders; call it in afterAll.
 */
const PG_ADMIN_URL = process.env.KIWO_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function productionScenario(label: string) {
  const dbName = `kiwo_${label}_${process.pid}_${threadId}_${Date.now()}`;
  const databaseUrl = Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${dbName}` }).toString();
  await adminQuery(`create database "${dbName}"`);
  const dirs: string[] = [];
  const key = () => randomBytes(32).toString('hex');
  const keys = { AUTH_SECRET: key(), NIN_ENCRYPTION_KEY: key() };
  return {
    databaseUrl,
    /** A production environment on this scenario's database; each call gets its own DATA_DIR. */
    env(extra: Record<string, string> = {}): Record<string, string> {
      const dataDir = mkdtempSync(join(tmpdir(), `kiwo-${label}-`));
      dirs.push(dataDir);
      return {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        PUBLIC_URL: 'https://kiwo.example',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        REMINDERS: 'false',
        ...keys,
        ...extra,
      };
    },
    async cleanup() {
      await adminQuery(`drop database if exists "${dbName}" with (force)`);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
