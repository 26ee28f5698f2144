import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { buildIvrApp } from '../src/ivr/standalone-app';
import { SESSION_ENDED } from '../src/plugins/auth';
import { testConfig } from './helpers/app';
import { call, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { fakeSpeech, ivrClient, listeningApp } from './helpers/ivr';

/**
 * Scale-out: the main server (IVR mounted) and the voice service run alone (`start:ivr`) share
 * one Redis (REDIS_URL, 127.0.0.1:6379 as on the project's machines and CI; this test fails when
 * it is unreachable). Calls on either are visible to both, and either can hang up a call held by
 * the other. WebSocket transport only, so no sticky sessions are involved.
 */

const REDIS_URL = process.env.KIWO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// A channel of its own: the PGlite and PostgreSQL runs of this file may overlap on one Redis.
const env = {
  REDIS_URL,
  IVR_REDIS_CHANNEL: `kiwo-test-${randomUUID()}`,
  SESSION_REVOKE_CHANNEL: `kiwo-test-revoke-${randomUUID()}`,
  // What ends a call here is the revocation message, not the periodic re-check.
  IVR_SESSION_RECHECK_MS: '3600000',
};

let testDb: TestDb;
let main: { app: App; url: string };
let alone: Awaited<ReturnType<typeof buildIvrApp>>;
let aloneUrl: string;

beforeAll(async () => {
  testDb = await openTestDb();
  main = await listeningApp({ db: testDb.handle, speech: fakeSpeech().speech }, env);
  alone = await buildIvrApp(testConfig(env), {
    db: testDb.handle,
    logger: false,
    speech: fakeSpeech().speech,
  });
  await alone.listen({ port: 0, host: '127.0.0.1' });
  aloneUrl = `http://127.0.0.1:${(alone.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await alone?.close();
  await main?.app.close();
  await testDb?.close();
});

describe(`IVR on two servers sharing Redis (${testDriver})`, () => {
  it('sees calls across servers and ends a call held by the other one', async () => {
    const amina = await signUp(main.app);
    const musa = await signUp(main.app);
    const onMain = ivrClient(main.url, amina.token);
    const onAlone = ivrClient(aloneUrl, musa.token);
    for (const client of [onMain, onAlone]) {
      client.socket.emit('authenticate', {});
      await client.next('authenticated');
    }
    const expected = [amina.user._id, musa.user._id].sort();
    const ids = async (service: { activeCalls(): Promise<{ userId: string }[]> }) =>
      (await service.activeCalls()).map((c) => c.userId).sort();
    expect(await ids(main.app.ivr)).toEqual(expected);
    expect(await ids(alone.ivr)).toEqual(expected);

    // The standalone service answers like the mounted one.
    onAlone.socket.emit('ai_text_input', {
      text: 'My goats are coughing',
      language: 'en',
      useTTS: true,
    });
    expect((await onAlone.next('ai_response')).aiResponse).toMatch(/goat/i);

    const gone = onAlone.disconnected();
    main.app.ivr.endCallsOf(musa.user._id);
    expect(await gone).toBe('io server disconnect');
    expect(onMain.socket.connected).toBe(true);
    expect(await ids(alone.ivr)).toEqual([amina.user._id]);
    onMain.close();

    const ready = await alone.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
  });

  it('a suspension on one server ends the live call held by the other at once', async () => {
    const admin = await signUp(main.app);
    await testDb.handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
    const farmer = await signUp(main.app);
    const onAlone = ivrClient(aloneUrl, farmer.token);
    try {
      onAlone.socket.emit('authenticate', {});
      await onAlone.next('authenticated');
      const gone = onAlone.disconnected();
      const res = await call(main.app, {
        method: 'POST',
        url: `/api/admin/users/${farmer.user._id}/suspend`,
        token: admin.token,
        payload: { reason: 'Selling fake vaccines' },
      });
      expect(res.statusCode).toBe(200);
      // The standalone service re-checks only every hour here: the revocation message ends it.
      expect(await onAlone.next('authentication_failed')).toEqual({ message: SESSION_ENDED });
      expect(await gone).toBe('io server disconnect');
    } finally {
      onAlone.close();
    }
  });
});
