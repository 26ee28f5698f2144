import { addDays, calendarDay } from '@kiwo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { dailyRecords, users } from '../src/db/schema';
import { createRecordsService } from '../src/modules/records';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmFixture, farmWorld, type World } from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;
const T = calendarDay(new Date()) as string;

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

const HEADER =
  'Date,Section,Feed Amount (kg),Feed Type,Water Consumption (L),Health Status,Temperature (°C),Weather,Mortality,New Births,Weight (kg),Culling,Sales (NGN),Expenses (NGN),Number Sold,Notes,Medication Given,Vaccination,Eggs Collected,Eggs Cracked,Milk (L),Cause of Death,Culling Reason,Entered By,Channel';

const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\n');

describe(`CSV export (${testDriver})`, () => {
  it('spec §3 columns in order, defaults for missing values, §9 quoting, oldest first', async () => {
    const api = w.farmerA.api;
    const { sectionId } = await farmFixture(api, w.farmerA.id, 100);
    await api.put(`/api/sections/${sectionId}/records/${T}`, {
      feedAmount: 12.5,
      feedType: 'Starter, crumbs',
      waterConsumption: 30,
      healthStatus: 'good',
      temperature: 31.5,
      weather: 'sunny',
      mortality: 2,
      weight: 1.25,
      salesNaira: 1500.5,
      expenses: 200,
      numberSold: 3,
      notes: 'Said "fine" =ok',
      medicationGiven: 'Amprolium',
      vaccination: '=HYPERLINK("x")',
    });
    await w.agentA.api.put(`/api/sections/${sectionId}/records/${addDays(T, -1)}`, {});
    const name = (u: Record<string, unknown>) => `${u.firstName} ${u.lastName}`;
    const farmer = name(w.farmerA.session.user);
    const agent = name(w.agentA.session.user);

    const res = await api.get(`/api/sections/${sectionId}/records.csv`);
    expect(res.status).toBe(200);
    expect(res.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.res.headers['content-disposition']).toBe(
      `attachment; filename="House A records.csv"; filename*=UTF-8''House%20A%20records.csv`,
    );
    expect(res.res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines(res.res.body)).toEqual([
      HEADER,
      `${addDays(T, -1)},House A (poultry/broiler),0,N/A,0,N/A,N/A,N/A,0,0,0,0,0,0,0,,,,,,,,,${agent} (agent),agent`,
      `${T},House A (poultry/broiler),12.5,"Starter, crumbs",30,good,31.5,sunny,2,0,1.25,0,1500.50,200,3,"Said ""fine"" =ok",Amprolium,"'=HYPERLINK(""x"")",,,,,,${farmer} (farmer),web`,
    ]);
    // The last change names its author and channel: a USSD entry after the form's save.
    const [row] = await testDb.handle.db.select().from(users).where(eq(users.id, w.farmerA.id));
    if (!row) throw new Error('no farmer');
    await createRecordsService(testDb.handle.db).addEntry(row, 'ussd', sectionId, T, {
      mortality: 1,
    });
    const after = lines((await api.get(`/api/sections/${sectionId}/records.csv`)).res.body);
    expect(after[2]).toContain(',sunny,3,0,1.25,');
    expect(after[2]?.endsWith(`,${farmer} (farmer),ussd`)).toBe(true);
  });

  it("heads the file in the reader's language: Hausa for a Hausa farmer, Igbo for an Igbo agent", async () => {
    const api = w.farmerA.api;
    const { sectionId } = await farmFixture(api, w.farmerA.id, 10);
    await api.put(`/api/sections/${sectionId}/records/${T}`, { mortality: 1, notes: '=1+1' });
    expect((await api.patch('/api/users/profile', { language: 'hausa' })).status).toBe(200);
    const ha = await api.get(`/api/sections/${sectionId}/records.csv`);
    expect(ha.status).toBe(200);
    expect(ha.res.body.startsWith('\uFEFF')).toBe(true);
    const [header, row] = lines(ha.res.body);
    expect(header?.split(',').slice(0, 3)).toEqual(['Kwanan wata', 'Sashe', 'Abinci (kg)']);
    expect(header).toContain('Mace-mace');
    expect(header?.endsWith('Wanda ya rubuta,Hanya')).toBe(true);
    expect(header).not.toContain('Mortality');
    // The cells are the data as stored, formulas still neutralised.
    expect(row).toContain(",'=1+1,");
    expect(ha.res.headers['content-disposition']).toContain(
      "filename*=UTF-8''bayanan%20House%20A.csv",
    );

    const agent = w.agentA.api;
    expect((await agent.patch('/api/users/profile', { language: 'igbo' })).status).toBe(200);
    const ig = await agent.get(`/api/farmers/${w.farmerA.id}/records.csv`);
    expect(ig.status).toBe(200);
    const [igHeader] = lines(ig.res.body);
    expect(igHeader?.startsWith('Ụbọchị,Ngalaba,Nri (kg)')).toBe(true);
    expect(igHeader?.endsWith('Onye dere ya,Ụzọ')).toBe(true);
  });

  it('a range with no records is a 404 "No data to export" and no file', async () => {
    const api = w.farmerA.api;
    const { sectionId } = await farmFixture(api, w.farmerA.id);
    const empty = await api.get(`/api/sections/${sectionId}/records.csv`);
    expect(empty.status).toBe(404);
    expect(empty.body).toMatchObject({ success: false, error: 'No data to export' });
    expect(empty.res.headers['content-disposition']).toBeUndefined();
    await api.put(`/api/sections/${sectionId}/records/${T}`, { mortality: 1 });
    const before = await api.get(`/api/farmers/${w.farmerA.id}/records.csv?to=${addDays(T, -1)}`);
    expect(before.status).toBe(404);
    expect((await api.get(`/api/farmers/${w.farmerA.id}/records.csv?from=${T}`)).status).toBe(200);
    expect((await api.get(`/api/farmers/${w.farmerA.id}/records.csv?from=soon`)).status).toBe(400);
  });

  it('streams a whole farm in pages: one header, every row once, ordered by date', async () => {
    const api = w.farmerA.api;
    const one = await farmFixture(api, w.farmerA.id, 10);
    const two = await farmFixture(api, w.farmerA.id, 10);
    // 2 sections × 400 days = 800 rows: more than one 500-row page.
    const rows = [one.sectionId, two.sectionId].flatMap((sectionId, s) =>
      Array.from({ length: 400 }, (_, i) => ({
        farmerId: w.farmerA.id,
        sectionId,
        date: addDays(T, -i),
        feedAmount: i + s / 2,
      })),
    );
    await testDb.handle.db.insert(dailyRecords).values(rows);
    const res = await api.get(`/api/farmers/${w.farmerA.id}/records.csv`);
    expect(res.status).toBe(200);
    const body = lines(res.res.body);
    expect(body[0]).toBe(HEADER);
    expect(body.filter((l) => l === HEADER)).toHaveLength(1);
    expect(body).toHaveLength(801);
    const dates = body.slice(1).map((l) => l.slice(0, 10));
    expect(dates).toEqual([...dates].sort());
    expect(new Set(body.slice(1)).size).toBe(800);
    expect(res.res.headers['content-disposition']).toContain('filename="Bello Farm records.csv"');
  });
});
