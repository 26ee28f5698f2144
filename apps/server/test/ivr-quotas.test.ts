import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { sessions, users, voiceCalls } from '../src/db/schema';
import { CALL_REFUSED } from '../src/ivr/admission';
import { SESSION_ENDED } from '../src/plugins/auth';
import { call as api, eventually, PASSWORD, type Session, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { fakeSpeech, ivrClient, listeningApp } from './helpers/ivr';

/*
 * Voice quotas and revocation (ADR 0024) over real sockets: at most IVR_MAX_CALLS_PER_ACCOUNT
 * calls per account and IVR_MAX_CALLS_PER_PROCESS per process; a revoked session ends its live
 * call at once, without waiting for the call's next request (the client then shows "Disconnected
 * from IVR system", spec §2).
 */

let testDb: TestDb;
const apps: App[] = [];
const clients: ReturnType<typeof ivrClient>[] = [];

beforeAll(async () => {
  testDb = await openTestDb();
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const app of apps.splice(0)) await app.close();
});
afterAll(async () => {
  await testDb?.close();
});

async function start(env: Record<string, string> = {}) {
  const started = await listeningApp({ db: testDb.handle, speech: fakeSpeech().speech }, env);
  apps.push(started.app);
  return started;
}

async function dial(url: string, session: Session) {
  const client = ivrClient(url, session.token);
  clients.push(client);
  await client.connected();
  client.socket.emit('authenticate', {});
  return client;
}

async function answered(url: string, session: Session) {
  const client = await dial(url, session);
  await client.next('authenticated');
  return client;
}

describe(`voice call quotas (${testDriver})`, () => {
  it('refuses a third parallel call from one account with an error event; ending one frees a place', async () => {
    const { app, url } = await start();
    const farmer = await signUp(app);
    const first = await answered(url, farmer);
    await answered(url, farmer);
    const third = await dial(url, farmer);
    expect(await third.next('error')).toEqual({ message: CALL_REFUSED.perAccount(2) });
    expect(third.all('authenticated')).toEqual([]);
    // Refused calls are not calls: nothing is recorded, and the socket cannot ask anything.
    third.socket.emit('ai_text_input', { text: 'Hello', language: 'en', useTTS: false });
    expect(await third.next('error')).toMatchObject({ message: 'Please authenticate first' });
    const rows = await testDb.handle.db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.userId, farmer.user._id));
    expect(rows).toHaveLength(2);

    // Another account is not affected.
    await answered(url, await signUp(app));

    const gone = first.disconnected();
    first.socket.emit('end_session');
    await gone;
    const again = await eventually(async () => {
      const retry = await dial(url, farmer);
      const first = await Promise.race([
        retry.next('authenticated').then(() => 'authenticated'),
        retry.next('error').then(() => 'error'),
      ]);
      if (first === 'authenticated') return retry;
      retry.close();
      return undefined;
    });
    expect(again.socket.connected).toBe(true);
  });

  it('refuses calls past IVR_MAX_CALLS_PER_PROCESS, whoever makes them', async () => {
    const { app, url } = await start({ IVR_MAX_CALLS_PER_PROCESS: '2' });
    await answered(url, await signUp(app));
    await answered(url, await signUp(app));
    const third = await dial(url, await signUp(app));
    expect(await third.next('error')).toEqual({ message: CALL_REFUSED.perProcess });
    expect(third.all('authenticated')).toEqual([]);
  });
});

describe(`a revoked session ends its live call (${testDriver})`, () => {
  // The periodic re-check is pushed far out: what ends these calls is the revocation itself.
  const slowRecheck = { IVR_SESSION_RECHECK_MS: '3600000' };

  it('logout: the idle call is hung up with "session ended" at once', async () => {
    const { app, url } = await start(slowRecheck);
    const farmer = await signUp(app);
    const client = await answered(url, farmer);
    const gone = client.disconnected();
    const out = await api(app, { method: 'GET', url: '/api/auth/logout', token: farmer.token });
    expect(out.statusCode).toBe(200);
    expect(await client.next('authentication_failed')).toEqual({ message: SESSION_ENDED });
    expect(await gone).toBe('io server disconnect');
    const [row] = await testDb.handle.db
      .select()
      .from(voiceCalls)
      .where(eq(voiceCalls.userId, farmer.user._id));
    expect(row?.endReason).toBe('session-ended');
  });

  it('password change: calls on the old sessions end', async () => {
    const { app, url } = await start(slowRecheck);
    const farmer = await signUp(app);
    const client = await answered(url, farmer);
    const gone = client.disconnected();
    const changed = await api(app, {
      method: 'PUT',
      url: '/api/auth/updatepassword',
      token: farmer.token,
      payload: { currentPassword: PASSWORD, newPassword: 'another password 2' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await client.next('authentication_failed')).toEqual({ message: SESSION_ENDED });
    expect(await gone).toBe('io server disconnect');
  });

  it('suspension: the call is hung up at once', async () => {
    const { app, url } = await start(slowRecheck);
    const admin = await signUp(app);
    await testDb.handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
    const farmer = await signUp(app);
    const client = await answered(url, farmer);
    const gone = client.disconnected();
    const res = await api(app, {
      method: 'POST',
      url: `/api/admin/users/${farmer.user._id}/suspend`,
      token: admin.token,
      payload: { reason: 'Selling fake vaccines' },
    });
    expect(res.statusCode).toBe(200);
    // The sessions were revoked with the suspension: the call hears that its session ended.
    expect(await client.next('authentication_failed')).toEqual({ message: SESSION_ENDED });
    expect(await gone).toBe('io server disconnect');
  });

  it('a revocation this process was not told about ends the call at the next periodic check', async () => {
    // No message: as when another process revoked it and Redis lost the message. The call is
    // idle; only the timer can notice.
    const { app, url } = await start({ IVR_SESSION_RECHECK_MS: '200' });
    const farmer = await signUp(app);
    const client = await answered(url, farmer);
    const gone = client.disconnected();
    await testDb.handle.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, farmer.user._id));
    expect(await client.next('authentication_failed')).toEqual({ message: SESSION_ENDED });
    expect(await gone).toBe('io server disconnect');
  });
});
