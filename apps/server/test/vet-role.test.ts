import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { adminAuditLog, staffInvites, users, vetStates } from '../src/db/schema';
import { testApp } from './helpers/app';
import { farmerPayload, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { as, type Client, farmWorld, type World } from './helpers/farm';

// ADR 0061: the vet role, staff invitations, consultation threads and time-to-first-answer.

let testDb: TestDb;
let app: App;
let w: World;
let n = 0;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle });
  w = await farmWorld(app, testDb.handle.db);
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const invite = async (body: Record<string, unknown>) => {
  const res = await w.admin.api.post('/api/admin/invites', body);
  if (res.status !== 201) throw new Error(`invite: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; token: string; link: string; role: string };
};

/** A vet for `states`, signed up through an admin's link as the invitee would. */
const newVet = async (states: string[]) => {
  const { token } = await invite({ role: 'vet', states });
  const session = await signUp(app, {
    role: 'vet',
    email: `vet${++n}-${process.pid}@example.ng`,
    inviteToken: token,
    stateOfResidence: states[0],
  });
  return { session, id: session.user._id, api: as(app, session) };
};

const ask = async (api: Client, overrides: Record<string, unknown> = {}) => {
  const res = await api.post('/api/consultations', {
    kind: 'vet',
    topic: 'Goats limping',
    livestockType: 'goats',
    description: 'Three goats limp and do not eat since yesterday.',
    urgency: 'high',
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`ask: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
};

const notificationsOf = async (api: Client) =>
  (await api.get('/api/notifications?limit=50')).body.data as {
    type: string;
    link: string | null;
    params: Record<string, string>;
  }[];

describe(`staff invitations (${testDriver})`, () => {
  it('an invited vet signs up through the link, active, with the invited states, audited', async () => {
    const made = await invite({ role: 'vet', states: ['Kaduna', 'Kano', 'Kaduna'] });
    expect(made.link).toMatch(/\/signup\?invite=/);
    expect(made.link).toContain(made.token);
    const preview = await w.anonymous.api.get(`/api/auth/invites/${made.token}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ role: 'vet', states: ['Kaduna', 'Kano'] });

    const session = await signUp(app, {
      role: 'vet',
      email: `invited-vet-${process.pid}@example.ng`,
      inviteToken: made.token,
    });
    const db = testDb.handle.db;
    const [row] = await db.select().from(users).where(eq(users.id, session.user._id));
    expect(row).toMatchObject({ role: 'vet', status: 'active' });
    const states = await as(app, session).get('/api/vet/states');
    expect(states.body.data.states).toEqual(['Kaduna', 'Kano']);
    // Only the hash is stored; the link is closed and its use audited under the inviting admin.
    const [stored] = await db.select().from(staffInvites).where(eq(staffInvites.id, made.id));
    expect(stored?.tokenHash).not.toContain(made.token);
    expect(stored?.usedBy).toBe(session.user._id);
    const audits = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, made.id));
    expect(audits.map((a) => [a.action, a.adminId]).sort()).toEqual([
      ['invite_created', w.admin.id],
      ['invite_used', w.admin.id],
    ]);

    // Single use: the same link refuses a second sign-up and writes nothing.
    const before = (await db.select().from(users)).length;
    const again = await w.anonymous.api.post(
      '/api/auth/register',
      farmerPayload({
        role: 'vet',
        email: `again-${process.pid}@example.ng`,
        inviteToken: made.token,
      }),
    );
    expect(again.status).toBe(400);
    expect(again.body.fields.inviteToken).toMatch(/already used or has expired/);
    expect((await db.select().from(users)).length).toBe(before);
    expect((await w.anonymous.api.get(`/api/auth/invites/${made.token}`)).status).toBe(404);
  });

  it('lists pending invitations first, newest first, even after a hundred used ones', async () => {
    const db = testDb.handle.db;
    const day = 24 * 60 * 60 * 1000;
    const base = Date.now() - 400 * day;
    // 101 used links (created and used on successive days), then two pending ones.
    await db.insert(staffInvites).values(
      Array.from({ length: 101 }, (_, i) => ({
        tokenHash: `used-${process.pid}-${i}`,
        role: 'agent' as const,
        expiresAt: new Date(base + (i + 7) * day),
        createdAt: new Date(base + i * day),
        // The oldest link was used last: used links still sort by when they were made.
        usedAt: new Date(base + (i === 0 ? 200 : i + 1) * day),
      })),
    );
    const older = await invite({ role: 'agent' });
    const newer = await invite({ role: 'vet', states: ['Kano'] });
    const res = await w.admin.api.get('/api/admin/invites');
    expect(res.status).toBe(200);
    const list = res.body.data as { id: string; usedAt: string | null; createdAt: string }[];
    expect(list.slice(0, 2).map((r) => r.id)).toEqual([newer.id, older.id]);
    const pending = list.filter((r) => r.usedAt === null).length;
    expect(list.slice(0, pending).every((r) => r.usedAt === null)).toBe(true);
    expect(list.slice(pending).every((r) => r.usedAt !== null)).toBe(true);
    const created = list.slice(pending).map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    await db.delete(staffInvites).where(like(staffInvites.tokenHash, `used-${process.pid}-%`));
  });

  it('nobody becomes a vet without a link; an expired link or another role is refused', async () => {
    const self = await w.anonymous.api.post(
      '/api/auth/register',
      farmerPayload({ role: 'vet', email: `self-vet-${process.pid}@example.ng` }),
    );
    expect(self.status).toBe(403);
    expect(self.body.message).toMatch(/invitation link from an admin/);

    const agentLink = await invite({ role: 'agent' });
    const wrongRole = await w.anonymous.api.post(
      '/api/auth/register',
      farmerPayload({
        role: 'vet',
        email: `wrong-${process.pid}@example.ng`,
        inviteToken: agentLink.token,
      }),
    );
    expect(wrongRole.status).toBe(400);
    expect(wrongRole.body.fields.role).toMatch(/another role/);

    const expired = await invite({ role: 'vet', states: ['Lagos'] });
    await testDb.handle.db
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvites.id, expired.id));
    const late = await w.anonymous.api.post(
      '/api/auth/register',
      farmerPayload({
        role: 'vet',
        email: `late-${process.pid}@example.ng`,
        inviteToken: expired.token,
      }),
    );
    expect(late.status).toBe(400);

    const noStates = await w.admin.api.post('/api/admin/invites', { role: 'vet', states: [] });
    expect(noStates.status).toBe(400);
    expect(noStates.body.fields.states).toMatch(/at least one state/);
    expect((await w.agentA.api.post('/api/admin/invites', { role: 'agent' })).status).toBe(403);
  });

  it('an agent invited by link is approved at once; one who signs up alone waits', async () => {
    const { token } = await invite({ role: 'agent' });
    const invited = await w.anonymous.api.post(
      '/api/auth/register',
      farmerPayload({
        role: 'agent',
        email: `inv-agent-${process.pid}@example.ng`,
        inviteToken: token,
      }),
    );
    expect(invited.status).toBe(201);
    expect((await as(app, invited.body.data).get('/api/consultations/assigned')).status).toBe(200);

    const alone = await signUp(app, {
      role: 'agent',
      email: `alone-${process.pid}@example.ng`,
      pending: true,
    });
    const waiting = await as(app, alone).get('/api/consultations/assigned');
    expect(waiting.status).toBe(403);
    expect(waiting.body.error).toMatch(/waiting for approval/);
    expect((await as(app, alone).get('/api/auth/me')).status).toBe(200);
  });
});

describe(`the vet role (${testDriver})`, () => {
  it('an urgent vet request notifies every admin and the vets of that state at once', async () => {
    const kadunaVet = await newVet(['Kaduna']);
    const lagosVet = await newVet(['Lagos']);
    const secondAdmin = await signUp(app);
    await testDb.handle.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.id, secondAdmin.user._id));
    const id = await ask(w.farmerA.api); // farmer A lives in Kaduna

    for (const admin of [w.admin.api, as(app, secondAdmin)]) {
      const told = (await notificationsOf(admin)).filter(
        (x) => x.type === 'help_requested' && x.params.topic === 'Goats limping',
      );
      expect(told).toHaveLength(1);
      expect(told[0]?.link).toBe('/admin/vet-consultations');
    }
    const vetTold = (await notificationsOf(kadunaVet.api)).filter(
      (x) => x.type === 'help_requested',
    );
    expect(vetTold.map((x) => x.link)).toEqual([`/vet/consultations?open=${id}`]);
    expect((await notificationsOf(lagosVet.api)).some((x) => x.type === 'help_requested')).toBe(
      false,
    );
  });

  it('a vet sees and answers the vet requests of their states only; the answer reaches the farmer', async () => {
    const vet = await newVet(['Kaduna']);
    const other = await newVet(['Lagos']);
    const vetRequest = await ask(w.farmerA.api, { topic: 'Sheep bloated' });
    const extension = await ask(w.farmerA.api, { kind: 'extension', topic: 'Feed mixing' });

    const queue = await vet.api.get('/api/consultations/vet');
    const ids = (queue.body.data as { id: string }[]).map((c) => c.id);
    expect(ids).toContain(vetRequest);
    expect(ids).not.toContain(extension);
    expect((await other.api.get('/api/consultations/vet')).body.data).toEqual([]);
    expect((await vet.api.get(`/api/consultations/${vetRequest}`)).status).toBe(200);
    expect((await vet.api.get(`/api/consultations/${extension}`)).status).toBe(404);
    expect((await other.api.get(`/api/consultations/${vetRequest}`)).status).toBe(404);
    const refused = await other.api.post(`/api/consultations/${vetRequest}/answer`, {
      answer: 'Not mine to answer.',
    });
    expect(refused.status).toBe(404);

    const answered = await vet.api.post(`/api/consultations/${vetRequest}/answer`, {
      answer: 'Walk them gently and give no grain today.',
    });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({
      status: 'answered',
      assignee: { id: vet.id, role: 'vet' },
    });
    expect(answered.body.data.firstAnsweredAt).not.toBeNull();

    const mine = await w.farmerA.api.get(`/api/consultations/${vetRequest}`);
    expect(mine.body.data.replies.at(-1)).toMatchObject({
      body: 'Walk them gently and give no grain today.',
      fromAsker: false,
    });
    const told = (await notificationsOf(w.farmerA.api)).find(
      (x) => x.type === 'consultation_answered' && x.params.topic === 'Sheep bloated',
    );
    expect(told?.link).toBe(`/farmer/consultations?open=${vetRequest}`);

    // No farm editing: a vet reaches none of the farmer's farm.
    const pens = await vet.api.get(`/api/pen/farmer/${w.farmerA.id}`);
    expect([403, 404]).toContain(pens.status);
  });

  it('threads: the vet asks a follow-up, the farmer replies, the vet is told, then closes', async () => {
    const vet = await newVet(['Kaduna']);
    const id = await ask(w.farmerA.api, { topic: 'Chicks sneezing' });
    await vet.api.post(`/api/consultations/${id}/answer`, { answer: 'How old are the chicks?' });
    const reply = await w.farmerA.api.post(`/api/consultations/${id}/reply`, {
      message: 'Ten days old.',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.status).toBe('assigned');
    expect(reply.body.data.replies.map((r: { fromAsker: boolean }) => r.fromAsker)).toEqual([
      false,
      true,
    ]);
    const told = (await notificationsOf(vet.api)).find((x) => x.type === 'consultation_reply');
    expect(told).toMatchObject({ link: `/vet/consultations?open=${id}` });
    expect(told?.params.message).toBe('Ten days old.');

    // Staff answer; only the asker replies.
    expect((await vet.api.post(`/api/consultations/${id}/reply`, { message: 'x' })).status).toBe(
      403,
    );
    expect(
      (await w.farmerB.api.post(`/api/consultations/${id}/reply`, { message: 'x' })).status,
    ).toBe(404);

    const closed = await vet.api.post(`/api/consultations/${id}/close`, { note: 'Treated.' });
    expect(closed.status).toBe(200);
    expect(closed.body.data.status).toBe('closed');
    const late = await w.farmerA.api.post(`/api/consultations/${id}/reply`, { message: 'More?' });
    expect(late.status).toBe(409);
  });

  it('the assignee hands a request to a vet of the state, not to one elsewhere', async () => {
    const kaduna = await newVet(['Kaduna']);
    const lagos = await newVet(['Lagos']);
    const id = await ask(w.farmerA.api, { topic: 'Cow coughing' });
    await w.admin.api.post(`/api/admin/consultations/${id}/assign`, { assigneeId: w.agentA.id });
    const wrong = await w.agentA.api.post(`/api/consultations/${id}/reassign`, {
      assigneeId: lagos.id,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.assigneeId).toBe('Staff member not found');
    expect(
      (await w.agentB.api.post(`/api/consultations/${id}/reassign`, { assigneeId: kaduna.id }))
        .status,
    ).toBe(404);
    const handed = await w.agentA.api.post(`/api/consultations/${id}/reassign`, {
      assigneeId: kaduna.id,
    });
    expect(handed.status).toBe(200);
    expect(handed.body.data.assignee).toMatchObject({ id: kaduna.id, role: 'vet' });
    const told = (await notificationsOf(kaduna.api)).find(
      (x) => x.type === 'consultation_assigned' && x.params.topic === 'Cow coughing',
    );
    expect(told?.link).toBe(`/vet/consultations?open=${id}`);
    // The agent handed it on: it is no longer theirs to read.
    expect((await w.agentA.api.get(`/api/consultations/${id}`)).status).toBe(404);
  });

  it('the assignee sees whom to hand on to, and can put the request back in the queue', async () => {
    const kaduna = await newVet(['Kaduna']);
    const lagos = await newVet(['Lagos']);
    const id = await ask(w.farmerA.api, { topic: 'Goat limping' });
    await w.admin.api.post(`/api/admin/consultations/${id}/assign`, { assigneeId: w.agentA.id });
    const candidates = await w.agentA.api.get(`/api/consultations/${id}/handover`);
    expect(candidates.status).toBe(200);
    const ids = candidates.body.data.map((x: { id: string }) => x.id);
    // Other agents and the vet serving Kaduna; never the assignee, a vet elsewhere or an admin.
    expect(ids).toContain(w.agentB.id);
    expect(ids).toContain(kaduna.id);
    expect(ids).not.toContain(lagos.id);
    expect(ids).not.toContain(w.agentA.id);
    expect(ids).not.toContain(w.admin.id);
    const searched = await w.agentA.api.get(
      `/api/consultations/${id}/handover?search=${encodeURIComponent(String(kaduna.session.user.firstName))}`,
    );
    expect(searched.body.data.map((x: { id: string }) => x.id)).toContain(kaduna.id);
    expect((await w.agentB.api.get(`/api/consultations/${id}/handover`)).status).toBe(404);
    expect((await kaduna.api.get(`/api/consultations/${id}/handover`)).status).toBe(403);

    const back = await w.agentA.api.post(`/api/consultations/${id}/reassign`, {
      assigneeId: null,
    });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ status: 'open', assignee: null });
    const told = (await notificationsOf(w.admin.api)).filter(
      (x) => x.type === 'help_requested' && x.params.reason === 'returned',
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.link).toBe('/admin/vet-consultations');
    // No longer theirs: neither readable nor to hand on again.
    expect((await w.agentA.api.get(`/api/consultations/${id}`)).status).toBe(404);
    const again = await w.agentA.api.post(`/api/consultations/${id}/reassign`, {
      assigneeId: null,
    });
    expect(again.status).toBe(404);
    const bad = await w.agentA.api.post(`/api/consultations/${id}/reassign`, {});
    expect(bad.status).toBe(400);
  });

  it("an admin changes a vet's states (audited) and sees the median time-to-first-answer", async () => {
    const vet = await newVet(['Kano']);
    const saved = await w.admin.api.put(`/api/admin/vets/${vet.id}/states`, {
      states: ['Oyo', 'Kano'],
    });
    expect(saved.body.data.states).toEqual(['Kano', 'Oyo']);
    const rows = await testDb.handle.db
      .select()
      .from(vetStates)
      .where(eq(vetStates.userId, vet.id));
    expect(rows.map((r) => r.state).sort()).toEqual(['Kano', 'Oyo']);
    expect(
      (await w.admin.api.put(`/api/admin/vets/${w.agentA.id}/states`, { states: ['Oyo'] })).status,
    ).toBe(404);

    const figures = await w.admin.api.get('/api/admin/consultations/first-answer');
    expect(figures.status).toBe(200);
    expect(figures.body.data.answered).toBeGreaterThan(0);
    expect(figures.body.data.medianSeconds).toBeGreaterThanOrEqual(0);
    expect((await vet.api.get('/api/admin/consultations/first-answer')).status).toBe(403);
  });
});
