import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillParams } from './authz/call';
import { type Expectation, expectations, POLICIES } from './authz/expectations';
import { type Account, makeWorld, type Person, type World } from './authz/world';
import { nextIp } from './helpers/auth';
import { openTestDb, testDriver } from './helpers/db';
import { hostileBody, hostileString, INJECTIONS, rawBody } from './helpers/fuzz-hostile';
import { mutatedValue, validValue } from './helpers/fuzz-schema';
import {
  appWithRoutes,
  fillUrl,
  type JsonSchema,
  pathParams,
  type RegisteredRoute,
} from './helpers/routes';
import { tinyWebDist } from './helpers/web-dist';

/*
 * Property-based fuzzing of every registered route (docs/SECURITY.md), from its own schemas: valid,
 * mutated and hostile path parameters, queries, headers and bodies (wrong types, huge strings,
 * deep nesting, Unicode, NUL bytes, SQL and script fragments, broken JSON, wrong content types).
 * Every answer must be below 500, every 4xx must be the error envelope, and nothing may reject
 * unhandled. Durations are measured and reported, never asserted (docs/SECURITY.md has figures).
 *
 *   FUZZ_RUNS=1000 FUZZ_SEED=20261122 FUZZ_REPORT=/tmp/fuzz.json \
 *     pnpm exec vitest run --project server-postgres apps/server/test/fuzz.test.ts
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

const webDist = tinyWebDist();
const testDb = await openTestDb();
const { app, routes } = await appWithRoutes({ db: testDb.handle }, { WEB_DIST: webDist.dir });
let world: World;

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => void rejections.push(reason);
const stats = {
  cases: 0,
  byStatus: {} as Record<string, number>,
  serverErrors: [] as string[],
  durations: [] as number[],
  slowest: [] as { ms: number; route: string; status: number }[],
};

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  world = await makeWorld(app, testDb.handle.db);
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await app.close();
  await testDb.close();
  webDist.remove();
});

interface FuzzRequest {
  params: Record<string, string>;
  query: [string, string][];
  headers: Partial<Record<string, string>>;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; payload: string; contentType: string };
  auth: 'caller' | 'none' | 'garbage';
  garbage: string;
}

/** Counterexamples hold 300,000-character strings: keep messages readable. */
const shorten = (text = '') =>
  text.replace(/(.)\1{20,}/gu, (run, c: string) => `${c}…×${run.length}`).slice(0, 1500);

const safeJson = (value: unknown) => {
  try {
    return JSON.stringify(value);
  } catch (error) {
    return `(not printable: ${String(error)})`;
  }
};

const TOKEN_CHARS = fc.constantFrom(...'abcXYZ019-_.=+/ !"#$%&\'()*,:;<>?@[]^`{|}~');
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** A URL cannot carry a lone surrogate (encodeURIComponent throws): the client would not send it. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/gu, '\ufffd');

/** A hostile path parameter (the valid ones are farmer A's real resources). */
function hostileParam(name: string) {
  const options: fc.Arbitrary<string>[] = [fc.uuid(), hostileString().map(wellFormed)];
  if (name === '*') {
    options.push(fc.constantFrom('', 'assets/app.js', 'farmer/dashboard', '..%2f..%2fetc/passwd'));
  }
  return fc.oneof(...options);
}

/** Text with a fragment that is dangerous to a database or a page (NUL most of all). */
const taint = (text: string) =>
  fc
    .tuple(
      fc.oneof({ weight: 2, arbitrary: fc.constant('\u0000') }, fc.constantFrom(...INJECTIONS)),
      fc.nat(),
    )
    .map(([fragment, at]) => {
      const i = at % (text.length + 1);
      return text.slice(0, i) + fragment + text.slice(i);
    });

/**
 * One request: everything valid except, usually, one surface — the path, the query, a header,
 * the body or the credentials — so each hostile input reaches as deep as it can.
 */
function requestArb(
  route: RegisteredRoute,
  entry: Expectation | undefined,
  valid: Record<string, string>,
) {
  const op = route.operation;
  const names = pathParams(route.url).concat(route.url.includes('*') ? ['*'] : []);
  const validParams = fc.record(
    Object.fromEntries(
      names.map((n) => [n, valid[n] === undefined ? fc.uuid() : fc.constant(valid[n] as string)]),
    ),
  );
  const hostileParams = fc
    .tuple(validParams, fc.constantFrom(...(names.length > 0 ? names : ['_'])), fc.constant(null))
    .chain(([params, name]) =>
      hostileParam(name).map((value) => (names.length > 0 ? { ...params, [name]: value } : params)),
    );

  const queryParams = (op?.parameters ?? []).filter((p) => p.in === 'query');
  const validQuery = fc
    .record(
      Object.fromEntries(queryParams.map((p) => [p.name, validValue(p.schema).map(asText)])),
      { requiredKeys: [] },
    )
    .map((q) => Object.entries(q) as [string, string][]);
  const hostileQuery = fc
    .tuple(validQuery, fc.nat(), fc.boolean())
    .chain(([query, pick, extra]) => {
      const target = queryParams[pick % Math.max(queryParams.length, 1)]?.name;
      if (!target || extra) {
        return fc
          .tuple(
            fc.constantFrom('limit', 'page', 'x', '__proto__', 'search', target ?? 'q'),
            hostileString(),
          )
          .map((pair) => [...query, pair]);
      }
      const current = query.find(([k]) => k === target)?.[1] ?? '';
      return fc
        .oneof(taint(current), hostileString())
        .map((value) => [
          ...query.filter(([k]) => k !== target),
          [target, value] as [string, string],
        ]);
    });

  const headerParams = (op?.parameters ?? []).filter((p) => p.in === 'header');
  const validHeaders = fc.record(
    Object.fromEntries(headerParams.map((p) => [p.name, validValue(p.schema).map(asText)])),
    { requiredKeys: [] },
  );
  const hostileHeaders = fc.record(
    Object.fromEntries(
      headerParams.map((p) => [p.name, fc.string({ unit: TOKEN_CHARS, maxLength: 300 })]),
    ),
    { requiredKeys: [] },
  );

  const content = op?.requestBody?.content ?? {};
  const schema: JsonSchema | undefined = (content['application/json'] ?? Object.values(content)[0])
    ?.schema;
  const handWritten = entry?.body
    ? fc.constant(null).map(() => entry.body?.({ world, caller: 'farmerA', params: valid }))
    : undefined;
  const json = (arb: fc.Arbitrary<unknown>) =>
    arb.map((value) => ({ kind: 'json' as const, value }));
  const none = fc.constant({ kind: 'none' as const });
  const validBody =
    route.method === 'GET'
      ? none
      : fc.oneof(
          { weight: 2, arbitrary: json(validValue(schema)) },
          ...(handWritten ? [{ weight: 2, arbitrary: json(handWritten) }] : []),
        );
  const hostileBodies = fc.oneof(
    { weight: 4, arbitrary: json(mutatedValue(schema)) },
    { weight: 2, arbitrary: json(hostileBody()) },
    { weight: 1, arbitrary: rawBody().map((r) => ({ kind: 'raw' as const, ...r })) },
    { weight: 1, arbitrary: none },
  );

  const request = (parts: {
    params?: fc.Arbitrary<Record<string, string>>;
    query?: fc.Arbitrary<[string, string][]>;
    headers?: fc.Arbitrary<Partial<Record<string, string>>>;
    body?: fc.Arbitrary<FuzzRequest['body']>;
    auth?: fc.Arbitrary<FuzzRequest['auth']>;
  }) =>
    fc.record({
      params: parts.params ?? validParams,
      query: parts.query ?? validQuery,
      headers: parts.headers ?? validHeaders,
      body: parts.body ?? validBody,
      auth: parts.auth ?? fc.constant('caller' as const),
      garbage: fc.string({ unit: TOKEN_CHARS, maxLength: 200 }),
    });

  return fc.oneof(
    { weight: 2, arbitrary: request({}) },
    ...(names.length > 0 ? [{ weight: 2, arbitrary: request({ params: hostileParams }) }] : []),
    { weight: queryParams.length > 0 ? 3 : 1, arbitrary: request({ query: hostileQuery }) },
    ...(headerParams.length > 0
      ? [{ weight: 1, arbitrary: request({ headers: hostileHeaders }) }]
      : []),
    ...(route.method !== 'GET' ? [{ weight: 5, arbitrary: request({ body: hostileBodies }) }] : []),
    {
      weight: 1,
      arbitrary: request({ auth: fc.constantFrom('none' as const, 'garbage' as const) }),
    },
  ) as fc.Arbitrary<FuzzRequest>;
}

/** Form routes (the USSD gateway) get their JSON values as form fields. */
const asForm = (value: unknown) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return asText(value);
  return new URLSearchParams(
    Object.entries(value as Record<string, unknown>).map(([k, v]): [string, string] => [
      k,
      asText(v),
    ]),
  ).toString();
};

async function send(
  route: RegisteredRoute,
  entry: Expectation | undefined,
  req: FuzzRequest,
  account: Account | undefined,
) {
  const search = new URLSearchParams(req.query).toString();
  const url = fillUrl(route.url, req.params) + (search ? `?${search}` : '');
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter((e): e is [string, string] => e[1] !== undefined),
  );
  if (req.auth === 'caller' && account) headers.authorization = `Bearer ${account.token}`;
  if (req.auth === 'garbage') headers.authorization = `Bearer ${req.garbage}`;
  let payload: string | undefined;
  if (req.body.kind === 'json') {
    payload = entry?.form ? asForm(req.body.value) : (JSON.stringify(req.body.value) ?? 'null');
    headers['content-type'] = entry?.form
      ? 'application/x-www-form-urlencoded'
      : 'application/json';
  } else if (req.body.kind === 'raw') {
    payload = req.body.payload;
    headers['content-type'] = req.body.contentType;
  }
  const started = performance.now();
  const res = await app.inject({
    method: route.method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: nextIp(),
  });
  return { res, ms: performance.now() - started };
}

function record(route: RegisteredRoute, status: number, ms: number) {
  stats.cases++;
  stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
  stats.durations.push(ms);
  if (stats.slowest.length < 10 || ms > (stats.slowest.at(-1)?.ms ?? 0)) {
    stats.slowest.push({ ms, route: route.key, status });
    stats.slowest.sort((a, b) => b.ms - a.ms).splice(10);
  }
}

const CALLER_ORDER: (Person | 'anonymous')[] = [
  'farmerA',
  'agentOfA',
  'admin',
  'farmerB',
  'otherAgent',
  'anonymous',
];

describe(`fuzzing every route, ${RUNS} cases each, seed ${SEED} (${testDriver})`, () => {
  routes.forEach((route, index) => {
    it(route.key, { timeout: Math.max(60_000, RUNS * 400) }, async () => {
      const entry = expectations[route.key];
      const outcomes = entry ? { ...POLICIES[entry.policy], ...entry.except } : undefined;
      const person = CALLER_ORDER.find((p) => outcomes?.[p] !== 'deny') ?? 'farmerA';
      let account = person === 'anonymous' ? undefined : world.people[person];
      const valid = entry ? await fillParams(world, route, entry) : {};
      let consumed = Boolean(entry?.consumesCaller);
      const result = await fc.check(
        fc.asyncProperty(requestArb(route, entry, valid), async (req) => {
          // Logout, password change and account deletion end the caller: a new one after each success.
          if (account && consumed) account = await world.twin(person as Person);
          const { res, ms } = await send(route, entry, req, account);
          consumed = Boolean(entry?.consumesCaller) && res.statusCode < 300;
          record(route, res.statusCode, ms);
          if (res.statusCode >= 500)
            stats.serverErrors.push(`${route.key} ${res.statusCode} ${res.body.slice(0, 200)}`);
          expect(res.statusCode, `${route.key}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.headers['content-type'], `${route.key} ${res.statusCode}`).toMatch(
              /^application\/json/,
            );
            const body = JSON.parse(res.body) as Record<string, unknown>;
            expect(body.success, `${route.key} ${res.statusCode} envelope`).toBe(false);
            expect(typeof body.message, `${route.key} ${res.statusCode} envelope`).toBe('string');
            expect(typeof body.error, `${route.key} ${res.statusCode} envelope`).toBe('string');
          }
        }),
        { numRuns: RUNS, seed: SEED + index, endOnFailure: true },
      );
      if (result.failed) {
        throw new Error(
          `${route.key}: ${shorten(String((result.errorInstance as Error)?.message ?? ''))}\n` +
            `case: ${shorten(safeJson(result.counterexample?.[0]))}\n` +
            `replay: FUZZ_SEED=${SEED} (route seed ${result.seed}, path ${result.counterexamplePath})`,
        );
      }
    });
  });

  it('had no unhandled rejection, no 5xx, and reports its figures', () => {
    const sorted = [...stats.durations].sort((a, b) => a - b);
    const at = (q: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const summary = {
      driver: testDriver,
      seed: SEED,
      runsPerRoute: RUNS,
      routes: routes.length,
      cases: stats.cases,
      serverErrors: stats.serverErrors.length,
      unhandledRejections: rejections.length,
      byStatus: stats.byStatus,
      p50ms: Number(at(0.5).toFixed(1)),
      p99ms: Number(at(0.99).toFixed(1)),
      over100ms: sorted.filter((ms) => ms > 100).length,
      slowest: stats.slowest.map((s) => ({ ...s, ms: Number(s.ms.toFixed(1)) })),
    };
    console.log(`fuzz summary ${JSON.stringify(summary)}`);
    if (process.env.FUZZ_REPORT)
      writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(summary, null, 2));
    expect(stats.cases).toBeGreaterThanOrEqual(routes.length * RUNS);
    expect(stats.serverErrors).toEqual([]);
    expect(rejections).toEqual([]);
  });
});
