import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { adminAuditLog, passwordResetTokens, sessions } from '../src/db/schema';
import { sha256 } from '../src/lib/crypto';
import { countRows } from './helpers/agent';
import { testApp } from './helpers/app';
import { call, PASSWORD, signUp } from './helpers/auth';
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

const login = (identifier: string) =>
  call(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password: PASSWORD },
  });

const suspend = (id: string, reason: unknown = 'Selling fake vaccines') =>
  w.admin.api.post(`/api/admin/users/${id}/suspend`, { reason });

describe(`account suspension (${testDriver})`, () => {
  it('is for admins only: 403 to farmers and agents, 401 without a session', async () => {
    for (const action of ['suspend', 'reactivate']) {
      const url = `/api/admin/users/${w.farmerB.id}/${action}`;
      for (const who of [w.farmerA, w.agentA]) {
        expect((await who.api.post(url, { reason: 'x' })).status, `${action}`).toBe(403);
      }
      expect((await w.anonymous.api.post(url, { reason: 'x' })).status).toBe(401);
    }
    const me = await w.farmerB.api.get('/api/auth/me');
    expect(me.status).toBe(200);
  });

  it('ends every session, refuses the login with a clear message and audits who, when, why', async () => {
    const victim = await signUp(app);
    const second = await login(victim.user.phone);
    expect(second.statusCode).toBe(200);
    const secondToken = (second.json() as { data: { token: string } }).data.token;
    expect(secondToken).toMatch(/^[\w-]{20,}$/);
    const before = Date.now();
    const res = await suspend(victim.user._id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Account suspended' });
    expect(res.body.data).toMatchObject({ _id: victim.user._id, status: 'suspended' });

    const old = await as(app, victim).get('/api/auth/me');
    expect(old.status).toBe(401);
    const other = await call(app, { method: 'GET', url: '/api/auth/me', token: secondToken });
    expect(other.statusCode).toBe(401);
    const live = await testDb.handle.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, victim.user._id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);

    const again = await login(victim.user.phone);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({
      success: false,
      error: 'Your account has been suspended. Please contact support.',
      code: 'account_suspended',
    });

    const [row] = await testDb.handle.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.userId, victim.user._id));
    expect(row).toMatchObject({
      adminId: w.admin.id,
      action: 'user_suspended',
      reason: 'Selling fake vaccines',
    });
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const listed = await w.admin.api.get('/api/admin/farmers?status=suspended');
    expect(listed.body.data.map((u: { _id: string }) => u._id)).toEqual([victim.user._id]);
  });

  it('spends a reset link mailed before the suspension', async () => {
    const victim = await signUp(app);
    const token = 'r'.repeat(43);
    await testDb.handle.db.insert(passwordResetTokens).values({
      userId: victim.user._id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    expect((await suspend(victim.user._id)).status).toBe(200);
    const reset = await call(app, {
      method: 'PUT',
      url: `/api/auth/resetpassword/${token}`,
      payload: { password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(400);
    expect((await login(victim.user.phone)).statusCode).toBe(403);
  });

  it('reactivates: the user logs in afresh, the old token stays dead', async () => {
    const victim = await signUp(app, { role: 'agent', email: 'suspended-agent@example.ng' });
    expect((await suspend(victim.user._id)).status).toBe(200);
    const res = await w.admin.api.post(`/api/admin/users/${victim.user._id}/reactivate`, {});
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('active');
    expect((await as(app, victim).get('/api/auth/me')).status).toBe(401);
    const fresh = await login(victim.user.phone);
    expect(fresh.statusCode).toBe(200);
    const token = (fresh.json() as { data: { token: string } }).data.token;
    expect((await call(app, { method: 'GET', url: '/api/auth/me', token })).statusCode).toBe(200);
    const actions = await testDb.handle.db
      .select({ action: adminAuditLog.action, reason: adminAuditLog.reason })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.userId, victim.user._id))
      .orderBy(adminAuditLog.createdAt);
    expect(actions).toEqual([
      { action: 'user_suspended', reason: 'Selling fake vaccines' },
      { action: 'user_reactivated', reason: null },
    ]);
  });

  it('refuses bad requests with clear errors and writes nothing', async () => {
    const audits = await countRows(testDb.handle.db, 'admin_audit_log');
    const noReason = await suspend(w.farmerB.id, '   ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe('A reason is required');
    expect((await suspend(w.farmerB.id, 'x'.repeat(501))).status).toBe(400);
    const missing = await suspend('00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await suspend('not-a-uuid')).status).toBe(400);
    const self = await suspend(w.admin.id);
    expect(self.status).toBe(409);
    expect(self.body.error).toBe('You cannot suspend your own account');
    const notSuspended = await w.admin.api.post(`/api/admin/users/${w.farmerB.id}/reactivate`, {});
    expect(notSuspended.status).toBe(409);
    expect(await countRows(testDb.handle.db, 'admin_audit_log')).toBe(audits);
    expect((await w.farmerB.api.get('/api/auth/me')).status).toBe(200);

    expect((await suspend(w.farmerB.id)).status).toBe(200);
    const twice = await suspend(w.farmerB.id);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('This account is already suspended');
    expect(await countRows(testDb.handle.db, 'admin_audit_log')).toBe(audits + 1);
  });

  it('a suspended user with a token that somehow survived is refused with 403', async () => {
    // The guard checks the status on every call, independently of the revocation.
    const victim = await signUp(app);
    await suspend(victim.user._id);
    await testDb.handle.db
      .update(sessions)
      .set({ revokedAt: null })
      .where(eq(sessions.userId, victim.user._id));
    const res = await as(app, victim).get('/api/auth/me');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Your account has been suspended. Please contact support.');
  });
});
