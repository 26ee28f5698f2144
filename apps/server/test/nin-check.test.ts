import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { rows } from '../src/db/sql';
import { namesMatch, offlineNinChecker, premblyNinChecker } from '../src/modules/admin/nin-check';
import { testApp } from './helpers/app';
import { signUp } from './helpers/auth';
import { openTestDb, type TestDb, testDriver } from './helpers/db';
import { as, farmWorld, type World } from './helpers/farm';
import { ninProvider } from './helpers/nin-provider';

const keys = { apiKey: 'live_sk_test_key', appId: 'app-kiwo-1' };
const NIN = '12345678901';

describe('NIN checks: names and the offline default', () => {
  it('matches names in any order, ignoring case, accents and middle names', () => {
    const account = { firstName: 'Ngozi', lastName: 'Okafor' };
    expect(namesMatch(account, 'OKAFOR Ngozi Adaeze')).toBe(true);
    expect(namesMatch({ firstName: 'Àmínà', lastName: 'Bello' }, 'amina bello')).toBe(true);
    expect(namesMatch(account, 'Ngozi Okeke')).toBe(false);
    expect(namesMatch({ firstName: '', lastName: '' }, 'Ngozi')).toBe(false);
  });

  it('checks the format and the name on the slip, and always asks for attestation', async () => {
    const base = { nin: NIN, firstName: 'Ngozi', lastName: 'Okafor' };
    expect(await offlineNinChecker.check({ ...base, documentName: 'Ngozi Okafor' })).toEqual({
      provider: 'offline',
      outcome: 'passed',
      needsAttestation: true,
      checks: { format: 'pass', record: 'not_run', name: 'pass' },
      providerStatus: null,
    });
    expect((await offlineNinChecker.check(base)).outcome).toBe('incomplete');
    const wrongName = await offlineNinChecker.check({ ...base, documentName: 'Musa Bello' });
    expect(wrongName).toMatchObject({ outcome: 'failed', checks: { name: 'fail' } });
    const short = await offlineNinChecker.check({
      ...base,
      nin: '1234',
      documentName: 'Ngozi Okafor',
    });
    expect(short).toMatchObject({ outcome: 'failed', checks: { format: 'fail' } });
  });
});

describe('NIN checks: a Prembly-style provider (local stand-in)', () => {
  const provider = ninProvider(keys);
  let url = '';
  beforeAll(async () => {
    url = await provider.start();
    provider.records.set(NIN, { firstname: 'NGOZI', middlename: 'ADAEZE', surname: 'OKAFOR' });
  });
  afterAll(() => provider.stop());
  beforeEach(() => {
    provider.mode = 'normal';
  });
  const checker = (overrides: Partial<typeof keys> = {}, timeoutMs = 5000) =>
    premblyNinChecker({ kind: 'prembly', baseUrl: url, ...keys, ...overrides, timeoutMs });
  const input = { nin: NIN, firstName: 'Ngozi', lastName: 'Okafor' };

  it('sends the number with the key headers; a record with the same name passes', async () => {
    const result = await checker().check(input);
    expect(result).toEqual({
      provider: 'prembly',
      outcome: 'passed',
      needsAttestation: false,
      checks: { format: 'pass', record: 'pass', name: 'pass' },
      providerStatus: 'match',
    });
    const last = provider.requests.at(-1);
    expect(last?.path).toBe('/identitypass/verification/nin');
    expect(last?.headers['x-api-key']).toBe(keys.apiKey);
    expect(last?.headers['app-id']).toBe(keys.appId);
    expect(last?.body).toEqual({ number: NIN });
  });

  it('fails a record under another name, and a number with no record', async () => {
    const other = await checker().check({ ...input, firstName: 'Musa', lastName: 'Bello' });
    expect(other).toMatchObject({ outcome: 'failed', checks: { record: 'pass', name: 'fail' } });
    const unknown = await checker().check({ ...input, nin: '10987654321' });
    expect(unknown).toMatchObject({
      outcome: 'failed',
      needsAttestation: false,
      providerStatus: 'not_found',
      checks: { record: 'fail' },
    });
  });

  it('falls back to the offline checks (with attestation) when refused, down or too slow', async () => {
    const slip = { ...input, documentName: 'Ngozi Okafor' };
    const refused = await checker({ apiKey: 'wrong' }).check(slip);
    expect(refused).toMatchObject({
      providerStatus: 'refused',
      outcome: 'passed',
      needsAttestation: true,
      checks: { record: 'not_run' },
    });
    provider.mode = 'error';
    expect(await checker().check(slip)).toMatchObject({
      providerStatus: 'unavailable',
      needsAttestation: true,
    });
    provider.mode = 'hang';
    expect(await checker({}, 200).check(slip)).toMatchObject({
      providerStatus: 'timeout',
      needsAttestation: true,
    });
    const nobody = premblyNinChecker({
      kind: 'prembly',
      baseUrl: 'http://127.0.0.1:1',
      ...keys,
      timeoutMs: 2000,
    });
    expect((await nobody.check(slip)).providerStatus).toBe('unavailable');
  });

  it('never calls the provider for a malformed number', async () => {
    const before = provider.requests.length;
    const result = await checker().check({ ...input, nin: '123' });
    expect(result).toMatchObject({ outcome: 'failed', checks: { format: 'fail' } });
    expect(provider.requests.length).toBe(before);
  });
});

describe(`NIN review through the API (${testDriver})`, () => {
  let testDb: TestDb;
  let app: App;
  let w: World;
  const provider = ninProvider(keys);

  beforeAll(async () => {
    testDb = await openTestDb();
    const url = await provider.start();
    app = await testApp(
      { db: testDb.handle },
      {
        NIN_CHECK_PROVIDER: 'prembly',
        NIN_CHECK_URL: url,
        NIN_CHECK_API_KEY: keys.apiKey,
        NIN_CHECK_APP_ID: keys.appId,
        NIN_CHECK_TIMEOUT_MS: '3000',
      },
    );
    w = await farmWorld(app, testDb.handle.db);
  });
  afterAll(async () => {
    await app?.close();
    await provider.stop();
    await testDb?.close();
  });

  const ninApplicant = async (nin: string) => {
    const session = await signUp(app, { nin, firstName: 'Ngozi', lastName: 'Okafor' });
    return { id: session.user._id as string, api: as(app, session) };
  };

  it('a provider match approves without attestation; the audit keeps the outcome only', async () => {
    provider.records.set('22233344455', { firstname: 'Ngozi', surname: 'Okafor' });
    const who = await ninApplicant('22233344455');
    const base = `/api/admin/users/${who.id}/nin`;
    expect((await w.admin.api.get(`${base}/check`)).body.data).toBeNull();
    expect((await w.agentA.api.post(`${base}/check`, {})).status).toBe(403);
    const check = await w.admin.api.post(`${base}/check`, {});
    expect(check.body.data).toMatchObject({
      provider: 'prembly',
      outcome: 'passed',
      needsAttestation: false,
      providerStatus: 'match',
    });
    expect((await w.admin.api.get(`${base}/check`)).body.data.id).toBe(check.body.data.id);
    const approved = await w.admin.api.post(base, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body.data.NINData.verificationStatus).toBe('verified');
    const history = (await w.admin.api.get(`/api/admin/users/${who.id}`)).body.data.history;
    expect(history[0]).toMatchObject({
      action: 'nin_approved',
      details: { check: 'prembly', outcome: 'passed', attested: 'no' },
    });
    expect(history[1]).toMatchObject({
      action: 'nin_checked',
      details: { provider: 'prembly', outcome: 'passed', providerStatus: 'match' },
    });
    // The number is in no audit row and no check row.
    const stored = await rows<{ t: string }>(
      testDb.handle.db,
      sql`select coalesce((select json_agg(a)::text from admin_audit_log a), '') ||
        coalesce((select json_agg(c)::text from nin_checks c), '') as t`,
    );
    expect(stored[0]?.t).not.toContain('22233344455');
    expect(stored[0]?.t).not.toContain('Okafor Ngozi');
  });

  it('after an outage the admin approves only by attesting the offline checks', async () => {
    const who = await ninApplicant('55566677788');
    const base = `/api/admin/users/${who.id}/nin`;
    provider.mode = 'error';
    const noSlip = await w.admin.api.post(`${base}/check`, {});
    expect(noSlip.body.data).toMatchObject({
      outcome: 'incomplete',
      providerStatus: 'unavailable',
    });
    expect((await w.admin.api.post(base, { decision: 'approve' })).body.message).toBe(
      'The NIN check did not pass; reject it or run the check again',
    );
    const slip = await w.admin.api.post(`${base}/check`, { documentName: 'Okafor Ngozi' });
    expect(slip.body.data).toMatchObject({ outcome: 'passed', needsAttestation: true });
    const unattested = await w.admin.api.post(base, { decision: 'approve' });
    expect(unattested.status).toBe(400);
    expect(unattested.body.message).toBe('Confirm that you checked the NIN slip yourself');
    const approved = await w.admin.api.post(base, { decision: 'approve', attest: true });
    expect(approved.status).toBe(200);
    const [line] = (await w.admin.api.get(`/api/admin/users/${who.id}`)).body.data.history;
    expect(line.details).toEqual({ check: 'prembly', outcome: 'passed', attested: 'yes' });
    expect((await w.admin.api.post(`${base}/check`, {})).status).toBe(409);
    provider.mode = 'normal';
  });

  it('a number with no record cannot be approved; rejecting still works', async () => {
    const who = await ninApplicant('99988877766');
    const base = `/api/admin/users/${who.id}/nin`;
    const check = await w.admin.api.post(`${base}/check`, { documentName: 'Ngozi Okafor' });
    expect(check.body.data).toMatchObject({ outcome: 'failed', providerStatus: 'not_found' });
    expect((await w.admin.api.post(base, { decision: 'approve', attest: true })).status).toBe(409);
    const rejected = await w.admin.api.post(base, {
      decision: 'reject',
      reason: 'No NIMC record for this number',
    });
    expect(rejected.status).toBe(200);
    expect((await w.admin.api.post(`/api/admin/users/${w.farmerA.id}/nin/check`, {})).status).toBe(
      409,
    );
  });
});
