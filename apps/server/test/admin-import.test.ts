import { loadLocale, translator } from '@kiwo/i18n';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { rows } from '../src/db/sql';
import { parseCsv } from '../src/lib/csv-parse';
import { tableSnapshot } from './helpers/agent';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmWorld, type World } from './helpers/farm';

describe('CSV parsing', () => {
  it('reads quotes, commas and line breaks in cells, CRLF, a BOM, and skips blank lines', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n"two\nlines",z\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', 'z'] },
    ]);
    expect(parseCsv('a,,\n')).toEqual([{ line: 1, cells: ['a', '', ''] }]);
  });
});

describe(`admin imports farmers from a CSV (${testDriver})`, () => {
  let testDb: TestDb;
  let app: App;
  let w: World;
  let agentPhone = '';

  beforeAll(async () => {
    testDb = await openTestDb();
    app = await testApp({ db: testDb.handle });
  });
  beforeEach(async () => {
    await testDb.reset();
    w = await farmWorld(app, testDb.handle.db);
    agentPhone = w.agentA.session.user.phone;
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.close();
  });

  const url = '/api/admin/farmers/import';
  const header = 'first_name,last_name,phone,state,gender,age,livestock,animals,agent_phone';
  const good = () =>
    [
      header,
      `Amina,Bello,08031110001,Kano,female,26-35,poultry,120,${agentPhone}`,
      `"Okafor, Jr",Chidi,+2348031110002,enugu,M,,goats,"1,200",`,
      'Bola,Ade,0803 111 0003,Oyo,,,,,',
    ].join('\n');

  it('a dry run reports what it would do and writes nothing', async () => {
    const before = await tableSnapshot(testDb.handle.db, 'users');
    const res = await w.admin.api.post(url, { csv: good(), agentId: w.agentB.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Dry run: nothing was imported');
    expect(res.body.data).toEqual({
      committed: false,
      rows: 3,
      created: 3,
      existing: 0,
      errors: [],
    });
    expect(await tableSnapshot(testDb.handle.db, 'users')).toBe(before);
  });

  it('commits: farmers, default pens with the declared animals, one audit row each', async () => {
    const res = await w.admin.api.post(url, { csv: good(), agentId: w.agentB.id, commit: true });
    expect(res.body).toMatchObject({
      message: 'Farmers imported',
      data: { committed: true, created: 3, existing: 0, errors: [] },
    });
    const imported = await rows<{ phone: string; agent: string; first: string; must: boolean }>(
      testDb.handle.db,
      sql`select phone, agent_id::text as agent, first_name as first, must_change_password as must
        from users where phone like '+23480311100%' order by phone`,
    );
    expect(imported).toEqual([
      { phone: '+2348031110001', agent: w.agentA.id, first: 'Amina', must: true },
      { phone: '+2348031110002', agent: w.agentB.id, first: 'Okafor, Jr', must: true },
      { phone: '+2348031110003', agent: w.agentB.id, first: 'Bola', must: true },
    ]);
    const animals = await rows<{ n: number }>(
      testDb.handle.db,
      sql`select coalesce(sum(s.count), 0)::int as n from sections s join users u on u.id = s.farmer_id
        where u.phone = '+2348031110002'`,
    );
    expect(Number(animals[0]?.n)).toBe(1200);
    const audit = await rows<{ n: number }>(
      testDb.handle.db,
      sql`select count(*)::int as n from admin_audit_log where action = 'farmers_imported'`,
    );
    expect(Number(audit[0]?.n)).toBe(3);
    // The same file again: nothing new, nothing doubled.
    const again = await w.admin.api.post(url, { csv: good(), agentId: w.agentB.id, commit: true });
    expect(again.body.data).toMatchObject({ committed: false, created: 0, existing: 3 });
    const count = await rows<{ n: number }>(
      testDb.handle.db,
      sql`select count(*)::int as n from users where phone like '+23480311100%'`,
    );
    expect(Number(count[0]?.n)).toBe(3);
  });

  it("takes a language column (code or name), else the agent's, and names the pen in it", async () => {
    expect((await w.agentB.api.patch('/api/users/profile', { language: 'hausa' })).status).toBe(
      200,
    );
    const csv = [
      'first_name,last_name,phone,state,agent_phone,language',
      `Bola,Ade,08031110005,Oyo,,Yorùbá`,
      `Chidi,Eze,08031110006,Enugu,,ig`,
      `Musa,Sani,08031110007,Kano,,`,
      `Ada,Obi,08031110008,Lagos,${agentPhone},`,
    ].join('\n');
    const res = await w.admin.api.post(url, { csv, agentId: w.agentB.id, commit: true });
    expect(res.body.data).toMatchObject({ committed: true, created: 4, errors: [] });
    const made = await rows<{ first: string; language: string; pen: string }>(
      testDb.handle.db,
      sql`select u.first_name as first, u.language, p.name as pen from users u
        join pens p on p.farmer_id = u.id where u.phone like '+23480311100%' order by u.phone`,
    );
    const pen = async (locale: 'en' | 'ha' | 'yo' | 'ig') => {
      await loadLocale(locale);
      return translator(locale).messages.farmSetup.defaultPen();
    };
    expect(made).toEqual([
      { first: 'Bola', language: 'yoruba', pen: await pen('yo') },
      { first: 'Chidi', language: 'igbo', pen: await pen('ig') },
      // No language: the agent's — agent B speaks Hausa, agent A (by phone) English.
      { first: 'Musa', language: 'hausa', pen: await pen('ha') },
      { first: 'Ada', language: 'english', pen: await pen('en') },
    ]);
    expect(new Set(made.map((m) => m.pen)).size).toBe(4);

    const bad = await w.admin.api.post(url, {
      csv: 'first_name,last_name,phone,language\nTunde,Ola,08031110009,french',
      agentId: w.agentB.id,
      commit: true,
    });
    expect(bad.body.data).toMatchObject({
      committed: false,
      errors: [{ row: 2, column: 'language', code: 'invalid_language' }],
    });
  });

  it('lists every row error with its line and column, and a commit writes nothing', async () => {
    const csv = [
      header,
      ',Bello,0803111000,Lagoss,x,17,camels,-3,',
      `Musa,Ali,${w.agentB.session.user.phone},,,,,,`,
      'Ade,Ola,08031110009,,,,,,08000000000',
      'Ade,Ola,08031110009,,,,,,',
      'Uche,Obi,08031110010,,,,,,',
    ].join('\r\n');
    const before = await tableSnapshot(testDb.handle.db, 'users');
    const res = await w.admin.api.post(url, { csv, commit: true });
    expect(res.body.message).toBe('The file has errors; nothing was imported');
    const errors = res.body.data.errors.map((e: { row: number; column: string; code: string }) =>
      [e.row, e.column, e.code].join(' '),
    );
    expect(errors).toEqual([
      '2 first_name required',
      '2 phone invalid_phone',
      '2 state invalid_state',
      '2 gender invalid_gender',
      '2 age invalid_age',
      '2 livestock invalid_livestock',
      '2 animals invalid_count',
      '3 phone phone_taken',
      '4 agent_phone unknown_agent',
      '5 phone duplicate_in_file',
      '6 agent_phone no_agent',
    ]);
    expect(await tableSnapshot(testDb.handle.db, 'users')).toBe(before);
  });

  it('refuses a file without the required columns, too many rows, or too large', async () => {
    const missing = await w.admin.api.post(url, { csv: 'first_name,surname\nA,B' });
    expect(missing.body.data.errors.map((e: { column: string; code: string }) => e.code)).toEqual([
      'unknown_column',
      'missing_column',
      'missing_column',
    ]);
    const many = [
      header,
      ...Array.from({ length: 2001 }, (_, i) => `A,B,0803${String(i).padStart(7, '0')},,,,,,`),
    ];
    const tooMany = await w.admin.api.post(url, { csv: many.join('\n'), agentId: w.agentA.id });
    expect(tooMany.body.data.errors).toEqual([
      expect.objectContaining({ row: 1, code: 'too_many_rows' }),
    ]);
    const big = await w.admin.api.post(url, { csv: 'x'.repeat(512 * 1024 + 1) });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('The file is larger than 512 KB; split it');
    expect((await w.admin.api.post(url, { csv: good(), agentId: w.farmerA.id })).status).toBe(400);
    expect((await w.agentA.api.post(url, { csv: good() })).status).toBe(403);
  });
});
