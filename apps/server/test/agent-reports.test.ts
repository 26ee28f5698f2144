import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { onReportFiled } from '../src/modules/reports';
import type { ReportRow } from '../src/modules/reports/repository';
import { registeredFarmer, tableSnapshot } from './helpers/agent';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmWorld, type World } from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;
/** Farmer A is agent A's; farmer C is agent B's. */
let farmerC: string;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
});
beforeEach(async () => {
  await testDb.reset();
  w = await farmWorld(app, testDb.handle.db);
  farmerC = (await registeredFarmer(app, w.agentB.session, { firstName: 'Chidi' }))._id;
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const reportsTable = () => tableSnapshot(testDb.handle.db, 'agent_reports');
const visit = (farmerId: string, issue = 'Birds look healthy; advised more drinkers') => ({
  farmerId,
  reportType: 'visit',
  issue,
  location: 'Zaria',
});

describe(`POST /api/reports (${testDriver})`, () => {
  it('an agent files a report about their own farmer: 201 with the spec §3 fields and names', async () => {
    const res = await w.agentA.api.post('/api/reports', visit(w.farmerA.id));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Report filed' });
    expect(res.body.data).toMatchObject({
      agentId: w.agentA.id,
      farmerId: w.farmerA.id,
      reportType: 'visit',
      issue: 'Birds look healthy; advised more drinkers',
      location: 'Zaria',
      agent: { _id: w.agentA.id },
      farmer: { _id: w.farmerA.id, firstName: 'Amina', phone: w.farmerA.session.user.phone },
    });
    expect(Date.parse(res.body.data.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const noLocation = await w.agentA.api.post('/api/reports', {
      farmerId: w.farmerA.id,
      reportType: 'disease',
      issue: 'Coughing in House B',
      location: '',
    });
    expect(noLocation.status).toBe(201);
    expect(noLocation.body.data.location).toBeNull();
  });

  it('another agent’s farmer, a made-up id or a non-farmer is the same 403; the table is unchanged', async () => {
    await w.agentA.api.post('/api/reports', visit(w.farmerA.id));
    const before = await reportsTable();
    const theirs = await w.agentA.api.post('/api/reports', visit(farmerC));
    expect(theirs.status).toBe(403);
    expect(theirs.body).toMatchObject({
      success: false,
      error: 'You can only file reports about farmers attached to you',
    });
    for (const farmerId of [randomUUID(), w.agentB.id, w.farmerB.id]) {
      const res = await w.agentA.api.post('/api/reports', visit(farmerId));
      expect(res.status, farmerId).toBe(403);
      expect(res.body).toEqual(theirs.body);
    }
    // And the other way round: agent B about agent A's farmer.
    expect((await w.agentB.api.post('/api/reports', visit(w.farmerA.id))).status).toBe(403);
    expect(await reportsTable()).toBe(before);
  });

  it('farmers and admins may not file reports (403); anonymous is 401; nothing is written', async () => {
    const before = await reportsTable();
    expect((await w.farmerA.api.post('/api/reports', visit(w.farmerA.id))).status).toBe(403);
    expect((await w.admin.api.post('/api/reports', visit(w.farmerA.id))).status).toBe(403);
    expect((await w.anonymous.api.post('/api/reports', visit(w.farmerA.id))).status).toBe(401);
    expect(await reportsTable()).toBe(before);
  });

  it('validates type, issue (1-2000) and location (≤ 200) per field', async () => {
    const before = await reportsTable();
    const bad = await w.agentA.api.post('/api/reports', {
      farmerId: 'someone',
      reportType: 'gossip',
      issue: '   ',
      location: 'x'.repeat(201),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      farmerId: 'Farmer not found',
      reportType: 'Report type must be one of: visit, disease, mortality, feed, market, other',
      issue: 'Issue is required',
      location: 'Location must be at most 200 characters',
    });
    const long = await w.agentA.api.post('/api/reports', visit(w.farmerA.id, 'x'.repeat(2001)));
    expect(long.body.fields).toEqual({ issue: 'Issue must be at most 2000 characters' });
    expect(await reportsTable()).toBe(before);
    const edge = await w.agentA.api.post('/api/reports', {
      ...visit(w.farmerA.id, 'y'.repeat(2000)),
      location: 'z'.repeat(200),
    });
    expect(edge.status).toBe(201);
  });

  it('runs the onReportFiled hooks once per saved report, never for a refused one; a failing hook does not fail the call', async () => {
    const seen: ReportRow[] = [];
    const offSeen = onReportFiled(async (report) => {
      seen.push(report);
    });
    const offBoom = onReportFiled(async () => {
      throw new Error('hook exploded');
    });
    try {
      const ok = await w.agentA.api.post('/api/reports', visit(w.farmerA.id));
      expect(ok.status).toBe(201);
      expect((await w.agentA.api.post('/api/reports', visit(farmerC))).status).toBe(403);
      expect(seen.map((r) => [r.id, r.agentId, r.farmerId])).toEqual([
        [ok.body.data._id, w.agentA.id, w.farmerA.id],
      ]);
    } finally {
      offSeen();
      offBoom();
    }
    await w.agentA.api.post('/api/reports', visit(w.farmerA.id));
    expect(seen).toHaveLength(1);
  });
});

describe(`GET /api/reports (${testDriver})`, () => {
  /** Agent A: 3 about farmer A and 1 about farmer D; agent B: 2 about farmer C. */
  async function fileSome() {
    const farmerD = (await registeredFarmer(app, w.agentA.session))._id;
    for (const issue of ['first', 'second', 'third']) {
      await w.agentA.api.post('/api/reports', visit(w.farmerA.id, issue));
    }
    await w.agentA.api.post('/api/reports', visit(farmerD, 'about D'));
    await w.agentB.api.post('/api/reports', visit(farmerC, 'B one'));
    await w.agentB.api.post('/api/reports', visit(farmerC, 'B two'));
    return farmerD;
  }
  const issues = (body: { data?: unknown }) =>
    (body.data as { issue: string }[]).map((r) => r.issue);

  it('an agent sees only their own reports, newest first, paged; agentId in the query is ignored', async () => {
    const farmerD = await fileSome();
    const mine = await w.agentA.api.get('/api/reports');
    expect(mine.status).toBe(200);
    expect(issues(mine.body)).toEqual(['about D', 'third', 'second', 'first']);
    expect(mine.body.pagination).toEqual({ page: 1, limit: 20, total: 4, pages: 1 });
    const page2 = await w.agentA.api.get('/api/reports?limit=3&page=2');
    expect(issues(page2.body)).toEqual(['first']);
    expect(page2.body.pagination).toEqual({ page: 2, limit: 3, total: 4, pages: 2 });
    const aboutD = await w.agentA.api.get(`/api/reports?farmerId=${farmerD}`);
    expect(issues(aboutD.body)).toEqual(['about D']);
    const sneaky = await w.agentA.api.get(`/api/reports?agentId=${w.agentB.id}`);
    expect(issues(sneaky.body)).toEqual(['about D', 'third', 'second', 'first']);
    const otherFarmer = await w.agentA.api.get(`/api/reports?farmerId=${farmerC}`);
    expect(otherFarmer.body.data).toEqual([]);
    expect(issues((await w.agentB.api.get('/api/reports')).body)).toEqual(['B two', 'B one']);
  });

  it('an admin sees every report and filters by agent and farmer', async () => {
    await fileSome();
    const all = await w.admin.api.get('/api/reports');
    expect(all.body.pagination.total).toBe(6);
    const byB = await w.admin.api.get(`/api/reports?agentId=${w.agentB.id}`);
    expect(issues(byB.body)).toEqual(['B two', 'B one']);
    const aboutA = await w.admin.api.get(`/api/reports?farmerId=${w.farmerA.id}`);
    expect(issues(aboutA.body)).toEqual(['third', 'second', 'first']);
    const both = await w.admin.api.get(
      `/api/reports?agentId=${w.agentB.id}&farmerId=${w.farmerA.id}`,
    );
    expect(both.body.data).toEqual([]);
  });

  it('a farmer gets 403, anonymous 401; bad filters are 400 per field', async () => {
    await fileSome();
    expect((await w.farmerA.api.get('/api/reports')).status).toBe(403);
    expect((await w.anonymous.api.get('/api/reports')).status).toBe(401);
    const bad = await w.admin.api.get('/api/reports?farmerId=x&limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      farmerId: 'Farmer not found',
      limit: 'Limit must be at least 1',
    });
  });
});
