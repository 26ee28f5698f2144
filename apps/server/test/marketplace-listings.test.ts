import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { countRows, tableSnapshot } from './helpers/agent';
import { testApp } from './helpers/app';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmWorld, type World } from './helpers/farm';
import { listingBody, postListing, seed200 } from './helpers/market';

let testDb: TestDb;
let app: App;
let w: World;

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

const URL = '/api/marketplace/listings';

describe(`marketplace listings (${testDriver})`, () => {
  it('farmers and agents post listings (price in naira, phone defaulted); admins cannot', async () => {
    const res = await w.farmerA.api.post(URL, listingBody({ price: 5500.5 }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: '50 point-of-lay layers',
      price: 5500.5,
      quantity: 50,
      status: 'active',
      contactPhone: w.farmerA.session.user.phone,
      isMine: true,
      interested: false,
      interestCount: 0,
      seller: { _id: w.farmerA.id, role: 'farmer' },
    });
    const agent = await w.agentA.api.post(URL, listingBody({ contactPhone: '0803 111 2222' }));
    expect(agent.status).toBe(201);
    expect(agent.body.data.contactPhone).toBe('+2348031112222');
    expect((await w.admin.api.post(URL, listingBody())).status).toBe(403);
    expect((await w.anonymous.api.post(URL, listingBody())).status).toBe(401);
    expect(await countRows(testDb.handle.db, 'marketplace_listings')).toBe(2);
  });

  it('refuses bad fields with a message per field and stores nothing', async () => {
    const res = await w.farmerA.api.post(
      URL,
      listingBody({ price: 10.123, quantity: 0, category: 'cars', location: 'Abuja', title: 'x' }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {}).sort()).toEqual(
      ['category', 'location', 'price', 'quantity', 'title'].sort(),
    );
    expect(await countRows(testDb.handle.db, 'marketplace_listings')).toBe(0);
  });

  it('pages 200 listings newest first, with totals that match every filter', async () => {
    await seed200(testDb.handle.db, w.farmerA.id);
    const api = w.farmerB.api;
    const first = await api.get(`${URL}?limit=20`);
    expect(first.body.pagination).toEqual({ page: 1, limit: 20, total: 200, pages: 10 });
    expect(first.body.data[0].title).toBe('Lot 0 goats');
    const last = await api.get(`${URL}?limit=20&page=10`);
    expect(last.body.data.at(-1).title).toBe('Lot 199');
    const seen = new Set<string>();
    for (let page = 1; page <= 4; page++) {
      const res = await api.get(`${URL}?limit=50&page=${page}`);
      for (const l of res.body.data) seen.add(l._id);
    }
    expect(seen.size).toBe(200);

    const livestock = await api.get(`${URL}?category=livestock&limit=100`);
    expect(livestock.body.pagination.total).toBe(40);
    expect(livestock.body.data.every((l: { category: string }) => l.category === 'livestock')).toBe(
      true,
    );
    const kano = await api.get(`${URL}?state=Kano&transactionType=buy&limit=100`);
    // i % 4 === 1 and i % 3 === 0: i ≡ 9 (mod 12) → 9, 21, …, 189.
    expect(kano.body.pagination.total).toBe(16);
    const priced = await api.get(`${URL}?minPrice=10000&maxPrice=20000&sort=price_asc`);
    expect(priced.body.pagination.total).toBe(11);
    expect(priced.body.data.map((l: { price: number }) => l.price)[0]).toBe(10000);
    const search = await api.get(`${URL}?search=GOATS`);
    expect(search.body.pagination.total).toBe(20);
    const none = await api.get(`${URL}?search=${encodeURIComponent('100%')}`);
    expect(none.body.pagination.total).toBe(0);
    expect((await api.get(`${URL}?minPrice=5&maxPrice=1`)).status).toBe(400);
    expect((await api.get(`${URL}?page=0`)).status).toBe(400);
  });

  it('lets only the seller edit, close or delete; anyone else gets 404 and the row is unchanged', async () => {
    const mine = await postListing(w.farmerA.api);
    const url = `${URL}/${mine._id}`;
    const before = await tableSnapshot(testDb.handle.db, 'marketplace_listings');
    for (const other of [w.farmerB, w.agentA, w.admin]) {
      expect((await other.api.patch(url, { price: 1 })).status).toBe(404);
      expect((await other.api.patch(url, { status: 'closed' })).status).toBe(404);
      expect((await other.api.del(url)).status).toBe(404);
    }
    expect(await tableSnapshot(testDb.handle.db, 'marketplace_listings')).toBe(before);
    // The same answer as a listing that does not exist.
    const missing = await w.farmerB.api.patch(`${URL}/00000000-0000-4000-8000-000000000000`, {});
    expect(missing.body.error).toBe('Listing not found');

    const edited = await w.farmerA.api.patch(url, { price: 6000, description: '' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ price: 6000, description: null });
    const closed = await w.farmerA.api.patch(url, { status: 'closed' });
    expect(closed.body).toMatchObject({ message: 'Listing closed', data: { status: 'closed' } });
    // Closed: gone from browsing, still in "mine" and still readable by its seller.
    expect((await w.farmerB.api.get(URL)).body.pagination.total).toBe(0);
    expect((await w.farmerB.api.get(url)).status).toBe(404);
    expect((await w.farmerA.api.get(`${URL}?mine=true`)).body.pagination.total).toBe(1);
    expect((await w.farmerA.api.del(url)).status).toBe(200);
    expect(await countRows(testDb.handle.db, 'marketplace_listings')).toBe(0);
  });

  it('admins hide and show listings; a hidden listing cannot be reopened by its seller', async () => {
    const l = await postListing(w.farmerA.api);
    const mod = `${URL}/${l._id}/moderation`;
    const hide = { hidden: true, reason: 'Duplicate listing' };
    expect((await w.farmerA.api.patch(mod, hide)).status).toBe(403);
    expect((await w.admin.api.patch(mod, { hidden: true })).status).toBe(400);
    expect((await w.admin.api.patch(mod, hide)).body.data.status).toBe('hidden');
    expect((await w.admin.api.patch(mod, hide)).status).toBe(409);
    expect((await w.farmerB.api.get(URL)).body.pagination.total).toBe(0);
    expect((await w.admin.api.get(`${URL}?status=hidden`)).body.pagination.total).toBe(1);
    const reopen = await w.farmerA.api.patch(`${URL}/${l._id}`, { status: 'active' });
    expect(reopen.status).toBe(409);
    expect((await w.admin.api.patch(mod, { hidden: false })).body.data.status).toBe('active');
  });

  it('exports the spec §3 rows as CSV with the filters; nothing to export is a 404', async () => {
    await postListing(w.farmerA.api, { title: 'Layers, "point of lay"', location: 'Kano' });
    await postListing(w.agentA.api, {
      title: '=HYPERLINK("x")',
      category: 'feed',
      negotiable: false,
    });
    const res = await w.farmerB.api.get(`${URL}.csv?sort=price_asc`);
    expect(res.status).toBe(200);
    expect(res.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.res.headers['content-disposition']).toContain('kiwo-marketplace.csv');
    const [header, ...lines] = res.res.body.replace(/^\uFEFF/, '').split('\n');
    expect(header).toBe(
      'Title,Transaction Type,Category,Price (NGN),Quantity,Unit,Location,Status,Seller,Contact Phone,Negotiable,Description,Created At',
    );
    expect(lines).toHaveLength(2);
    expect(res.res.body).toContain(
      '"Layers, ""point of lay""",sell,livestock,5500,50,birds,Kano,active',
    );
    expect(res.res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.res.body).toContain(',no,');
    // In the reader's language: a Yorùbá farmer's file is headed in Yorùbá.
    expect((await w.farmerB.api.patch('/api/users/profile', { language: 'yoruba' })).status).toBe(
      200,
    );
    const yo = await w.farmerB.api.get(`${URL}.csv?sort=price_asc`);
    expect(yo.res.headers['content-disposition']).toContain('kiwo-oja.csv');
    expect(yo.res.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
      'Àkọlé,Rà tàbí tà,Ẹ̀ka,Iye owó (NGN),Iye,Ìwọ̀n,Ibi,Ipò,Ẹni tó ń tà,Nọ́ńbà fóònù,Iye ṣeé dúnàádúrà,Àlàyé,Ọjọ́ tí a fi sí i',
    );
    expect(yo.res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await w.farmerB.api.patch('/api/users/profile', { language: 'english' })).status).toBe(
      200,
    );
    const feed = await w.farmerB.api.get(`${URL}.csv?category=feed`);
    expect(feed.res.body.split('\n')).toHaveLength(2);
    const empty = await w.farmerB.api.get(`${URL}.csv?category=services`);
    expect(empty.status).toBe(404);
    expect(empty.body).toMatchObject({ success: false, error: 'No data to export' });
  });
});
