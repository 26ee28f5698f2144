import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import journal from '../drizzle/meta/_journal.json' with { type: 'json' };
import { buildApp } from '../src/app';
import { type DbHandle, openDatabase } from '../src/db/client';
import { newsletterSubscribers } from '../src/db/schema';
import { runSeeders, type Seeder } from '../src/db/seed';
import { testApp, testConfig } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
beforeEach(() => testDb.reset());
afterAll(() => testDb?.close());

const subscribers = (db: DbHandle['db']) => db.select().from(newsletterSubscribers);

describe(`demo data (${testDriver})`, () => {
  it('runs each seeder once per database', async () => {
    let runs = 0;
    const seeders: Seeder[] = [{ name: 'test/counter', run: async () => void runs++ }];
    expect(await runSeeders(testDb.handle.db, seeders)).toEqual(['test/counter']);
    expect(await runSeeders(testDb.handle.db, seeders)).toEqual([]);
    expect(runs).toBe(1);
  });

  it('a failing seeder leaves no claim, so it runs again next start', async () => {
    const failing: Seeder = {
      name: 'test/failing',
      run: async () => {
        throw new Error('boom');
      },
    };
    await expect(runSeeders(testDb.handle.db, [failing])).rejects.toThrow('boom');
    const ok: Seeder = { name: 'test/failing', run: async () => {} };
    expect(await runSeeders(testDb.handle.db, [ok])).toEqual(['test/failing']);
  });

  it('SEED_DEMO creates demo subscribers on the first start only', async () => {
    for (let start = 0; start < 2; start++) {
      const app = await testApp({ db: testDb.handle }, { SEED_DEMO: 'true' });
      await app.close();
    }
    expect(await subscribers(testDb.handle.db)).toHaveLength(2);

    // Deleted demo rows stay deleted across restarts.
    await testDb.handle.db.delete(newsletterSubscribers);
    await (await testApp({ db: testDb.handle }, { SEED_DEMO: 'true' })).close();
    expect(await subscribers(testDb.handle.db)).toHaveLength(0);
  });

  it('SEED_DEMO=false creates nothing', async () => {
    await (await testApp({ db: testDb.handle }, { SEED_DEMO: 'false' })).close();
    expect(await subscribers(testDb.handle.db)).toHaveLength(0);
  });
});

describe(`restart on the same data (${testDriver})`, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kiwo-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('a second start migrates nothing and reuses the data', async () => {
    // pglite: a real on-disk data dir, as `pnpm start` uses; postgres: this file's database.
    const env = {
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
    };
    const counts: number[] = [];
    for (let start = 0; start < 2; start++) {
      const app = await buildApp(testConfig(env), { logger: false });
      try {
        await app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email: 'restart@example.com' },
        });
        counts.push((await subscribers(app.db)).length);
        const migrations = (await app.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { n: number }[] };
        expect(migrations.rows[0]?.n).toBe(journal.entries.length);
      } finally {
        await app.close();
      }
    }
    expect(counts).toEqual([3, 3]);
  });

  it('opens the database chosen by config', async () => {
    const handle = await openDatabase(
      testConfig(
        testDb.url
          ? { DATABASE_URL: testDb.url }
          : {
              DATA_DIR: dataDir,
            },
      ),
    );
    try {
      expect(handle.driver).toBe(testDriver);
      await handle.ping();
    } finally {
      await handle.close();
      await handle.close(); // idempotent
    }
  });
});
