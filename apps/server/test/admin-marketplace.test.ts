import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { adminAuditLog } from '../src/db/schema';
import { countRows } from './helpers/agent';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmWorld, type World } from './helpers/farm';
import { postListing } from './helpers/market';

let testDb: TestDb;
let app: App;
let w: World;
const URL = '/api/marketplace/listings';

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

describe(`admin marketplace moderation (${testDriver})`, () => {
  it('hides a listing with a reason: gone from browsing, the seller told why, audited', async () => {
    const listing = await postListing(w.farmerA.api, { title: 'Cheap vaccines' });
    const other = await postListing(w.agentA.api, { title: 'Layer feed' });
    const hidden = await w.admin.api.patch(`${URL}/${listing._id}/moderation`, {
      hidden: true,
      reason: 'Unlicensed drugs are not allowed',
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.status).toBe('hidden');

    for (const who of [w.farmerB, w.agentB]) {
      const browse = await who.api.get(URL);
      expect(browse.body.data.map((l: { _id: string }) => l._id)).toEqual([other._id]);
      expect((await who.api.get(`${URL}/${listing._id}`)).status).toBe(404);
    }
    const all = await w.admin.api.get(`${URL}?status=hidden`);
    expect(all.body.data.map((l: { _id: string }) => l._id)).toEqual([listing._id]);

    const [note] = (await w.farmerA.api.get('/api/notifications')).body.data;
    expect(note).toMatchObject({
      type: 'listing_hidden',
      priority: 'high',
      params: { listing: 'Cheap vaccines', reason: 'Unlicensed drugs are not allowed' },
    });
    const [row] = await testDb.handle.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, listing._id));
    expect(row).toMatchObject({
      adminId: w.admin.id,
      action: 'listing_hidden',
      userId: w.farmerA.id,
      reason: 'Unlicensed drugs are not allowed',
    });

    const shown = await w.admin.api.patch(`${URL}/${listing._id}/moderation`, { hidden: false });
    expect(shown.body.data.status).toBe('active');
    expect((await w.farmerB.api.get(URL)).body.pagination.total).toBe(2);
  });

  it('needs a reason, refuses closed or missing listings, and writes nothing then', async () => {
    const listing = await postListing(w.farmerB.api, { title: 'Goats' });
    const mod = `${URL}/${listing._id}/moderation`;
    const audits = await countRows(testDb.handle.db, 'admin_audit_log');
    const notes = await countRows(testDb.handle.db, 'notifications');
    const noReason = await w.admin.api.patch(mod, { hidden: true, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toBe('A reason is required to hide a listing');
    await w.farmerB.api.patch(`${URL}/${listing._id}`, { status: 'closed' });
    const closed = await w.admin.api.patch(mod, { hidden: true, reason: 'Spam' });
    expect(closed.status).toBe(409);
    const missing = await w.admin.api.patch(
      `${URL}/00000000-0000-4000-8000-000000000000/moderation`,
      { hidden: true, reason: 'Spam' },
    );
    expect(missing.status).toBe(404);
    expect(await countRows(testDb.handle.db, 'admin_audit_log')).toBe(audits);
    expect(await countRows(testDb.handle.db, 'notifications')).toBe(notes);
  });
});
