import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUST_CHANGE_PASSWORD, SUSPENDED } from '../../src/plugins/auth';
import { openTestDb, testDriver } from '../helpers/db';
import { describeChanges, diffSnapshots, ownedRows, snapshotDb } from '../helpers/db-diff';
import { appWithRoutes, pathParams, type RegisteredRoute } from '../helpers/routes';
import { tinyWebDist } from '../helpers/web-dist';
import { whatsappEnv } from '../helpers/whatsapp';
import { callRoute, fillParams, isErrorEnvelope, setMustChangePassword, setStatus } from './call';
import { type Expectation, expectations, type Outcome, POLICIES } from './expectations';
import { ACTORS, type ActorName, makeWorld, type Person, type World } from './world';

/*
 * The authorization matrix (docs/SECURITY.md): every route the server registers × every actor,
 * against the one table in expectations.ts. Routes are collected by an onRoute hook, so a route
 * added to any module is checked (and fails here until it has an entry).
 */

const webDist = tinyWebDist();
const testDb = await openTestDb();
// The WhatsApp webhook exists only when configured; its Graph API address is never called here.
const { app, routes } = await appWithRoutes(
  { db: testDb.handle },
  { WEB_DIST: webDist.dir, ...whatsappEnv({ url: 'http://127.0.0.1:9' }) },
);
let world: World;
/** `route actor` pairs that ran; the last test proves none was skipped. */
const ledger = new Set<string>();

beforeAll(async () => {
  world = await makeWorld(app, testDb.handle.db);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
  webDist.remove();
});

/** Who stands in for "a suspended user" on a route: the first person it would let in. */
const STAND_IN_ORDER: Person[] = ['farmerA', 'agentOfA', 'admin', 'farmerB', 'otherAgent', 'vet'];

const outcomesOf = (entry: Expectation) => ({ ...POLICIES[entry.policy], ...entry.except });

function expectOutcome(route: RegisteredRoute, actor: ActorName, outcome: Outcome, status: number) {
  const label = `${route.key} as ${actor}: expected ${outcome}, got ${status}`;
  expect(status, label).toBeLessThan(500);
  if (outcome === 'allow') expect(status >= 200 && status < 300, label).toBe(true);
  if (outcome === 'deny') {
    if (actor === 'anonymous') expect(status, label).toBe(401);
    else expect([403, 404], label).toContain(status);
  }
  if (outcome === 'refuse') {
    expect(status >= 400 && ![401, 403].includes(status), label).toBe(true);
  }
  if (outcome === 'reach') expect([401, 403], label).not.toContain(status);
}

/** Farmer A's private ids and farm name must never reach these callers. */
const OUTSIDERS: readonly ActorName[] = ['anonymous', 'farmerB', 'otherAgent', 'suspended'];

function expectNoLeak(route: RegisteredRoute, actor: ActorName, text: string) {
  const leaked = [world.farmMarker, ...world.privateIds].find((id) => text.includes(id));
  expect(leaked, `${route.key} as ${actor} returned farmer A's private data`).toBeUndefined();
}

async function checkActor(
  route: RegisteredRoute,
  entry: Expectation,
  actor: Exclude<ActorName, 'suspended'>,
  shared: Record<string, string>,
) {
  const outcome = outcomesOf(entry)[actor];
  const refused = outcome === 'deny' || outcome === 'refuse';
  const write = route.method !== 'GET';
  const person = actor;
  let account = actor === 'anonymous' ? undefined : world.people[actor];
  if (account && entry.consumesCaller && !refused) account = await world.twin(actor as Person);
  // A write that may succeed gets resources of its own (it may delete or complete them).
  const params = write && !refused ? await fillParams(world, route, entry) : shared;
  const watchOwner = write && (actor === 'farmerB' || actor === 'otherAgent') && !entry.crossOwner;
  const before = write && (refused || watchOwner) ? await snapshotDb(world.db) : undefined;

  const res = await callRoute(world, route, entry, { person, account }, params);
  expectOutcome(route, actor, outcome, res.status);
  if (res.status >= 400)
    expect(isErrorEnvelope(res), `${route.key} as ${actor}: envelope`).toBe(true);
  if (OUTSIDERS.includes(actor)) expectNoLeak(route, actor, res.text);

  if (before) {
    const after = await snapshotDb(world.db);
    if (refused) {
      const changes = diffSnapshots(before, after);
      expect(
        changes,
        `${route.key} as ${actor} was refused but wrote: ${describeChanges(changes)}`,
      ).toEqual([]);
    } else {
      // An allowed write by someone else must leave every row of farmer A's as it was.
      const owned = ownedRows(before, world.people.farmerA.id);
      const afterOwned = ownedRows(after, world.people.farmerA.id);
      for (const [tag, row] of owned) {
        expect(afterOwned.get(tag), `${route.key} as ${actor} changed farmer A's ${tag}`).toEqual(
          row,
        );
      }
    }
  }
  ledger.add(`${route.key} ${actor}`);
}

/** The first person the route lets in, suspended (live session), must get the 403. */
async function checkSuspended(
  route: RegisteredRoute,
  entry: Expectation,
  shared: Record<string, string>,
) {
  const outcomes = outcomesOf(entry);
  const standIn = STAND_IN_ORDER.find((p) => outcomes[p] !== 'deny');
  if (entry.policy === 'public' || !standIn) {
    ledger.add(`${route.key} suspended`); // a session is not needed: nothing to suspend
    return;
  }
  const account = entry.consumesCaller ? await world.twin(standIn) : world.people[standIn];
  await setStatus(world, account.id, 'suspended');
  try {
    const before = await snapshotDb(world.db);
    const res = await callRoute(world, route, entry, { person: standIn, account }, shared);
    expect(res.status, `${route.key} as a suspended ${standIn}`).toBe(403);
    expect(JSON.parse(res.text)).toMatchObject({ success: false, error: SUSPENDED });
    expectNoLeak(route, 'suspended', res.text);
    const changes = diffSnapshots(before, await snapshotDb(world.db));
    expect(
      changes,
      `suspended ${standIn} wrote via ${route.key}: ${describeChanges(changes)}`,
    ).toEqual([]);
  } finally {
    await setStatus(world, account.id, 'active');
  }
  ledger.add(`${route.key} suspended`);
}

/**
 * The same stand-in with a temporary password (`mustChangePassword`): the API itself refuses
 * every route but the change, logout and /auth/me with a 403, and nothing is written (ADR 0025).
 */
async function checkMustChangePassword(
  route: RegisteredRoute,
  entry: Expectation,
  shared: Record<string, string>,
) {
  const outcomes = outcomesOf(entry);
  const standIn = STAND_IN_ORDER.find((p) => outcomes[p] !== 'deny');
  if (entry.policy === 'public' || !standIn) return;
  const account = entry.consumesCaller ? await world.twin(standIn) : world.people[standIn];
  await setMustChangePassword(world, account.id, true);
  try {
    const before = await snapshotDb(world.db);
    const res = await callRoute(world, route, entry, { person: standIn, account }, shared);
    const label = `${route.key} as ${standIn} who must change the password`;
    if (entry.openWhileMustChangePassword) {
      expect(res.status, label).toBeLessThan(400);
      return;
    }
    expect(res.status, label).toBe(403);
    expect(JSON.parse(res.text), label).toMatchObject({
      success: false,
      error: MUST_CHANGE_PASSWORD,
    });
    const changes = diffSnapshots(before, await snapshotDb(world.db));
    expect(changes, `${label} wrote: ${describeChanges(changes)}`).toEqual([]);
  } finally {
    await setMustChangePassword(world, account.id, false);
  }
}

/** Refused callers first, on shared resources; then the allowed ones on fresh resources. */
const ORDER: Exclude<ActorName, 'suspended'>[] = [
  'anonymous',
  'farmerB',
  'otherAgent',
  'vet',
  'agentOfA',
  'admin',
  'farmerA',
];

describe(`authorization matrix: ${routes.length} routes × ${ACTORS.length} actors (${testDriver})`, () => {
  for (const route of routes) {
    it(route.key, async () => {
      const entry = expectations[route.key];
      if (!entry) {
        throw new Error(
          `${route.key} has no entry in test/authz/expectations.ts — add one (policy, body for writes)`,
        );
      }
      const outcomes = outcomesOf(entry);
      if (pathParams(route.url).length > 0 && entry.policy !== 'public' && !entry.crossOwner) {
        for (const outsider of ['farmerB', 'otherAgent'] as const) {
          expect(
            outcomes[outsider],
            `${route.key}: ${outsider} may not act on farmer A's resource`,
          ).toBe('deny');
        }
      }
      const shared = await fillParams(world, route, entry);
      const refusedFirst = [...ORDER].sort(
        (a, b) =>
          Number(outcomes[a] === 'deny' || outcomes[a] === 'refuse' ? 0 : 1) -
          Number(outcomes[b] === 'deny' || outcomes[b] === 'refuse' ? 0 : 1),
      );
      await checkSuspended(route, entry, shared);
      await checkMustChangePassword(route, entry, shared);
      for (const actor of refusedFirst) await checkActor(route, entry, actor, shared);
    });
  }

  it('has no entry for a route that does not exist', () => {
    const registered = new Set(routes.map((r) => r.key));
    expect(Object.keys(expectations).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('ran every route for every actor (nothing skipped)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(80);
    const missing = routes.flatMap((r) =>
      ACTORS.filter((a) => !ledger.has(`${r.key} ${a}`)).map((a) => `${r.key} ${a}`),
    );
    expect(missing).toEqual([]);
    expect(ledger.size).toBe(routes.length * ACTORS.length);
  });
});
