import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DEMO_PASSWORD } from '../src/modules/auth/seed';
import { loadSecrets } from '../src/secrets';
import { json, testApp } from './helpers/app';
import { call, signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
beforeEach(() => testDb.reset());
afterAll(() => testDb?.close());

describe(`demo accounts (${testDriver})`, () => {
  it.each([
    ['08030000001', 'farmer'],
    ['+2348030000002', 'agent'],
    ['agent@kiwo.ng', 'agent'],
    ['admin@kiwo.ng', 'admin'],
  ])('%s logs in as %s with the demo password', async (identifier, role) => {
    const app = await testApp({ db: testDb.handle }, { SEED_DEMO: 'true' });
    try {
      expect(app.seeded).toContain('auth/demo-users');
      const res = await call(app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier, password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({ data: { user: { role } } });
    } finally {
      await app.close();
    }
  });

  it('the demo farmer is attached to the demo agent', async () => {
    const app = await testApp({ db: testDb.handle }, { SEED_DEMO: 'true' });
    try {
      const login = async (identifier: string) =>
        (
          json(
            await call(app, {
              method: 'POST',
              url: '/api/auth/login',
              payload: { identifier, password: DEMO_PASSWORD },
            }),
          ) as {
            data: { user: { _id: string; agentId: string | null } };
          }
        ).data.user;
      expect((await login('08030000001')).agentId).toBe((await login('agent@kiwo.ng'))._id);
    } finally {
      await app.close();
    }
  });
});

describe(`role guards (${testDriver})`, () => {
  it('requireRole answers 401 without a session and 403 for the wrong role', async () => {
    const app = await testApp({ db: testDb.handle });
    app.get(
      '/api/test/agents-only',
      { onRequest: app.requireRole('agent', 'admin') },
      async () => ({ ok: true }),
    );
    try {
      expect((await call(app, { method: 'GET', url: '/api/test/agents-only' })).statusCode).toBe(
        401,
      );
      const farmer = await signUp(app);
      const denied = await call(app, {
        method: 'GET',
        url: '/api/test/agents-only',
        token: farmer.token,
      });
      expect(denied.statusCode).toBe(403);
      expect(json(denied)).toMatchObject({ error: 'You do not have permission to do this' });
      const agent = await signUp(app, { role: 'agent', email: 'field@example.ng' });
      expect(
        (await call(app, { method: 'GET', url: '/api/test/agents-only', token: agent.token }))
          .statusCode,
      ).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('secret keys', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kiwo-secrets-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('outside production, generates the keys once into DATA_DIR/secrets.json (0600) and reuses them', async () => {
    const first = loadSecrets(loadConfig({ DATA_DIR: dir }));
    const second = loadSecrets(loadConfig({ DATA_DIR: dir }));
    expect(first.ninEncryptionKey).toHaveLength(32);
    expect(second.ninEncryptionKey.equals(first.ninEncryptionKey)).toBe(true);
    expect(second.authSecret.equals(first.authSecret)).toBe(true);
    expect((await stat(join(dir, 'secrets.json'))).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(join(dir, 'secrets.json'), 'utf8'))).toHaveProperty(
      'authSecret',
    );
  });

  it('production refuses to start without both keys; bad keys are a config error', () => {
    expect(() => loadSecrets(loadConfig({ NODE_ENV: 'production', DATA_DIR: dir }))).toThrow(
      /NIN_ENCRYPTION_KEY and AUTH_SECRET must be set/,
    );
    expect(() => loadConfig({ NIN_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /NIN_ENCRYPTION_KEY must be 32 bytes/,
    );
    const env = {
      NODE_ENV: 'production',
      NIN_ENCRYPTION_KEY: 'c'.repeat(64),
      AUTH_SECRET: Buffer.alloc(32, 7).toString('base64'),
    };
    expect(loadSecrets(loadConfig(env)).authSecret).toEqual(Buffer.alloc(32, 7));
  });

  it('reads ADMIN_EMAIL_DOMAINS as a trimmed lower-case list', () => {
    expect(loadConfig({}).adminEmailDomains).toEqual(['kiwo.ng', 'kiwo.farm']);
    expect(loadConfig({ ADMIN_EMAIL_DOMAINS: ' Farm.NG , x.org ' }).adminEmailDomains).toEqual([
      'farm.ng',
      'x.org',
    ]);
  });
});
