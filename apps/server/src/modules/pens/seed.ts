import { addDays, applyDailyRecordToCount, nairaToKobo } from '@kiwo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batches, dailyRecords, pens, sections, users } from '../../db/schema';
import type { Seeder } from '../../db/seed';
import { farmToday } from '../../lib/farm-today';
import { insertDefaultPen } from './repository';

export const DEMO_FARM_SEEDER = 'farm/demo-farm';
const DEMO_FARMER_PHONE = '+2348030000001';

type RecordValues = typeof dailyRecords.$inferInsert;

/** Deterministic "randomness" so every fresh install shows the same farm. */
const wobble = (i: number, salt: number) => {
  const x = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
};
const kobo = (naira: number) => {
  const r = nairaToKobo(Math.round(naira));
  return r.ok ? r.kobo : 0;
};
/** A record's timestamps: the evening of its day (Lagos), never in the future. */
const eveningOf = (day: string) => new Date(Math.min(Date.parse(`${day}T17:30:00Z`), Date.now()));

/**
 * 45 days of a 500-bird broiler batch: feed and water growing with age, weekly weigh-ins, a few
 * deaths, vaccinations, sales in the last two weeks. Returns the rows and each house's live count.
 */
function broilerDays(farmerId: string, sectionId: string, today: string, house: number) {
  const records: RecordValues[] = [];
  let alive = 250;
  for (let age = 1; age <= 45; age++) {
    const date = addDays(today, age - 45);
    // About 3 % losses over the cycle, as on a well-run farm; sales from week 5.
    const died =
      house === 1 && age === 9
        ? 3
        : wobble(age, house) > 0.92
          ? wobble(age, house + 7) > 0.8
            ? 2
            : 1
          : 0;
    const sold = age >= 35 ? 3 + Math.floor(wobble(age, house + 3) * 6) : 0;
    const next = applyDailyRecordToCount(alive, { mortality: died, numberSold: sold });
    if (!next.ok) break;
    const feed = Math.round(alive * (0.012 + 0.0034 * age) * 10) / 10;
    const vaccine = { 7: 'Gumboro (IBD)', 14: 'Lasota (Newcastle)', 21: 'Gumboro booster' }[age];
    records.push({
      farmerId,
      sectionId,
      date,
      feedAmount: feed,
      feedType: age <= 21 ? 'Broiler starter' : 'Broiler finisher',
      waterConsumption: Math.round(feed * 1.9 * 10) / 10,
      healthStatus: died > 1 ? 'fair' : wobble(age, house + 1) > 0.4 ? 'good' : 'excellent',
      temperature: Math.round((27 + wobble(age, house + 2) * 6) * 10) / 10,
      weather: wobble(age, 5) > 0.75 ? 'rainy' : wobble(age, 6) > 0.5 ? 'cloudy' : 'sunny',
      mortality: died,
      weight: age % 7 === 0 || age === 45 ? Math.round((0.045 + 0.055 * age) * 1000) / 1000 : null,
      salesKobo: kobo(sold * 4500),
      // Feed at ₦650/kg, plus drugs and vaccines on their days.
      expensesKobo: kobo(feed * 650 + (vaccine ? 6000 : 0) + (age % 10 === 0 ? 3500 : 0)),
      numberSold: sold,
      notes:
        age === 1 ? 'Day-old chicks delivered' : age === 35 ? 'First sales at the market' : null,
      vaccination: vaccine ?? null,
      medicationGiven: age <= 3 ? 'Multivitamin in water' : null,
      createdAt: eveningOf(date),
      updatedAt: eveningOf(date),
    });
    alive = next.count;
  }
  return { records, alive };
}

/** A small goat herd: 30 days of grazing supplement, two kids born. */
function goatDays(farmerId: string, sectionId: string, today: string, start: number) {
  const records: RecordValues[] = [];
  let alive = start;
  for (let d = 1; d <= 30; d++) {
    const date = addDays(today, d - 30);
    const born = start > 4 && (d === 12 || d === 25) ? 1 : 0;
    alive += born;
    records.push({
      farmerId,
      sectionId,
      date,
      feedAmount: Math.round(alive * 0.6 * 10) / 10,
      feedType: 'Groundnut haulm and grass',
      waterConsumption: alive * 4,
      healthStatus: 'good',
      mortality: 0,
      newBirths: born,
      weight: d % 10 === 0 ? 24 + d / 10 : null,
      expensesKobo: kobo(alive * 150),
      notes: born ? 'A kid was born' : null,
      createdAt: eveningOf(date),
      updatedAt: eveningOf(date),
    });
  }
  return { records, alive };
}

async function seedDemoFarm(db: Database) {
  const [farmer] = await db.select().from(users).where(eq(users.phone, DEMO_FARMER_PHONE));
  if (!farmer) return;
  const today = farmToday();
  const [existing] = await db.select().from(pens).where(eq(pens.farmerId, farmer.id)).limit(1);
  const pen = existing ?? (await insertDefaultPen(db, farmer));
  const started = new Date(`${addDays(today, -45)}T07:00:00Z`);
  const goatsStarted = new Date(`${addDays(today, -30)}T07:00:00Z`);

  const [broilers, goats] = await db
    .insert(batches)
    .values([
      {
        farmerId: farmer.id,
        penId: pen.id,
        name: 'Broilers — November',
        livestockType: 'poultry',
        progress: 80,
        placedOn: addDays(today, -45),
        createdAt: started,
        updatedAt: started,
      },
      {
        farmerId: farmer.id,
        penId: pen.id,
        name: 'Goats — breeding herd',
        livestockType: 'goats',
        progress: 30,
        placedOn: addDays(today, -30),
        ageAtPlacementDays: 180,
        createdAt: goatsStarted,
        updatedAt: goatsStarted,
      },
    ])
    .returning();
  if (!broilers || !goats) throw new Error('demo batches were not created');
  const base = { farmerId: farmer.id };
  const created = await db
    .insert(sections)
    .values([
      {
        ...base,
        batchId: broilers.id,
        name: 'House A',
        livestockType: 'poultry',
        subType: 'broiler',
        initialCount: 250,
        count: 250,
        createdAt: started,
      },
      {
        ...base,
        batchId: broilers.id,
        name: 'House B',
        livestockType: 'poultry',
        subType: 'broiler',
        initialCount: 250,
        count: 250,
        createdAt: started,
      },
      {
        ...base,
        batchId: goats.id,
        name: 'Does',
        livestockType: 'goats',
        subType: 'female',
        gender: 'female',
        initialCount: 8,
        count: 8,
        createdAt: goatsStarted,
      },
      {
        ...base,
        batchId: goats.id,
        name: 'Bucks',
        livestockType: 'goats',
        subType: 'male',
        gender: 'male',
        initialCount: 2,
        count: 2,
        createdAt: goatsStarted,
      },
    ])
    .returning();
  const [houseA, houseB, does, bucks] = created;
  if (!houseA || !houseB || !does || !bucks) throw new Error('demo sections were not created');

  const days = [
    { id: houseA.id, ...broilerDays(farmer.id, houseA.id, today, 1) },
    { id: houseB.id, ...broilerDays(farmer.id, houseB.id, today, 2) },
    { id: does.id, ...goatDays(farmer.id, does.id, today, 8) },
    { id: bucks.id, ...goatDays(farmer.id, bucks.id, today, 2) },
  ];
  // One multi-row insert: PGlite is slow per statement.
  await db.insert(dailyRecords).values(days.flatMap((d) => d.records));
  for (const d of days) {
    await db
      .update(sections)
      .set({ count: d.alive, updatedAt: new Date() })
      .where(eq(sections.id, d.id));
  }
}

/** After `auth/demo-users`: the demo farmer's pen, batches, sections and 45 days of records. */
export const farmSeeders: Seeder[] = [{ name: DEMO_FARM_SEEDER, run: seedDemoFarm }];
