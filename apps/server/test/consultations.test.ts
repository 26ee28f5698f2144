import { CONSULTATION_PHOTO_MAX_BYTES } from '@kiwo/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { outboxMessages, smsPreferences, users } from '../src/db/schema';
import { countRows } from './helpers/agent';
import { testApp } from './helpers/app';
import { signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { as, type Client, farmWorld, type World } from './helpers/farm';

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

/** The first bytes of a real JPEG file, padded: enough for the type check. */
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
  Buffer.from('JFIF-padding'),
]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72]);

const request = (overrides: Record<string, unknown> = {}) => ({
  kind: 'vet',
  topic: 'Birds coughing',
  livestockType: 'poultry',
  description: 'Ten broilers are coughing and two died this morning.',
  urgency: 'high',
  ...overrides,
});

const ask = async (api: Client, overrides: Record<string, unknown> = {}) => {
  const res = await api.post('/api/consultations', request(overrides));
  if (res.status !== 201) throw new Error(`ask: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string } & Record<string, unknown>;
};

const latestNotification = async (api: Client) =>
  (await api.get('/api/notifications')).body.data[0] as
    | { type: string; title: string; body: string; params: Record<string, string> }
    | undefined;

describe(`consultations: asking (${testDriver})`, () => {
  it('a farmer asks a vet with a photo and sees it, with the photo, in their list', async () => {
    const created = await ask(w.farmerA.api, {
      photo: { mimeType: 'image/jpeg', dataBase64: jpeg.toString('base64') },
    });
    expect(created).toMatchObject({
      kind: 'vet',
      channel: 'app',
      status: 'open',
      urgency: 'high',
      hasPhoto: true,
      livestockType: 'poultry',
      asker: { id: w.farmerA.id, role: 'farmer' },
      assignee: null,
      replies: [],
      photo: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    });
    const mine = await w.farmerA.api.get('/api/consultations/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((c: { id: string }) => c.id)).toEqual([created.id]);
    expect(mine.body.data[0]).not.toHaveProperty('photo');
    const agent = await ask(w.agentA.api, { kind: 'extension', urgency: undefined });
    expect(agent).toMatchObject({ kind: 'extension', urgency: 'medium', hasPhoto: false });
  });

  it('checks every field and the photo bytes, writing nothing on a refusal', async () => {
    const before = await countRows(testDb.handle.db, 'consultations');
    const cases: [Record<string, unknown>, string][] = [
      [{ description: 'sick' }, 'Describe the problem in at least 10 characters'],
      [{ topic: 'ab' }, 'Topic must be at least 3 characters'],
      [{ kind: 'doctor' }, 'Kind must be extension or vet'],
      [{ livestockType: 'dogs' }, 'Livestock must be one of'],
      [{ urgency: 'now' }, 'Urgency must be low, medium or high'],
      [
        { photo: { mimeType: 'image/gif', dataBase64: jpeg.toString('base64') } },
        'The photo must be a JPEG, PNG or WebP image',
      ],
      [
        { photo: { mimeType: 'image/png', dataBase64: jpeg.toString('base64') } },
        'The photo is not a JPEG, PNG or WebP image',
      ],
      [
        { photo: { mimeType: 'image/jpeg', dataBase64: 'not base64!' } },
        'The photo is not valid base64',
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await w.farmerA.api.post('/api/consultations', request(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error).toContain(message);
    }
    const big = Buffer.alloc(CONSULTATION_PHOTO_MAX_BYTES + 1, 1);
    png.copy(big);
    const tooBig = await w.farmerA.api.post(
      '/api/consultations',
      request({ photo: { mimeType: 'image/png', dataBase64: big.toString('base64') } }),
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error).toBe('The photo must be at most 1.5 MB');
    expect(await countRows(testDb.handle.db, 'consultations')).toBe(before);
    expect(await countRows(testDb.handle.db, 'consultation_photos')).toBe(1);

    const okPng = await w.farmerB.api.post(
      '/api/consultations',
      request({ photo: { mimeType: 'image/png', dataBase64: png.toString('base64') } }),
    );
    expect(okPng.status).toBe(201);
  });

  it('is for farmers and agents; each sees only their own', async () => {
    expect((await w.admin.api.post('/api/consultations', request())).status).toBe(403);
    expect((await w.anonymous.api.post('/api/consultations', request())).status).toBe(401);
    const mine = await ask(w.farmerA.api, { topic: 'Private question' });
    for (const other of [w.farmerB, w.agentA, w.agentB]) {
      const read = await other.api.get(`/api/consultations/${mine.id}`);
      expect(read.status).toBe(404);
      expect(read.body.error).toBe('Consultation not found');
      expect((await other.api.post(`/api/consultations/${mine.id}/close`, {})).status).toBe(404);
      const list = await other.api.get('/api/consultations/mine');
      expect(list.body.data.map((c: { id: string }) => c.id)).not.toContain(mine.id);
    }
    expect((await w.farmerA.api.get(`/api/consultations/${mine.id}`)).status).toBe(200);
    expect((await w.admin.api.get(`/api/consultations/${mine.id}`)).status).toBe(200);
    // The asker withdraws it: closed, nobody notified.
    const closed = await w.farmerA.api.post(`/api/consultations/${mine.id}/close`, {});
    expect(closed.status).toBe(200);
    expect(closed.body.data.status).toBe('closed');
    expect(await latestNotification(w.farmerA.api)).toBeUndefined();
  });

  it('caps open requests per person', async () => {
    const farmer = as(app, await signUp(app));
    for (let i = 0; i < 10; i++) await ask(farmer, { topic: `Question ${i}` });
    const eleventh = await farmer.post('/api/consultations', request());
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error).toMatch(/^You already have 10 open requests/);
  });
});

describe(`consultations: the admin side (${testDriver})`, () => {
  it('answers 403 to farmers and agents on every admin consultation route', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    for (const who of [w.farmerA, w.agentA]) {
      expect((await who.api.get('/api/admin/consultations')).status).toBe(403);
      expect((await who.api.get('/api/admin/staff')).status).toBe(403);
      for (const action of ['assign', 'answer']) {
        const res = await who.api.post(`/api/admin/consultations/${id}/${action}`, {});
        expect(res.status).toBe(403);
      }
    }
  });

  it('lists by kind, status and search', async () => {
    const vet = await w.admin.api.get('/api/admin/consultations?kind=vet');
    expect(vet.status).toBe(200);
    expect(vet.body.data.every((c: { kind: string }) => c.kind === 'vet')).toBe(true);
    expect(vet.body.pagination.total).toBeGreaterThanOrEqual(2);
    const ext = await w.admin.api.get('/api/admin/consultations?kind=extension');
    expect(ext.body.data.map((c: { asker: { id: string } }) => c.asker.id)).toEqual([w.agentA.id]);
    const search = await w.admin.api.get('/api/admin/consultations?search=private');
    expect(search.body.data.map((c: { topic: string }) => c.topic)).toEqual(['Private question']);
    const closed = await w.admin.api.get('/api/admin/consultations?status=closed');
    expect(closed.body.pagination.total).toBe(1);
    expect((await w.admin.api.get('/api/admin/consultations?kind=doctor')).status).toBe(400);
    const staff = await w.admin.api.get('/api/admin/staff?search=');
    expect(staff.body.data.map((s: { role: string }) => s.role).sort()).toEqual([
      'admin',
      'agent',
      'agent',
    ]);
  });

  it('assigns, answers and closes, telling the asker each time', async () => {
    const c = await ask(w.farmerA.api, { topic: 'Goats not eating' });
    const assign = await w.admin.api.post(`/api/admin/consultations/${c.id}/assign`, {
      assigneeId: w.agentB.id,
    });
    expect(assign.status).toBe(200);
    expect(assign.body.data).toMatchObject({
      status: 'assigned',
      assignee: { id: w.agentB.id, role: 'agent' },
    });
    expect(await latestNotification(w.farmerA.api)).toMatchObject({
      type: 'consultation_assigned',
      params: { topic: 'Goats not eating' },
    });
    expect(await latestNotification(w.agentB.api)).toMatchObject({
      type: 'consultation_assigned',
      params: { topic: 'Goats not eating', phone: expect.stringMatching(/^\+234/) },
    });

    const answer = 'Check the teeth and give fresh water; call a vet if it lasts two days.';
    const answered = await w.admin.api.post(`/api/admin/consultations/${c.id}/answer`, {
      answer,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ status: 'answered', answer });
    expect(answered.body.data.replies).toEqual([
      expect.objectContaining({ body: answer, authorName: expect.any(String) }),
    ]);
    expect(await latestNotification(w.farmerA.api)).toMatchObject({
      type: 'consultation_answered',
      params: { topic: 'Goats not eating', message: answer },
    });
    const seen = await w.farmerA.api.get(`/api/consultations/${c.id}`);
    expect(seen.body.data.replies).toHaveLength(1);

    const closed = await w.admin.api.post(`/api/consultations/${c.id}/close`, {
      note: 'Solved by phone',
    });
    expect(closed.body.data).toMatchObject({ status: 'closed', closeNote: 'Solved by phone' });
    expect(await latestNotification(w.farmerA.api)).toMatchObject({
      type: 'consultation_closed',
      params: { note: 'Solved by phone' },
    });

    const late = await w.admin.api.post(`/api/admin/consultations/${c.id}/answer`, { answer });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('This consultation is closed');
    const detail = await w.admin.api.get(`/api/admin/users/${w.farmerA.id}`);
    expect(detail.body.data.history.map((h: { action: string }) => h.action).slice(0, 3)).toEqual([
      'consultation_closed',
      'consultation_answered',
      'consultation_assigned',
    ]);
  });

  it('an assigned agent opens it from the notification, answers, and the farmer hears', async () => {
    const db = testDb.handle.db;
    // Farmer A asked for SMS alerts: the answer also goes out through the alert path (ADR 0037).
    await db
      .insert(smsPreferences)
      .values({ userId: w.farmerA.id, optedIn: true, source: 'settings' });
    const c = await ask(w.farmerA.api, { topic: 'Hens stopped laying', urgency: 'medium' });
    const url = `/api/consultations/${c.id}`;
    // Before it is assigned, no agent sees it, not even the farmer's own.
    expect((await w.agentA.api.get(url)).status).toBe(404);
    expect((await w.agentA.api.post(`${url}/answer`, { answer: 'x' })).status).toBe(404);
    await w.admin.api.post(`/api/admin/consultations/${c.id}/assign`, { assigneeId: w.agentB.id });

    const told = (await w.agentB.api.get('/api/notifications')).body.data[0];
    expect(told).toMatchObject({
      type: 'consultation_assigned',
      link: `/agent/consultations?open=${c.id}`,
    });
    const queue = await w.agentB.api.get('/api/consultations/assigned');
    expect(queue.status).toBe(200);
    expect(queue.body.data.map((x: { id: string }) => x.id)).toContain(c.id);
    expect((await w.agentA.api.get('/api/consultations/assigned')).body.data).toEqual([]);
    const opened = await w.agentB.api.get(url);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      topic: 'Hens stopped laying',
      asker: { id: w.farmerA.id },
    });
    // Another agent (the farmer's own, here) gets the answer of a missing request.
    for (const res of [
      await w.agentA.api.get(url),
      await w.agentA.api.post(`${url}/answer`, { answer: 'Not mine' }),
      await w.agentA.api.post(`${url}/close`, {}),
      await w.farmerB.api.post(`${url}/answer`, { answer: 'Not mine' }),
    ]) {
      expect([403, 404]).toContain(res.status);
    }
    expect((await w.agentA.api.get(url)).body.error).toBe('Consultation not found');
    // The asker cannot answer their own request.
    expect((await w.farmerA.api.post(`${url}/answer`, { answer: 'Me' })).status).toBe(403);

    const answer = 'Give layers mash with shell grit and 16 hours of light.';
    const answered = await w.agentB.api.post(`${url}/answer`, { answer });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ status: 'answered', answer });
    expect(answered.body.data.replies).toEqual([
      expect.objectContaining({ body: answer, authorName: expect.any(String) }),
    ]);
    expect(await latestNotification(w.farmerA.api)).toMatchObject({
      type: 'consultation_answered',
      params: { topic: 'Hens stopped laying', message: answer },
    });
    const seen = await w.farmerA.api.get(url);
    expect(seen.body.data).toMatchObject({ answer, status: 'answered' });
    const sms = await db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.userId, w.farmerA.id),
          eq(outboxMessages.kind, 'alert:consultation_answered'),
        ),
      );
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toContain(answer);

    const empty = await w.agentB.api.post(`${url}/answer`, { answer: '  ' });
    expect(empty.status).toBe(400);
    const closed = await w.agentB.api.post(`${url}/close`, { note: 'Laying again' });
    expect(closed.body.data).toMatchObject({ status: 'closed', closeNote: 'Laying again' });
    expect(await latestNotification(w.farmerA.api)).toMatchObject({ type: 'consultation_closed' });
    expect((await w.agentB.api.post(`${url}/answer`, { answer })).status).toBe(409);
  });

  it("an urgent vet request notifies every active admin and the farmer's agent at once", async () => {
    const second = await signUp(app);
    await testDb.handle.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, second.user._id));
    const c = await ask(w.farmerA.api, { kind: 'vet', urgency: 'high', topic: 'Goat bleeding' });
    for (const reader of [w.admin.api, as(app, second), w.agentA.api]) {
      const found = (await reader.get('/api/notifications')).body.data.find(
        (x: { type: string; params: Record<string, string> }) =>
          x.type === 'help_requested' && x.params.topic === 'Goat bleeding',
      );
      expect(found).toMatchObject({ priority: 'high', params: { kind: 'vet', reason: 'urgent' } });
    }
    const other = (await w.agentB.api.get('/api/notifications')).body.data;
    expect(
      other.some((x: { params: Record<string, string> }) => x.params.topic === 'Goat bleeding'),
    ).toBe(false);
    await w.farmerA.api.post(`/api/consultations/${c.id}/close`, {});
  });

  it('refuses a wrong assignee or answer with clear errors', async () => {
    const c = await ask(w.farmerB.api, { topic: 'Pigs limping' });
    const url = `/api/admin/consultations/${c.id}`;
    const farmer = await w.admin.api.post(`${url}/assign`, { assigneeId: w.farmerA.id });
    expect(farmer.status).toBe(400);
    expect(farmer.body.fields).toEqual({ assigneeId: 'Staff member not found' });
    await testDb.handle.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.id, w.agentB.id));
    expect((await w.admin.api.post(`${url}/assign`, { assigneeId: w.agentB.id })).status).toBe(400);
    await testDb.handle.db.update(users).set({ status: 'active' }).where(eq(users.id, w.agentB.id));
    expect((await w.admin.api.post(`${url}/answer`, { answer: '   ' })).status).toBe(400);
    const missing = await w.admin.api.post(
      '/api/admin/consultations/00000000-0000-4000-8000-000000000009/answer',
      { answer: 'x' },
    );
    expect(missing.status).toBe(404);
    const still = await w.admin.api.get(`/api/consultations/${c.id}`);
    expect(still.body.data).toMatchObject({ status: 'open', assignee: null, replies: [] });
  });

  it('counts the work waiting on the admin dashboard', async () => {
    const overview = await w.admin.api.get('/api/admin/overview');
    const list = async (q: string) =>
      (await w.admin.api.get(`/api/admin/consultations?${q}`)).body.pagination.total as number;
    const open = (await list('status=open')) + (await list('status=assigned'));
    const vetWaiting =
      (await list('kind=vet&status=open')) + (await list('kind=vet&status=assigned'));
    expect(vetWaiting).toBeGreaterThan(0);
    expect(overview.body.data).toMatchObject({
      openConsultations: open + (await list('status=answered')),
      unansweredVetRequests: vetWaiting,
    });
  });

  it('a USSD call request becomes a vet consultation on the admin page', async () => {
    const [row] = await testDb.handle.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, w.farmerB.id));
    // Menu option 4: request a call, 2: a vet, 1: confirm (ADR 0027).
    for (const text of ['', '4', '4*2', '4*2*1']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ussd',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          sessionId: `consult-${testDriver}`,
          serviceCode: '*347*754#',
          phoneNumber: row?.phone ?? '',
          text,
        }).toString(),
      });
      expect(res.statusCode).toBe(200);
    }
    const list = await w.admin.api.get('/api/admin/consultations?kind=vet&search=call%20request');
    expect(list.body.data).toEqual([
      expect.objectContaining({
        channel: 'ussd',
        topic: 'Vet call request',
        urgency: 'high',
        asker: expect.objectContaining({ id: w.farmerB.id }),
      }),
    ]);
  });
});
