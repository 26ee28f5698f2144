import { readdir, readFile } from 'node:fs/promises';
import { loadLocale, localeFromUserLanguage, translator } from '@kiwo/i18n';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { batches, sections, users } from '../src/db/schema';
import { registeredFarmer } from './helpers/agent';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmFixture, farmWorld, type World } from './helpers/farm';

/**
 * The data migration that gives farmers registered before ADR 0067 their declared animals
 * (ADR 0072). The database is migrated when opened, so each farmer is
 * put back in the old state (a declared count, a pen, no batch) and the migration's SQL is run
 * again, as a deploy would run it over the old rows.
 */
const drizzleDir = new URL('../drizzle/', import.meta.url);
let migration: string[];
let testDb: TestDb;
let app: App;
let w: World;

async function backfill() {
  for (const statement of migration) await testDb.handle.db.execute(sql.raw(statement));
}

/** A farmer as the old registration left them: `declared` on the account, no batch. */
async function oldFarmer(fields: {
  declared: number;
  livestock?: string | null;
  language?: string;
}) {
  const farmer = await registeredFarmer(app, w.agentA.session, { firstName: 'Legacy' });
  await testDb.handle.db.delete(batches).where(eq(batches.farmerId, farmer._id));
  await testDb.handle.db
    .update(users)
    .set({
      totalLivestockCount: fields.declared,
      primaryLivestock: fields.livestock === undefined ? 'poultry' : fields.livestock,
      language: (fields.language ?? 'english') as 'english',
    })
    .where(eq(users.id, farmer._id));
  return farmer._id;
}

const animalsOf = async (id: string) => {
  const res = await w.agentA.api.get(`/api/users/farmers/${id}`);
  return res.body.data.animals as number;
};

const sectionsOf = (id: string) =>
  testDb.handle.db
    .select({
      batch: batches.name,
      section: sections.name,
      livestock: sections.livestockType,
      count: sections.count,
      initial: sections.initialCount,
    })
    .from(sections)
    .innerJoin(batches, eq(batches.id, sections.batchId))
    .where(eq(sections.farmerId, id));

beforeAll(async () => {
  const file = (await readdir(drizzleDir)).find((f) => f.endsWith('_declared_stock_backfill.sql'));
  if (!file) throw new Error('the declared stock migration is missing');
  migration = (await readFile(new URL(file, drizzleDir), 'utf8'))
    .split('--> statement-breakpoint')
    .filter((s) => s.trim());
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe(`declared animals of farmers registered before ADR 0067 (${testDriver})`, () => {
  it('shows each such farmer their declared count as a first batch, once', async () => {
    const goats = await oldFarmer({ declared: 120, livestock: 'goats' });
    const unknown = await oldFarmer({ declared: 40, livestock: null });
    const none = await oldFarmer({ declared: 0 });
    expect(await animalsOf(goats)).toBe(0);
    await backfill();
    expect(await animalsOf(goats)).toBe(120);
    expect(await sectionsOf(goats)).toEqual([
      {
        batch: 'Animals at sign-up',
        section: 'Main group',
        livestock: 'goats',
        count: 120,
        initial: 120,
      },
    ]);
    // Livestock never given: the count still shows, as "other", for the agent to correct.
    expect(await animalsOf(unknown)).toBe(40);
    expect((await sectionsOf(unknown))[0]?.livestock).toBe('other');
    expect(await animalsOf(none)).toBe(0);
    expect(await sectionsOf(none)).toEqual([]);
    // A second run (or a later deploy) adds nothing.
    await backfill();
    expect(await sectionsOf(goats)).toHaveLength(1);
    expect(await animalsOf(goats)).toBe(120);
  });

  it('leaves a farmer who already has a batch as they are, even with a declared count', async () => {
    await farmFixture(w.farmerA.api, w.farmerA.id, 75);
    await testDb.handle.db
      .update(users)
      .set({ totalLivestockCount: 300 })
      .where(eq(users.id, w.farmerA.id));
    await backfill();
    expect((await sectionsOf(w.farmerA.id)).map((s) => s.count)).toEqual([75]);
  });

  it("names the batch and section in the farmer's language, as registration does", async () => {
    for (const language of ['english', 'hausa', 'yoruba', 'igbo']) {
      const id = await oldFarmer({ declared: 10, language });
      await backfill();
      const locale = localeFromUserLanguage(language) ?? 'en';
      await loadLocale(locale);
      const words = translator(locale).messages.farmSetup;
      expect(await sectionsOf(id), language).toEqual([
        expect.objectContaining({ batch: words.startingBatch(), section: words.startingSection() }),
      ]);
    }
  });
});
