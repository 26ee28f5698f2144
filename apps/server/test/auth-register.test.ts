import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { users } from '../src/db/schema';
import { json, testApp } from './helpers/app';
import { call, farmerPayload, nextPhone, PASSWORD, printerSpy, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

let testDb: TestDb;
let app: App;
const outbox = printerSpy();

beforeAll(async () => {
  testDb = await openTestDb();
  app = await testApp({ db: testDb.handle, outboxPrinter: outbox.printer });
});
beforeEach(() => testDb.reset());
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const register = (payload: unknown) =>
  call(app, { method: 'POST', url: '/api/auth/register', payload });
const userRows = () => testDb.handle.db.select().from(users);

describe(`POST /api/auth/register (${testDriver})`, () => {
  it('signs up a farmer: 201, public user, a working token; phone stored as E.164', async () => {
    const res = await register(
      farmerPayload({ phone: '0803 123 4567', referralCode: 'AGENT7', totalLivestockCount: 120 }),
    );
    expect(res.statusCode).toBe(201);
    const body = json(res) as {
      success: boolean;
      data: { user: Record<string, unknown>; token: string };
    };
    expect(body.success).toBe(true);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.user).toMatchObject({
      firstName: 'Amina',
      phone: '+2348031234567',
      email: null,
      role: 'farmer',
      language: 'english',
      farmMode: 'advanced',
      stateOfResidence: 'Kaduna',
      totalLivestockCount: 120,
      referralCode: 'AGENT7',
      emailVerification: { isVerified: false },
      phoneVerification: { isVerified: false },
      NINData: {
        nin: null,
        isVerified: false,
        verificationStatus: 'pending',
        rejectionReason: null,
      },
      mustChangePassword: false,
      agentId: null,
    });
    expect(Object.keys(body.data.user)).not.toContain('passwordHash');
    const me = await call(app, { method: 'GET', url: '/api/auth/me', token: body.data.token });
    expect(me.statusCode).toBe(200);
    expect((json(me) as { data: { phone: string } }).data.phone).toBe('+2348031234567');
  });

  it('keeps the animal count from sign-up: 120 poultry are live animals on the dashboard', async () => {
    const res = await register(farmerPayload({ totalLivestockCount: 120, language: 'hausa' }));
    expect(res.statusCode).toBe(201);
    const { token, user } = (json(res) as { data: { token: string; user: { _id: string } } }).data;
    const get = async (url: string) =>
      (json(await call(app, { method: 'GET', url, token })) as { data: never }).data;
    const dashboard: { totals: { animals: number; batches: number } } = await get(
      `/api/farmers/${user._id}/dashboard`,
    );
    expect(dashboard.totals).toMatchObject({ animals: 120, batches: 1 });
    const [batch]: { name: string; livestockType: string; totalAnimals: number }[] = await get(
      `/api/farmers/${user._id}/batches`,
    );
    // Named in the farmer's language; a farmer who gave no count starts with no batch.
    expect(batch).toMatchObject({
      name: 'Dabbobin da aka fara da su',
      livestockType: 'poultry',
      totalAnimals: 120,
    });
    // The default pen is named in the farmer's language too.
    const [pen]: { name: string; description: string }[] = await get(`/api/pen/farmer/${user._id}`);
    expect(pen).toMatchObject({
      name: 'Babban gidan dabbobi',
      description: 'Gidan dabbobi na farko',
    });
    const none = await register(farmerPayload());
    const empty = (json(none) as { data: { token: string; user: { _id: string } } }).data;
    const english: { name: string }[] = (
      json(
        await call(app, {
          method: 'GET',
          url: `/api/pen/farmer/${empty.user._id}`,
          token: empty.token,
        }),
      ) as { data: never }
    ).data;
    expect(english.map((p) => p.name)).toEqual(['Main Pen']);
    const nothing = json(
      await call(app, {
        method: 'GET',
        url: `/api/farmers/${empty.user._id}/dashboard`,
        token: empty.token,
      }),
    ) as { data: { totals: { animals: number; batches: number } } };
    expect(nothing.data.totals).toMatchObject({ animals: 0, batches: 0 });
  });

  it('defaults totalLivestockCount to 0 and stores the password as argon2id only', async () => {
    const { firstName, lastName, phone } = farmerPayload();
    const res = await register({ firstName, lastName, phone, password: PASSWORD });
    expect(res.statusCode).toBe(201);
    const [row] = await userRows();
    expect(row?.totalLivestockCount).toBe(0);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('an agent needs an email as well as a phone', async () => {
    const missing = await register(farmerPayload({ role: 'agent' }));
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ fields: { email: 'Email is required' } });
    const ok = await register(farmerPayload({ role: 'agent', email: ' Agent@Example.NG ' }));
    expect(ok.statusCode).toBe(201);
    expect(json(ok)).toMatchObject({
      data: { user: { role: 'agent', email: 'agent@example.ng' } },
    });
  });

  it('an admin needs an email in ADMIN_EMAIL_DOMAINS (checked on the server)', async () => {
    const res = await register(farmerPayload({ role: 'admin', email: 'boss@gmail.com' }));
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      success: false,
      fields: { email: 'Admin accounts need an email address at kiwo.ng or kiwo.farm' },
    });
    expect(await userRows()).toHaveLength(0);
  });

  it('an admin gets requiresEmailVerification, no token, and no code: it is only printed', async () => {
    const res = await register(farmerPayload({ role: 'admin', email: 'ada@kiwo.farm' }));
    expect(res.statusCode).toBe(201);
    const body = json(res) as { data: Record<string, unknown> };
    expect(body.data).toEqual({
      requiresEmailVerification: true,
      userId: expect.any(String),
      email: 'ada@kiwo.farm',
      firstName: 'Amina',
      lastName: 'Bello',
      role: 'admin',
      emailSent: true,
      otpCode: null,
    });
    expect(body.data).not.toHaveProperty('token');
    const code = outbox.code('ada@kiwo.farm');
    expect(outbox.last('ada@kiwo.farm')?.text).toContain(code);
    expect(res.body).not.toContain(code);
  });

  it('duplicate phone (in another written form) or email is a 409 naming the field', async () => {
    await signUp(app, { phone: '08031112222', email: 'dup@example.ng' });
    const phone = await register(farmerPayload({ phone: '+234 803 111 2222' }));
    expect(phone.statusCode).toBe(409);
    expect(json(phone)).toMatchObject({
      error: 'An account with this phone number already exists',
      fields: { phone: 'An account with this phone number already exists' },
    });
    const email = await register(farmerPayload({ email: 'DUP@example.ng' }));
    expect(email.statusCode).toBe(409);
    expect(json(email)).toMatchObject({
      fields: { email: 'An account with this email address already exists' },
    });
    expect(await userRows()).toHaveLength(1);
  });

  it('concurrent sign-ups with one phone create exactly one account', async () => {
    const phone = nextPhone();
    const results = await Promise.all([1, 2, 3].map(() => register(farmerPayload({ phone }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await userRows()).toHaveLength(1);
  });

  it('accepts an 11-digit NIN at sign-up: pending, masked, never stored in clear', async () => {
    const res = await register(farmerPayload({ nin: '12345678901' }));
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({
      data: {
        user: { NINData: { nin: '*******8901', isVerified: false, verificationStatus: 'pending' } },
      },
    });
    expect(res.body).not.toContain('12345678901');
    const again = await register(farmerPayload({ nin: '12345678901' }));
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      fields: { nin: 'This NIN is already linked to another account' },
    });
  });
});

describe(`register: bad input (${testDriver})`, () => {
  it('reports every bad field at once with its own message, and writes nothing', async () => {
    const res = await register({
      firstName: '',
      lastName: 'x'.repeat(51),
      phone: '12345',
      password: 'short',
      email: 'not-an-email',
      stateOfResidence: 'Abuja',
      age: '17',
      primaryLivestock: 'dragons',
      totalLivestockCount: -1,
      nin: '1234',
      gender: 'castrated',
    });
    expect(res.statusCode).toBe(400);
    const body = json(res) as { fields: Record<string, string> };
    expect(body.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be at most 50 characters',
      phone: 'Enter a Nigerian mobile number such as 08031234567',
      password: 'Password must be at least 8 characters',
      email: 'Please enter a valid email address',
      stateOfResidence: expect.stringContaining('State of residence must be one of'),
      age: expect.stringContaining('Age must be one of'),
      primaryLivestock: expect.stringContaining('Primary livestock must be one of'),
      totalLivestockCount: 'Total livestock count cannot be negative',
      nin: 'NIN must be exactly 11 digits',
      gender: 'Gender must be one of: male, female',
    });
    expect(await userRows()).toHaveLength(0);
  });

  it('missing fields and wrong types are 400 with per-field messages', async () => {
    const res = await register({ firstName: 42, totalLivestockCount: 'many', role: 'superuser' });
    expect(res.statusCode).toBe(400);
    expect((json(res) as { fields: Record<string, string> }).fields).toMatchObject({
      firstName: 'First name must be text',
      lastName: 'Last name is required',
      phone: 'Phone is required',
      password: 'Password is required',
      totalLivestockCount: 'Total livestock count must be a number',
      role: 'Role must be one of: farmer, agent, admin, vet',
    });
  });

  it('a 129-character password and a 10 kB name are refused without hashing', async () => {
    const before = app.passwords.calls;
    const long = await register(
      farmerPayload({ password: 'p'.repeat(129), firstName: 'n'.repeat(10_000) }),
    );
    expect(long.statusCode).toBe(400);
    expect(json(long)).toMatchObject({
      fields: {
        password: 'Password must be at most 128 characters',
        firstName: 'First name must be at most 50 characters',
      },
    });
    expect(app.passwords.calls).toBe(before);
  });

  it('malformed JSON, a non-object body and no body are 400, never 500', async () => {
    for (const payload of ['{"firstName": ', '[]', '"x"', 'null']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(json(res)).toMatchObject({ success: false, error: expect.any(String) });
    }
    const empty = await app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(empty.statusCode).toBe(400);
    expect(await userRows()).toHaveLength(0);
  });

  it('ignores role-escalation and verification flags smuggled into sign-up', async () => {
    const res = await register(
      farmerPayload({
        emailVerification: { isVerified: true },
        phoneVerification: { isVerified: true },
        NINData: { isVerified: true, verificationStatus: 'verified' },
        emailVerified: true,
        status: 'active',
        mustChangePassword: true,
        agentId: '00000000-0000-0000-0000-000000000000',
        _id: '00000000-0000-0000-0000-000000000001',
      }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await userRows();
    expect(row).toMatchObject({
      role: 'farmer',
      emailVerified: false,
      phoneVerified: false,
      ninStatus: 'pending',
      mustChangePassword: false,
      agentId: null,
    });
    expect(row?.id).not.toBe('00000000-0000-0000-0000-000000000001');
  });
});
