import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { sealNin } from '../src/modules/auth/nin';
import { countRows, tableSnapshot } from './helpers/agent';
import { testApp } from './helpers/app';
import { signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { as, farmFixture, farmWorld, type World } from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
  await farmFixture(w.farmerA.api, w.farmerA.id, 40);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const notificationsOf = async (api: World['farmerA']['api']) =>
  (await api.get('/api/notifications')).body.data as {
    type: string;
    title: string;
    body: string;
    params: Record<string, string>;
  }[];

describe(`admin: one user (${testDriver})`, () => {
  it('shows a farmer with figures, counts and agent', async () => {
    const res = await w.admin.api.get(`/api/admin/users/${w.farmerA.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      _id: w.farmerA.id,
      role: 'farmer',
      animals: 40,
      status: 'active',
      agentName: expect.any(String),
    });
    expect(res.body.data.counts).toMatchObject({ pens: 1, batches: 1, activeBatches: 1 });
    expect(res.body.data.history).toEqual([]);
    const agent = await w.admin.api.get(`/api/admin/users/${w.agentA.id}`);
    expect(agent.body.data.user).toMatchObject({ role: 'agent', farmers: 1 });
    expect(
      (await w.admin.api.get('/api/admin/users/00000000-0000-4000-8000-00000000000f')).status,
    ).toBe(404);
    expect((await w.agentA.api.get(`/api/admin/users/${w.farmerA.id}`)).status).toBe(403);
  });

  it('lists the farmers of one agent', async () => {
    const res = await w.admin.api.get(`/api/admin/farmers?agentId=${w.agentA.id}`);
    expect(res.body.data.map((u: { _id: string }) => u._id)).toEqual([w.farmerA.id]);
    expect((await w.admin.api.get('/api/admin/farmers?agentId=nope')).status).toBe(400);
  });

  it('assigns, moves and detaches a farmer; both people are told; the history shows it', async () => {
    const put = (agentId: string | null) =>
      w.admin.api.put(`/api/admin/farmers/${w.farmerB.id}/agent`, { agentId });
    const assigned = await put(w.agentB.id);
    expect(assigned.status).toBe(200);
    expect(assigned.body.message).toBe('Agent assigned');
    expect(assigned.body.data.agentId).toBe(w.agentB.id);
    // The agent now reaches the farmer's farm.
    expect((await w.agentB.api.get(`/api/pen/farmer/${w.farmerB.id}`)).status).toBe(200);
    const toAgent = await notificationsOf(w.agentB.api);
    expect(toAgent[0]).toMatchObject({ type: 'farmer_assigned' });
    const toFarmer = await notificationsOf(w.farmerB.api);
    expect(toFarmer[0]).toMatchObject({
      type: 'agent_assigned',
      params: { name: `${w.agentB.session.user.firstName} ${w.agentB.session.user.lastName}` },
    });

    const same = await put(w.agentB.id);
    expect(same.body.message).toBe('No change');
    const moved = await put(w.agentA.id);
    expect(moved.body.data.agentId).toBe(w.agentA.id);
    expect((await w.agentB.api.get(`/api/pen/farmer/${w.farmerB.id}`)).status).toBe(403);
    const detached = await put(null);
    expect(detached.body.message).toBe('Agent removed');
    expect(detached.body.data.agentId).toBeNull();

    const detail = await w.admin.api.get(`/api/admin/users/${w.farmerB.id}`);
    expect(
      detail.body.data.history.map((h: { action: string; details: object }) => [
        h.action,
        h.details,
      ]),
    ).toEqual([
      ['farmer_assigned', { from: w.agentA.id, to: '' }],
      ['farmer_assigned', { from: w.agentB.id, to: w.agentA.id }],
      ['farmer_assigned', { from: '', to: w.agentB.id }],
    ]);
    expect(detail.body.data.history[0].adminName).toBe(
      `${w.admin.session.user.firstName} ${w.admin.session.user.lastName}`,
    );
  });

  it('refuses a wrong assignment with a clear error and changes nothing', async () => {
    const before = await tableSnapshot(testDb.handle.db, 'users');
    const notes = await countRows(testDb.handle.db, 'notifications');
    const put = (farmerId: string, agentId: unknown) =>
      w.admin.api.put(`/api/admin/farmers/${farmerId}/agent`, { agentId });
    const notAgent = await put(w.farmerB.id, w.farmerA.id);
    expect(notAgent.status).toBe(400);
    expect(notAgent.body).toMatchObject({
      error: 'Agent not found',
      fields: { agentId: 'Agent not found' },
    });
    expect((await put(w.agentA.id, w.agentB.id)).status).toBe(404);
    expect((await put(w.farmerB.id, 'x')).status).toBe(400);
    expect((await put(w.farmerB.id, undefined)).status).toBe(400);
    const sleepy = await signUp(app, { role: 'agent', email: 'sleepy@example.ng' });
    await testDb.handle.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.id, sleepy.user._id));
    const suspended = await put(w.farmerB.id, sleepy.user._id);
    expect(suspended.status).toBe(409);
    expect(
      (await w.agentA.api.put(`/api/admin/farmers/${w.farmerB.id}/agent`, { agentId: null }))
        .status,
    ).toBe(403);
    await testDb.handle.db.delete(users).where(eq(users.id, sleepy.user._id));
    expect(await tableSnapshot(testDb.handle.db, 'users')).toBe(before);
    expect(await countRows(testDb.handle.db, 'notifications')).toBe(notes);
  });

  it('a NIN decision notifies the user and lands in the history', async () => {
    const farmer = await signUp(app);
    const client = as(app, farmer);
    await testDb.handle.db
      .update(users)
      .set({ ...sealNin('10987651234', app.secrets), ninSubmittedAt: new Date() })
      .where(eq(users.id, farmer.user._id));
    const rejected = await w.admin.api.post(`/api/admin/users/${farmer.user._id}/nin`, {
      decision: 'reject',
      reason: 'The name does not match',
    });
    expect(rejected.status).toBe(200);
    const [note] = await notificationsOf(client);
    expect(note).toMatchObject({
      type: 'nin_decision',
      title: 'NIN not verified',
      params: { decision: 'rejected', reason: 'The name does not match' },
    });
    await testDb.handle.db
      .update(users)
      .set({ ninStatus: 'pending' })
      .where(eq(users.id, farmer.user._id));
    await w.admin.api.post(`/api/admin/users/${farmer.user._id}/nin/check`, {
      documentName: `${farmer.user.firstName} ${farmer.user.lastName}`,
    });
    const approve = { decision: 'approve', attest: true };
    await w.admin.api.post(`/api/admin/users/${farmer.user._id}/nin`, approve);
    const notes = await notificationsOf(client);
    expect(notes[0]).toMatchObject({ type: 'nin_decision', params: { decision: 'approved' } });
    const detail = await w.admin.api.get(`/api/admin/users/${farmer.user._id}`);
    expect(detail.body.data.history.map((h: { action: string }) => h.action)).toEqual([
      'nin_approved',
      'nin_checked',
      'nin_rejected',
    ]);
    // A second decision is refused and tells nobody anything.
    const again = await w.admin.api.post(`/api/admin/users/${farmer.user._id}/nin`, {
      decision: 'approve',
    });
    expect(again.status).toBe(409);
    expect(await notificationsOf(client)).toHaveLength(2);
  });
});
