import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { testApp } from './helpers/app';
import { PASSWORD, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { as, farmWorld, type World } from './helpers/farm';

let testDb: TestDb;
let app: App;
let w: World;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const PENDING =
  'Your agent account is waiting for approval by a Kiwo admin. You will be told when it is approved.';
let n = 0;
const pendingAgent = () =>
  signUp(app, { role: 'agent', email: `waiting${++n}@example.ng`, pending: true });

describe(`agent approval (${testDriver})`, () => {
  it('a self-signed-up agent signs in, sees who they are, and every agent route refuses them', async () => {
    const session = await pendingAgent();
    expect(session.user).toMatchObject({ role: 'agent', status: 'pending' });
    const api = as(app, session);
    const me = await api.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ status: 'pending' });
    for (const path of [
      '/api/agents/me/dashboard',
      '/api/consultations/assigned',
      '/api/notifications',
      '/api/users/sms-alerts',
    ]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body.error, path).toBe(PENDING);
    }
    // Signing in again works (the web shows the waiting page from `status`).
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: session.user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ status: 'pending' });
    expect((await api.get('/api/auth/logout')).status).toBe(200);
  });

  it('an admin approves (audited) and the agent works; a second decision is refused', async () => {
    const session = await pendingAgent();
    const id = session.user._id;
    const api = as(app, session);
    expect(
      (await w.agentA.api.post(`/api/admin/users/${id}/agent-approval`, { decision: 'approve' }))
        .status,
    ).toBe(403);
    const ok = await w.admin.api.post(`/api/admin/users/${id}/agent-approval`, {
      decision: 'approve',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'active', role: 'agent' });
    expect((await api.get('/api/agents/me/dashboard')).status).toBe(200);
    const again = await w.admin.api.post(`/api/admin/users/${id}/agent-approval`, {
      decision: 'reject',
      reason: 'Late',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This agent is not waiting for approval');
    const detail = await w.admin.api.get(`/api/admin/users/${id}`);
    expect(detail.body.data.history[0]).toMatchObject({ action: 'agent_approved' });
    // A farmer is never "pending": the decision is refused.
    const farmer = await w.admin.api.post(`/api/admin/users/${w.farmerA.id}/agent-approval`, {
      decision: 'approve',
    });
    expect(farmer.status).toBe(409);
  });

  it('a rejection needs a reason, ends the sessions and is audited', async () => {
    const session = await pendingAgent();
    const id = session.user._id;
    const url = `/api/admin/users/${id}/agent-approval`;
    const bare = await w.admin.api.post(url, { decision: 'reject' });
    expect(bare.status).toBe(400);
    expect(bare.body.fields).toEqual({ reason: 'Give a reason for the rejection' });
    const wrong = await w.admin.api.post(url, { decision: 'maybe' });
    expect(wrong.status).toBe(400);
    const [still] = await testDb.handle.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, id));
    expect(still?.status).toBe('pending');
    const no = await w.admin.api.post(url, {
      decision: 'reject',
      reason: 'Not one of our partners',
    });
    expect(no.status).toBe(200);
    expect(no.body.data).toMatchObject({ status: 'suspended' });
    expect((await as(app, session).get('/api/auth/me')).status).toBe(401);
    const detail = await w.admin.api.get(`/api/admin/users/${id}`);
    expect(detail.body.data.history[0]).toMatchObject({
      action: 'agent_rejected',
      reason: 'Not one of our partners',
    });
  });

  it('admins list the agents waiting', async () => {
    const session = await pendingAgent();
    const list = await w.admin.api.get('/api/admin/agents?status=pending');
    expect(list.status).toBe(200);
    expect(list.body.data.map((u: { _id: string }) => u._id)).toContain(session.user._id);
    expect(list.body.data.every((u: { status: string }) => u.status === 'pending')).toBe(true);
  });
});
