import { addDays, applyDailyRecordToCount, nairaToKobo } from '@kiwo/domain';
import { loadLocale, localeFromUserLanguage, type Translator, translator } from '@kiwo/i18n';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentReports, batches, dailyRecords, sections, users } from '../../db/schema';
import type { Seeder } from '../../db/seed';
import { farmToday } from '../../lib/farm-today';
import { createPasswordHasher } from '../../lib/passwords';
import { DEMO_PASSWORD } from '../auth';
import { insertDefaultPen } from '../pens';
import { insertManyFarmers } from './many-farmers';

export const DEMO_AGENT_SEEDER = 'agents/demo-workspace';
const DEMO_AGENT_PHONE = '+2348030000002';
const DEMO_FARMER_PHONE = '+2348030000001';

type RecordValues = typeof dailyRecords.$inferInsert;
type Day = { offset: number } & Partial<
  Pick<RecordValues, 'mortality' | 'newBirths' | 'feedAmount' | 'feedType' | 'notes'>
> & { expenses?: number };

/**
 * Two more farmers for the demo agent: one with a mortality spike, one silent for 10 days. Their
 * batch and section `name`s are keys of the `demo` strings, written in the farmer's language.
 */
const DEMO_FARMERS = [
  {
    user: {
      firstName: 'Musa',
      lastName: 'Ibrahim',
      phone: '+2348030000004',
      stateOfResidence: 'Kano',
      farmName: 'Ibrahim Layers',
      language: 'hausa',
      primaryLivestock: 'poultry',
      totalLivestockCount: 120,
      gender: 'male',
      age: '36-45',
    },
    batch: {
      name: 'layersBatch',
      livestockType: 'poultry',
      progress: 55,
      days: 14,
      ageAtPlacementDays: 126,
    },
    section: { name: 'layerHouse', livestockType: 'poultry', subType: 'layer', count: 120 },
    // A bad night two days ago: 8 of 119 birds (6.7 %) — above the 5 % alert threshold.
    days: Array.from({ length: 14 }, (_, i): Day => {
      const offset = i - 13;
      const mortality = offset === -5 ? 1 : offset === -2 ? 8 : 0;
      return {
        offset,
        mortality,
        feedAmount: 13.5,
        feedType: 'Layer mash',
        expenses: 4200,
        notes: offset === -2 ? 'Many birds dead in the morning; heat wave' : null,
      };
    }),
  },
  {
    user: {
      firstName: 'Ngozi',
      lastName: 'Eze',
      phone: '+2348030000005',
      stateOfResidence: 'Enugu',
      farmName: 'Eze Goat Farm',
      language: 'igbo',
      primaryLivestock: 'goats',
      totalLivestockCount: 15,
      gender: 'female',
      age: '46-55',
    },
    batch: {
      name: 'goatsBatch',
      livestockType: 'goats',
      progress: 20,
      days: 21,
      ageAtPlacementDays: 240,
    },
    section: { name: 'goatHerd', livestockType: 'goats', subType: 'female', count: 15 },
    // Records stop 10 days ago, so the agent dashboard says she needs a visit.
    days: Array.from({ length: 11 }, (_, i): Day => {
      const offset = i - 20;
      return {
        offset,
        newBirths: offset === -14 ? 1 : 0,
        feedAmount: 6,
        feedType: 'Browse and groundnut hay',
        notes: offset === -14 ? 'A kid was born' : null,
      };
    }),
  },
] as const;

const kobo = (naira: number) => {
  const r = nairaToKobo(naira);
  return r.ok ? r.kobo : 0;
};
/** The evening of a day (Lagos), never in the future. */
const eveningOf = (day: string) => new Date(Math.min(Date.parse(`${day}T17:30:00Z`), Date.now()));

type DemoName = keyof Translator['demo'];

/**
 * The demo names in the farmer's language, as plain strings: a translator section is a Proxy
 * that answers `then`, so it is never what an async function returns.
 */
async function demoNames(language: string, batch: DemoName, section: DemoName) {
  const locale = localeFromUserLanguage(language) ?? 'en';
  await loadLocale(locale);
  const words = translator(locale).demo;
  return { batchName: String(words[batch]()), sectionName: String(words[section]()) };
}

async function seedFarm(db: Database, farmerId: string, plan: (typeof DEMO_FARMERS)[number]) {
  const today = farmToday();
  const { batchName, sectionName } = await demoNames(
    plan.user.language,
    plan.batch.name,
    plan.section.name,
  );
  const pen = await insertDefaultPen(db, {
    id: farmerId,
    stateOfResidence: plan.user.stateOfResidence,
    language: plan.user.language,
  });
  const started = new Date(`${addDays(today, -plan.batch.days)}T07:00:00Z`);
  const { days: _days, ...batchFields } = plan.batch;
  const [batch] = await db
    .insert(batches)
    .values({
      farmerId,
      penId: pen.id,
      ...batchFields,
      name: batchName,
      placedOn: addDays(today, -plan.batch.days),
      createdAt: started,
      updatedAt: started,
    })
    .returning();
  if (!batch) throw new Error('demo batch was not created');
  const { count, ...sectionFields } = plan.section;
  const [section] = await db
    .insert(sections)
    .values({
      farmerId,
      batchId: batch.id,
      ...sectionFields,
      name: sectionName,
      initialCount: count,
      count,
      createdAt: started,
    })
    .returning();
  if (!section) throw new Error('demo section was not created');

  let alive: number = count;
  const records: RecordValues[] = [];
  for (const { offset, expenses, ...day } of plan.days) {
    const next = applyDailyRecordToCount(alive, day);
    if (!next.ok) break;
    alive = next.count;
    const date = addDays(today, offset);
    records.push({
      farmerId,
      sectionId: section.id,
      date,
      ...day,
      expensesKobo: kobo(expenses ?? 0),
      healthStatus: (day.mortality ?? 0) > 2 ? 'poor' : 'good',
      createdAt: eveningOf(date),
      updatedAt: eveningOf(date),
    });
  }
  await db.insert(dailyRecords).values(records);
  await db.update(sections).set({ count: alive }).where(eq(sections.id, section.id));
}

async function seedWorkspace(db: Database) {
  const [agent] = await db.select().from(users).where(eq(users.phone, DEMO_AGENT_PHONE));
  if (agent?.role !== 'agent') return;
  const [amina] = await db
    .update(users)
    .set({ agentId: agent.id })
    .where(and(eq(users.phone, DEMO_FARMER_PHONE), isNull(users.agentId)))
    .returning();
  const [attached] = amina
    ? [amina]
    : await db.select().from(users).where(eq(users.phone, DEMO_FARMER_PHONE));

  const passwordHash = await createPasswordHasher().hash(DEMO_PASSWORD);
  for (const plan of DEMO_FARMERS) {
    const [farmer] = await db
      .insert(users)
      .values({
        ...plan.user,
        passwordHash,
        phoneVerified: true,
        role: 'farmer',
        agentId: agent.id,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (farmer) await seedFarm(db, farmer.id, plan);
  }

  if (attached?.agentId === agent.id) {
    await db.insert(agentReports).values({
      agentId: agent.id,
      farmerId: attached.id,
      reportType: 'visit',
      issue:
        'Visited the broiler houses: birds active, litter dry, water clean. Advised raising the ' +
        'drinkers in House B as the birds grow, and keeping the vaccination card up to date.',
      location: attached.stateOfResidence ?? 'Kaduna',
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
  }
}

/** After `auth/demo-users` and `farm/demo-farm`: the demo agent's farmers, farms and a report. */
export const agentSeeders: Seeder[] = [{ name: DEMO_AGENT_SEEDER, run: seedWorkspace }];

/**
 * `SEED_AGENT_FARMERS`: that many generated farmers for the demo agent, once per database
 * (after the demo users), to try the workspace at the scale agents work at.
 */
export const manyFarmersSeeder = (count: number): Seeder => ({
  name: 'agents/many-farmers',
  async run(db) {
    const [agent] = await db.select().from(users).where(eq(users.phone, DEMO_AGENT_PHONE));
    if (agent?.role !== 'agent') return;
    await insertManyFarmers(db, {
      agentId: agent.id,
      count,
      passwordHash: await createPasswordHasher().hash(DEMO_PASSWORD),
      today: farmToday(),
    });
  },
});
