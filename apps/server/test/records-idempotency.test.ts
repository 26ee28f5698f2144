import { addDays, calendarDay } from '@kiwo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import {
  type Client,
  farmFixture,
  farmSnapshot,
  farmWorld,
  storedCount,
  type World,
} from './helpers/farm';

/**
 * Offline sync of daily records (ADR 0012): a queued write carries an Idempotency-Key
 * and a precondition on the record the farmer last saw. A retry after a lost answer must be
 * stored once and must not look like a conflict; a real change elsewhere answers 412 with the
 * record as it is now, and changes nothing.
 */
let testDb: TestDb;
let app: App;
let w: World;
let api: Client;
let sectionId: string;
const today = calendarDay(new Date()) as string;
const yesterday = addDays(today, -1);

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
});
beforeEach(async () => {
  await testDb.reset();
  w = await farmWorld(app, testDb.handle.db);
  api = w.farmerA.api;
  ({ sectionId } = await farmFixture(api, w.farmerA.id, 100));
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const url = (date: string) => `/api/sections/${sectionId}/records/${date}`;
const count = () => storedCount(testDb.handle.db, sectionId);
const rows = async (table: 'daily_records' | 'idempotency_keys') => {
  const result = (await testDb.handle.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n;
};
const offline = (key: string, seen: string | null) => ({
  'idempotency-key': key,
  ...(seen === null ? { 'if-none-match': '*' } : { 'if-match': `"${seen}"` }),
});

describe(`offline record sync: idempotency and conflicts (${testDriver})`, () => {
  it('a retry after a lost answer is stored once and replays the first answer, not a conflict', async () => {
    const headers = offline('sync-1', null);
    const first = await api.put(url(today), { mortality: 3, feedAmount: 20 }, headers);
    expect(first.status).toBe(201);
    // The phone never got that answer and sends the same queued write again.
    const retry = await api.put(url(today), { mortality: 3, feedAmount: 20 }, headers);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await count()).toBe(97);
    expect(await rows('daily_records')).toBe(1);
    expect(await rows('idempotency_keys')).toBe(1);
  });

  it('a replay still answers what it stored after the record was changed elsewhere', async () => {
    const headers = offline('sync-2', null);
    const first = await api.put(url(today), { mortality: 3 }, headers);
    await w.agentA.api.put(url(today), { mortality: 5 });
    const replay = await api.put(url(today), { mortality: 3 }, headers);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    // The agent's later edit stands: the replay wrote nothing.
    expect(await count()).toBe(95);
  });

  it('a record saved elsewhere while the farmer saw none is a 412 conflict with the current record; nothing changes', async () => {
    const theirs = await w.agentA.api.put(url(today), { mortality: 2, notes: 'agent visit' });
    expect(theirs.status).toBe(201);
    const before = await farmSnapshot(testDb.handle.db);
    const mine = await api.put(url(today), { mortality: 4 }, offline('sync-3', null));
    expect(mine.status).toBe(412);
    expect(mine.body).toMatchObject({
      success: false,
      error:
        'This record was changed elsewhere since you last saw it: choose which version to keep',
      details: { current: theirs.body.data },
      code: 'record_changed',
    });
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });

  it('If-Match: the version the farmer edited saves; an older one is a conflict', async () => {
    const v1 = await api.put(url(yesterday), { mortality: 1 });
    const edit = await api.put(
      url(yesterday),
      { mortality: 2 },
      offline('sync-4', v1.body.data.updatedAt),
    );
    expect(edit.status).toBe(200);
    expect(edit.body.data.mortality).toBe(2);
    // Another device still holds v1 and edits it.
    const stale = await api.put(
      url(yesterday),
      { mortality: 9 },
      offline('sync-5', v1.body.data.updatedAt),
    );
    expect(stale.status).toBe(412);
    expect(stale.body.details.current).toEqual(edit.body.data);
    // A weak tag (W/"…") names the same version.
    const weak = await api.put(
      url(yesterday),
      { mortality: 3 },
      { 'if-match': `W/"${edit.body.data.updatedAt}"` },
    );
    expect(weak.status).toBe(200);
    expect(await count()).toBe(97);
  });

  it('a record deleted elsewhere is a conflict for a writer who edited it (current: null)', async () => {
    const v1 = await api.put(url(today), { mortality: 1 });
    await api.del(`/api/records/${v1.body.data.id}`);
    const stale = await api.put(
      url(today),
      { mortality: 2 },
      offline('sync-6', v1.body.data.updatedAt),
    );
    expect(stale.status).toBe(412);
    expect(stale.body.details).toEqual({ current: null });
    expect(await count()).toBe(100);
  });

  it('"keep mine" after a conflict: the same key with the current version saves once', async () => {
    const theirs = await w.agentA.api.put(url(today), { mortality: 2 });
    const conflict = await api.put(url(today), { mortality: 4 }, offline('sync-7', null));
    expect(conflict.status).toBe(412);
    // The refused attempt stored nothing under the key, so the farmer's choice can reuse it.
    const keep = await api.put(
      url(today),
      { mortality: 4 },
      offline('sync-7', theirs.body.data.updatedAt),
    );
    expect(keep.status).toBe(200);
    const again = await api.put(
      url(today),
      { mortality: 4 },
      offline('sync-7', theirs.body.data.updatedAt),
    );
    expect(again.body).toEqual(keep.body);
    expect(await count()).toBe(96);
  });

  it('concurrent retries of one queued write (If-None-Match) save once and answer alike', async () => {
    const headers = offline('sync-8', null);
    const [a, b] = await Promise.all([
      api.put(url(today), { mortality: 6 }, headers),
      api.put(url(today), { mortality: 6 }, headers),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect(await count()).toBe(94);
    expect(await rows('idempotency_keys')).toBe(1);
  });

  it('a conflict never shows another farm: a stranger gets 404, not the record', async () => {
    await api.put(url(today), { mortality: 1, notes: 'private' });
    const res = await w.farmerB.api.put(url(today), { mortality: 1 }, offline('sync-9', null));
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('private');
  });

  it('bad preconditions are clear 400s and write nothing', async () => {
    const before = await farmSnapshot(testDb.handle.db);
    const etag = await api.put(url(today), { mortality: 1 }, { 'if-none-match': '"abc"' });
    expect(etag.status).toBe(400);
    expect(etag.body.error).toBe('If-None-Match must be *');
    const long = await api.put(url(today), { mortality: 1 }, { 'if-match': 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('If-Match must be at most 100 characters');
    expect(await farmSnapshot(testDb.handle.db)).toBe(before);
  });
});
