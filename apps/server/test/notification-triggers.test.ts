import { addDays, calendarDay } from '@kiwo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import { notifications } from '../src/db/schema';
import { runDailyReminders } from '../src/modules/notifications';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { type Client, farmFixture, farmWorld, type World } from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;
const today = calendarDay(new Date()) as string;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
});
beforeEach(async () => {
  await testDb.reset();
  w = await farmWorld(app, testDb.handle.db);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const rowsOf = (userId: string) =>
  testDb.handle.db.select().from(notifications).where(eq(notifications.userId, userId));

const save = async (api: Client, sectionId: string, date: string, body: object) => {
  const res = await api.put(`/api/sections/${sectionId}/records/${date}`, body);
  if (res.status >= 300) throw new Error(`record: ${res.status} ${JSON.stringify(res.body)}`);
};

describe(`notification triggers (${testDriver})`, () => {
  it('high mortality (above 5 % of the day’s animals) notifies the farmer and their agent, once a day', async () => {
    const { sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 100);
    // 5 of 100 is exactly 5 %: not above the threshold.
    await save(w.farmerA.api, sectionId, addDays(today, -1), { mortality: 5 });
    expect(await rowsOf(w.farmerA.id)).toHaveLength(0);
    // 6 of the 95 alive that morning: 6.3 %.
    await save(w.farmerA.api, sectionId, today, { mortality: 6 });
    const [farmer] = await rowsOf(w.farmerA.id);
    expect(farmer).toMatchObject({
      type: 'high_mortality',
      priority: 'urgent',
      params: { count: '6', section: 'House A', date: today, rate: '6.3' },
      link: `/farmer/reports/${sectionId}`,
    });
    const [agent] = await rowsOf(w.agentA.id);
    expect(agent).toMatchObject({ type: 'high_mortality', priority: 'high' });
    expect(agent?.params.name).toBe('Amina Bello');
    // Re-saving the same day (even worse) does not notify again.
    await save(w.farmerA.api, sectionId, today, { mortality: 9 });
    expect(await rowsOf(w.farmerA.id)).toHaveLength(1);
    expect(await rowsOf(w.agentA.id)).toHaveLength(1);
  });

  it('high mortality divides by the day’s animals placed: corrections count, births too (ADR 0040)', async () => {
    const { sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 100);
    // 5 of 100 placed: exactly 5 %, no alert.
    await save(w.farmerA.api, sectionId, addDays(today, -2), { mortality: 5 });
    expect(await rowsOf(w.farmerA.id)).toHaveLength(0);
    // The 100 were really 80 (ADR 0045): 95 alive → 75. Placed 80, 5 died before yesterday.
    const corrected = await w.farmerA.api.post(`/api/sections/${sectionId}/count-corrections`, {
      from: 95,
      to: 75,
      reason: 'counted again',
    });
    expect(corrected.status).toBe(201);
    // 6 births and 4 deaths yesterday: 4 of (75 alive + 6 born) = 4.9 %, no alert (4 of the 75
    // at the start alone would be 5.3 %).
    await save(w.farmerA.api, sectionId, addDays(today, -1), { mortality: 4, newBirths: 6 });
    expect(await rowsOf(w.farmerA.id)).toHaveLength(0);
    // 4 of the 77 alive this morning: 5.2 %, over the threshold (of the 97 the start count
    // alone would give, 4.1 %, it was not).
    await save(w.farmerA.api, sectionId, today, { mortality: 4 });
    const [row] = await rowsOf(w.farmerA.id);
    expect(row?.params).toMatchObject({ count: '4', rate: '5.2' });
  });

  it('a refused record notifies nobody', async () => {
    const { sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 10);
    const res = await w.farmerA.api.put(`/api/sections/${sectionId}/records/${today}`, {
      mortality: 11,
    });
    expect(res.status).toBe(400);
    expect(await rowsOf(w.farmerA.id)).toHaveLength(0);
  });

  it('runDailyReminders reminds farmers with active animals and no record for 3 days, once per silence', async () => {
    const a = await farmFixture(w.farmerA.api, w.farmerA.id, 50);
    const b = await farmFixture(w.farmerB.api, w.farmerB.id, 50);
    await save(w.farmerA.api, a.sectionId, addDays(today, -4), { feedAmount: 10 });
    await save(w.farmerB.api, b.sectionId, addDays(today, -1), { feedAmount: 10 });
    const noon = new Date(`${today}T11:00:00Z`);

    expect(await runDailyReminders(testDb.handle.db, noon)).toBe(1);
    const [reminder] = await rowsOf(w.farmerA.id);
    expect(reminder).toMatchObject({
      type: 'record_reminder',
      priority: 'medium',
      params: { days: '4' },
      link: '/farmer/records',
    });
    expect(await rowsOf(w.farmerB.id)).toHaveLength(0);
    // Run again (another hour, another server): nothing new.
    expect(await runDailyReminders(testDb.handle.db, noon)).toBe(0);
    // Two days later farmer B is silent too; farmer A already has their reminder.
    const later = new Date(noon.getTime() + 2 * 86_400_000);
    expect(await runDailyReminders(testDb.handle.db, later)).toBe(1);
    expect(await rowsOf(w.farmerB.id)).toHaveLength(1);
    expect(await rowsOf(w.farmerA.id)).toHaveLength(1);
    // Agents and farmers with no active batch are never reminded.
    expect(await rowsOf(w.agentA.id)).toHaveLength(0);
  });

  it('REMINDERS defaults to on in production only; MORTALITY_NOTIFY_PERCENT is 0-100, default 5', () => {
    expect(loadConfig({}).reminders).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).reminders).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', REMINDERS: 'false' }).reminders).toBe(false);
    expect(loadConfig({ REMINDERS: 'true' }).reminders).toBe(true);
    expect(loadConfig({}).mortalityNotifyPercent).toBe(5);
    expect(() => loadConfig({ MORTALITY_NOTIFY_PERCENT: '101' })).toThrow(
      /MORTALITY_NOTIFY_PERCENT/,
    );
  });

  // Last: the threshold is process-wide (the records service has no config of its own).
  it('MORTALITY_NOTIFY_PERCENT moves the threshold', async () => {
    const strict = await testApp({ db: testDb.handle }, { MORTALITY_NOTIFY_PERCENT: '50' });
    try {
      const { sectionId } = await farmFixture(w.farmerA.api, w.farmerA.id, 100);
      await save(w.farmerA.api, sectionId, today, { mortality: 30 });
      expect(await rowsOf(w.farmerA.id)).toHaveLength(0);
      // Back-filled: 51 of the 100 alive that morning, whatever the count is today.
      await save(w.farmerA.api, sectionId, addDays(today, -1), { mortality: 51 });
      const [row] = await rowsOf(w.farmerA.id);
      expect(row?.params.rate).toBe('51');
    } finally {
      await strict.close();
    }
  });
});
