import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDriver } from '../helpers/db';
import { describeChanges, diffSnapshots, type RowChange, snapshotDb } from '../helpers/db-diff';
import { appWithRoutes, type JsonSchema, type RegisteredRoute } from '../helpers/routes';
import { callRoute, fillParams, isErrorEnvelope } from './call';
import { type Expectation, expectations, POLICIES } from './expectations';
import { makeWorld, type Person, type World } from './world';

/*
 * Mass assignment (docs/SECURITY.md): on every write route, fields a client must never set — role,
 * ownership ids, verification flags, status and moderation fields, row ids — are ignored or
 * refused. The routes and their accepted fields come from the registered routes' schemas; a
 * body schema that accepts a protected name fails here unless its entry explains why
 * (`accepts`). Each route is then called by the least privileged caller it allows, with a valid
 * body plus every protected field it does not accept, and the database diff must show none of
 * them took effect.
 */

const testDb = await openTestDb();
const { app, routes } = await appWithRoutes({ db: testDb.handle });
let world: World;

beforeAll(async () => {
  world = await makeWorld(app, testDb.handle.db);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

/** Protected names → a hostile value (victim ids are filled in per call). */
const hostile = (w: World): Record<string, unknown> => ({
  role: 'admin',
  isAdmin: true,
  status: 'suspended',
  hidden: true,
  approved: true,
  verified: true,
  isVerified: true,
  emailVerified: true,
  phoneVerified: true,
  ninVerified: true,
  ninStatus: 'verified',
  mustChangePassword: false,
  moderationStatus: 'approved',
  id: w.victim.farmer,
  _id: w.victim.farmer,
  userId: w.victim.farmer,
  farmerId: w.victim.farmer,
  ownerId: w.victim.farmer,
  sellerId: w.victim.farmer,
  buyerId: w.victim.farmer,
  authorId: w.victim.farmer,
  createdBy: w.victim.farmer,
  agentId: w.victim.agent,
  assignedTo: w.victim.agent,
  adminId: w.victim.agent,
  createdAt: '2000-01-01T00:00:00.000Z',
});
const PROTECTED = Object.keys(hostile({ victim: { farmer: '', agent: '' } } as World));

/** Columns no write may change unless its entry lists it in `changes`. */
const GUARDED_COLUMNS = [
  'role',
  'status',
  'hidden',
  'agent_id',
  'user_id',
  'farmer_id',
  'seller_id',
  'owner_id',
  'email_verified',
  'phone_verified',
  'nin_status',
  'must_change_password',
];

const LEAST_PRIVILEGED: (Person | 'anonymous')[] = [
  'anonymous',
  'farmerA',
  'farmerB',
  'agentOfA',
  'otherAgent',
  'vet',
  'admin',
];

const bodySchema = (route: RegisteredRoute): JsonSchema | undefined => {
  const content = route.operation?.requestBody?.content ?? {};
  return (content['application/json'] ?? Object.values(content)[0])?.schema;
};

const writes = routes.filter((r) => r.method !== 'GET' && bodySchema(r) !== undefined);

function violations(changes: RowChange[], entry: Expectation, victims: string[]): string[] {
  const found: string[] = [];
  for (const change of changes) {
    const row = change.after;
    if (!row) continue;
    const at = `${change.table} ${change.key}`;
    if (change.kind === 'added') {
      const text = JSON.stringify(row);
      if (victims.some((v) => text.includes(v))) found.push(`${at}: new row names the victim`);
      if (row.role === 'admin') found.push(`${at}: new row with role admin`);
      if (row.hidden === true) found.push(`${at}: new row hidden`);
      if (['suspended', 'verified', 'approved', 'hidden'].includes(String(row.status))) {
        found.push(`${at}: new row with status ${row.status}`);
      }
      if (row.nin_status === 'verified') found.push(`${at}: new row with a verified NIN`);
      continue;
    }
    for (const column of Object.keys(row)) {
      const before = JSON.stringify(change.before?.[column]);
      const after = JSON.stringify(row[column]);
      if (before === after) continue;
      if (victims.some((v) => after.includes(v)))
        found.push(`${at}.${column} now names the victim`);
      if (
        GUARDED_COLUMNS.includes(column) &&
        !entry.changes?.includes(`${change.table}.${column}`)
      ) {
        found.push(`${at}.${column}: ${before} → ${after}`);
      }
    }
  }
  return found;
}

describe(`mass assignment on every write route (${testDriver})`, () => {
  it('finds the write routes with a body', () => {
    expect(writes.length).toBeGreaterThanOrEqual(40);
  });

  for (const route of writes) {
    it(route.key, async () => {
      const entry = expectations[route.key];
      if (!entry) throw new Error(`${route.key} has no entry in test/authz/expectations.ts`);
      const accepted = Object.keys(bodySchema(route)?.properties ?? {});
      const undeclared = accepted.filter((f) => PROTECTED.includes(f) && !entry.accepts?.[f]);
      expect(
        undeclared,
        `${route.key} accepts protected fields without a reason in its entry`,
      ).toEqual([]);

      const outcomes = { ...POLICIES[entry.policy], ...entry.except };
      const person = LEAST_PRIVILEGED.find(
        (p) => outcomes[p] === 'allow' || outcomes[p] === 'reach',
      );
      if (!person) throw new Error(`${route.key}: nobody may call it`);
      let account = person === 'anonymous' ? undefined : world.people[person];
      if (account && entry.consumesCaller) account = await world.twin(person as Person);

      const params = await fillParams(world, route, entry);
      const extra = Object.fromEntries(
        Object.entries(hostile(world)).filter(([name]) => !accepted.includes(name)),
      );
      const withExtra: Expectation = {
        ...entry,
        body: (ctx) => ({ ...(entry.body?.(ctx) as object), ...extra }),
      };
      const before = await snapshotDb(world.db);
      const res = await callRoute(world, route, withExtra, { person, account }, params);
      expect(res.status, `${route.key} with protected fields`).toBeLessThan(500);
      if (res.status >= 400) expect(isErrorEnvelope(res)).toBe(true);
      const changes = diffSnapshots(before, await snapshotDb(world.db));
      const found = violations(changes, entry, [world.victim.farmer, world.victim.agent]);
      expect(
        found,
        `${route.key} as ${person} took protected fields (${describeChanges(changes)})`,
      ).toEqual([]);
    });
  }
});
