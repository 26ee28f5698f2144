import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { countRows, registeredFarmer, registerFarmer, tableSnapshot } from './helpers/agent';
import { json, testApp } from './helpers/app';
import { call, farmerPayload, nextPhone, PASSWORD } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { farmWorld, type World } from './helpers/farm';

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

const db = () => testDb.handle.db;
const login = (identifier: string, password = PASSWORD) =>
  call(app, { method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
/** users + pens, to prove a refused registration wrote nothing. */
const accountsSnapshot = async () =>
  `${await tableSnapshot(db(), 'users')}\n${await tableSnapshot(db(), 'pens')}`;

describe(`POST /api/users/farmers by an agent (${testDriver})`, () => {
  it('registers a farmer attached to the agent, with the default pen and mustChangePassword', async () => {
    const res = await registerFarmer(app, w.agentA.session, {
      phone: '0803 555 0101',
      stateOfResidence: 'Oyo',
      role: 'farmer',
      referralCode: 'FIELD1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Farmer registered' });
    const farmer = res.body.data;
    expect(farmer).toMatchObject({
      phone: '+2348035550101',
      role: 'farmer',
      agentId: w.agentA.id,
      mustChangePassword: true,
      stateOfResidence: 'Oyo',
      referralCode: 'FIELD1',
      email: null,
      NINData: { nin: null, verificationStatus: 'pending' },
    });
    // A public user only, and no session handed to the agent.
    expect(Object.keys(farmer)).not.toContain('passwordHash');
    expect(Object.keys(farmer)).not.toContain('token');

    const pens = await w.agentA.api.get(`/api/pen/farmer/${farmer._id}`);
    expect(pens.body.data).toEqual([
      expect.objectContaining({
        name: 'Main Pen',
        description: 'Primary livestock pen',
        location: 'Oyo',
      }),
    ]);
    const list = await w.agentA.api.get('/api/users/farmers/by-agent');
    expect(list.body.data.map((f: { _id: string }) => f._id)).toContain(farmer._id);
  });

  it('the farmer logs in with that phone and password, is asked to change it, and then is not', async () => {
    const farmer = await registeredFarmer(app, w.agentA.session, { phone: '08035550102' });
    const res = await login('+234 803 555 0102');
    expect(res.statusCode).toBe(200);
    const session = (json(res) as { data: { token: string; user: Record<string, unknown> } }).data;
    expect(session.user).toMatchObject({ _id: farmer._id, mustChangePassword: true });
    const changed = await call(app, {
      method: 'PUT',
      url: '/api/auth/updatepassword',
      token: session.token,
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new secret' },
    });
    expect(changed.statusCode).toBe(200);
    const again = await login('08035550102', 'a brand new secret');
    expect(json(again)).toMatchObject({ data: { user: { mustChangePassword: false } } });
  });

  it('takes an optional email and NIN; the NIN is answered masked', async () => {
    const res = await registerFarmer(app, w.agentA.session, {
      email: ' Ada@Example.NG ',
      nin: '12345678901',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: 'ada@example.ng',
      NINData: { nin: '*******8901', verificationStatus: 'pending' },
    });
    expect(JSON.stringify(res.body)).not.toContain('12345678901');
  });

  it('a duplicate phone (any written form) or email is a 409 naming the field; nothing is written', async () => {
    const first = await registeredFarmer(app, w.agentA.session, { email: 'dup@example.ng' });
    const before = await accountsSnapshot();
    const local = `0${first.phone.slice(4)}`;
    const phone = await registerFarmer(app, w.agentA.session, { phone: local });
    expect(phone.status).toBe(409);
    expect(phone.body).toMatchObject({
      success: false,
      error: 'An account with this phone number already exists',
      fields: { phone: 'An account with this phone number already exists' },
    });
    const email = await registerFarmer(app, w.agentB.session, { email: 'DUP@example.ng' });
    expect(email.status).toBe(409);
    expect(email.body.fields).toEqual({
      email: 'An account with this email address already exists',
    });
    // The phone of an existing agent is taken too.
    const agentPhone = await registerFarmer(app, w.agentA.session, {
      phone: w.agentB.session.user.phone,
    });
    expect(agentPhone.status).toBe(409);
    expect(await accountsSnapshot()).toBe(before);
  });

  it('bad input is a 400 with a message per field, all at once; nothing is written', async () => {
    const before = await accountsSnapshot();
    const res = await registerFarmer(app, w.agentA.session, {
      firstName: ' ',
      lastName: 'x'.repeat(51),
      phone: '12345',
      password: 'short',
      gender: 'castrated',
      age: '17',
      stateOfResidence: 'Atlantis',
      primaryLivestock: 'dragons',
      totalLivestockCount: -1,
      email: 'not-an-email',
      nin: '123',
      role: 'admin',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(
      [
        'age',
        'email',
        'firstName',
        'gender',
        'lastName',
        'nin',
        'password',
        'phone',
        'primaryLivestock',
        'role',
        'stateOfResidence',
        'totalLivestockCount',
      ].sort(),
    );
    expect(res.body.fields).toMatchObject({
      firstName: 'First name is required',
      password: 'Password must be at least 8 characters',
      nin: 'NIN must be exactly 11 digits',
      role: 'Agents can register farmers only',
    });
    const missing = await call(app, {
      method: 'POST',
      url: '/api/users/farmers',
      token: w.agentA.session.token,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).fields).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Phone is required',
      password: 'Password is required',
    });
    expect(await accountsSnapshot()).toBe(before);
  });

  it('nothing is half-written: when the default pen cannot be saved, the farmer is not either', async () => {
    await db().execute(sql`
      create function kiwo_test_refuse_pen() returns trigger language plpgsql as
      $$ begin raise exception 'pen refused by test'; end $$`);
    await db().execute(sql`
      create trigger kiwo_test_refuse_pen before insert on pens
      for each row execute function kiwo_test_refuse_pen()`);
    try {
      const before = await accountsSnapshot();
      const phone = nextPhone();
      const res = await registerFarmer(app, w.agentA.session, { phone });
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toContain('pen refused');
      expect(await accountsSnapshot()).toBe(before);
    } finally {
      await db().execute(sql`drop trigger kiwo_test_refuse_pen on pens`);
      await db().execute(sql`drop function kiwo_test_refuse_pen()`);
    }
  });

  it('two registrations of one phone at once create exactly one farmer and one pen', async () => {
    const phone = nextPhone();
    const users = await countRows(db(), 'users');
    const pens = await countRows(db(), 'pens');
    const results = await Promise.all([
      registerFarmer(app, w.agentA.session, { phone }),
      registerFarmer(app, w.agentB.session, { phone }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await countRows(db(), 'users')).toBe(users + 1);
    expect(await countRows(db(), 'pens')).toBe(pens + 1);
  });

  it('an agent always registers for themselves: an agentId in the body is ignored', async () => {
    const farmer = await registeredFarmer(app, w.agentA.session, { agentId: w.agentB.id });
    expect(farmer.agentId).toBe(w.agentA.id);
  });

  it('keeps the whole spec §3 payload and starts the farm from the declared animals', async () => {
    const res = await registerFarmer(app, w.agentA.session, {
      gender: 'female',
      age: '46-55',
      referralCode: 'COOP-7',
      stateOfResidence: 'Kwara',
      primaryLivestock: 'poultry',
      totalLivestockCount: 250,
    });
    expect(res.status).toBe(201);
    const made = res.body.data;
    expect(made).toMatchObject({
      gender: 'female',
      age: '46-55',
      stateOfResidence: 'Kwara',
      primaryLivestock: 'poultry',
      totalLivestockCount: 250,
    });
    const seen = await w.agentA.api.get(`/api/users/farmers/${made._id}`);
    expect(seen.body.data.animals).toBe(250);
    const [row] = await db()
      .select({ referralCode: users.referralCode })
      .from(users)
      .where(eq(users.id, made._id));
    expect(row?.referralCode).toBe('COOP-7');
  });

  it('refuses declared animals without their livestock, writing nothing', async () => {
    const before = await accountsSnapshot();
    const res = await registerFarmer(app, w.agentA.session, {
      primaryLivestock: undefined,
      totalLivestockCount: 250,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.primaryLivestock).toBe('Choose the livestock these animals are');
    expect(await accountsSnapshot()).toBe(before);
  });
});

describe(`PUT /api/users/:farmerId by the farmer's agent (${testDriver})`, () => {
  it('edits gender, age, state and livestock; a new phone waits for her code', async () => {
    const res = await registerFarmer(app, w.agentA.session, {
      gender: 'male',
      primaryLivestock: undefined,
    });
    const id = res.body.data._id as string;
    const phone = res.body.data.phone as string;
    const edited = await w.agentA.api.put(`/api/users/${id}`, {
      gender: 'female',
      age: '36-45',
      stateOfResidence: 'Enugu',
      primaryLivestock: 'goats',
      totalLivestockCount: 40,
      phone: nextPhone(),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      gender: 'female',
      age: '36-45',
      stateOfResidence: 'Enugu',
      primaryLivestock: 'goats',
      totalLivestockCount: 40,
      // Not changed until the new phone's code is entered (ADR 0025).
      phone,
    });
    expect(edited.body.contactChanges).toHaveLength(1);
    const [row] = await db().select({ phone: users.phone }).from(users).where(eq(users.id, id));
    expect(row?.phone).toBe(phone);
  });

  it('refuses declared animals without a livestock, changing nothing', async () => {
    const res = await registerFarmer(app, w.agentA.session, { primaryLivestock: undefined });
    const id = res.body.data._id as string;
    const before = await accountsSnapshot();
    const edited = await w.agentA.api.put(`/api/users/${id}`, {
      gender: 'female',
      totalLivestockCount: 40,
    });
    expect(edited.status).toBe(400);
    expect(edited.body.fields.primaryLivestock).toBe('Choose the livestock these animals are');
    expect(await accountsSnapshot()).toBe(before);
    const bad = await w.agentA.api.put(`/api/users/${id}`, { age: '99' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.age).toBeTruthy();
  });
});

describe(`POST /api/users/farmers: who may call it (${testDriver})`, () => {
  it('a farmer gets 403 and anonymous 401; nothing is written', async () => {
    const before = await accountsSnapshot();
    expect((await registerFarmer(app, w.farmerA.session)).status).toBe(403);
    expect((await registerFarmer(app, undefined)).status).toBe(401);
    expect(await accountsSnapshot()).toBe(before);
  });

  it('an admin must name an agent; the farmer is attached to that agent', async () => {
    const before = await accountsSnapshot();
    const none = await registerFarmer(app, w.admin.session);
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({
      agentId: 'Choose the agent this farmer will be attached to',
    });
    const notAgent = await registerFarmer(app, w.admin.session, { agentId: w.farmerA.id });
    expect(notAgent.status).toBe(400);
    expect(notAgent.body.fields).toEqual({ agentId: 'Agent not found' });
    const badId = await registerFarmer(app, w.admin.session, { agentId: 'nope' });
    expect(badId.status).toBe(400);
    expect(badId.body.fields).toEqual({ agentId: 'Agent not found' });
    expect(await accountsSnapshot()).toBe(before);

    const ok = await registerFarmer(app, w.admin.session, { agentId: w.agentB.id });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ agentId: w.agentB.id, mustChangePassword: true });
    const listB = await w.agentB.api.get('/api/users/farmers/by-agent');
    expect(listB.body.data.map((f: { _id: string }) => f._id)).toEqual([ok.body.data._id]);
  });

  it('shares the sign-up per-IP budget: the 21st call in a minute from one address is a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/api/users/farmers',
        token: w.agentA.session.token,
        payload: farmerPayload({ password: 'short' }),
        ip: '198.51.100.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
