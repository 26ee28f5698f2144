import 'fake-indexeddb/auto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type DailyRecord } from '@kiwo/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueue, listOutbox, type QueuedRecord, removeEntry } from './outbox';
import { dropEntry, flushOutbox, keepMine, retryDelayMs, sendWith } from './sync';

/**
 * The outbox and its sync against a real HTTP server that behaves like Kiwo's records PUT:
 * it stores by Idempotency-Key, checks If-Match/If-None-Match, and can drop the connection
 * after storing (the "lost answer" of a weak network). IndexedDB is fake-indexeddb.
 */
interface Stored {
  record: DailyRecord;
  key?: string;
}
const records = new Map<string, Stored>(); // `${sectionId}/${date}`
const answers = new Map<string, { status: number; body: unknown }>(); // by Idempotency-Key
const requests: { key?: string; ifMatch?: string; ifNoneMatch?: string; channel?: string }[] = [];
let dropAfterStoring = 0;
let failWith: number | undefined;
let clock = 0;

const recordOf = (sectionId: string, date: string, body: Record<string, unknown>): DailyRecord => ({
  id: `r-${sectionId}-${date}`,
  sectionId,
  date,
  feedAmount: null,
  feedType: null,
  waterConsumption: null,
  healthStatus: null,
  temperature: null,
  weather: null,
  mortality: 0,
  newBirths: 0,
  weight: null,
  culling: 0,
  salesNaira: 0,
  expenses: 0,
  numberSold: 0,
  notes: null,
  medicationGiven: null,
  vaccination: null,
  eggsCollected: null,
  eggsCracked: null,
  milkLitres: null,
  mortalityCause: null,
  cullingReason: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...body,
  updatedAt: new Date(Date.UTC(2026, 10, 20, 9, 0, clock++)).toISOString(),
});

/** Section counts and names for setup changes (ADR 0045 addendum), as the server keeps them. */
const counts = new Map<string, number>();
const names = new Map<string, string>();

/** `POST /sections/:id/count-corrections` and `PATCH /sections/:id`, with the server's rules. */
function handleSetup(req: IncomingMessage, raw: string, send: (s: number, b: unknown) => void) {
  const [, , sectionId, action] = (req.url ?? '').split('/').slice(1);
  const body = JSON.parse(raw) as Record<string, unknown>;
  const id = sectionId ?? '';
  if (req.method === 'PATCH') {
    names.set(id, String(body.name));
    return send(200, { success: true, message: 'ok', data: { id, name: body.name } });
  }
  if (action !== 'count-corrections') return send(404, { error: 'Not found' });
  const now = counts.get(id) ?? 0;
  // The outbox's retry after a lost answer: the count is already what was asked.
  if (now !== body.from && now !== body.to) {
    return send(409, {
      success: false,
      error: "This section's count changed since you looked at it",
      message: '',
      details: { current: { id, count: now } },
    });
  }
  counts.set(id, Number(body.to));
  send(201, { success: true, message: 'ok', data: { id, count: body.to } });
}

/** Purchases bought, as the server keeps them: one per Idempotency-Key (ADR 0063). */
const purchases = new Map<string, Record<string, unknown>>();

/** `POST /farmers/:id/stock/purchases`: a replayed key is answered without buying again. */
function handlePurchase(
  req: IncomingMessage,
  raw: string,
  key: string | undefined,
  send: (s: number, b: unknown) => void,
) {
  const body = JSON.parse(raw) as Record<string, unknown>;
  const slot = key ?? `no-key-${purchases.size}`;
  const earlier = purchases.get(slot);
  if (earlier && earlier.item !== body.item) {
    return send(409, { error: 'This Idempotency-Key was already used for a different purchase' });
  }
  if (!earlier) purchases.set(slot, body);
  if (dropAfterStoring > 0) {
    dropAfterStoring -= 1;
    req.socket.destroy();
    return;
  }
  send(201, { success: true, message: 'ok', data: { items: [], purchases: [] } });
}

function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
  const header = (name: string) => req.headers[name] as string | undefined;
  const key = header('idempotency-key');
  requests.push({
    key,
    ifMatch: header('if-match'),
    ifNoneMatch: header('if-none-match'),
    channel: header('x-record-channel'),
  });
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (header('authorization') !== 'Bearer tok') return send(401, { error: 'Sign in again' });
  if (failWith) return send(failWith, { error: 'Server busy' });
  if (req.url?.includes('/stock/purchases')) return handlePurchase(req, raw, key, send);
  if (req.method !== 'PUT') return handleSetup(req, raw, send);
  if (key && answers.has(key)) {
    const answer = answers.get(key);
    return send(answer?.status ?? 500, answer?.body);
  }
  const [, , sectionId, , date] = (req.url ?? '').split('/').slice(1);
  const body = JSON.parse(raw) as Record<string, unknown>;
  if (typeof body.mortality === 'number' && body.mortality > 500) {
    return send(400, { error: 'Too many deaths', fields: { mortality: 'Too many deaths' } });
  }
  const slot = `${sectionId}/${date}`;
  const current = records.get(slot)?.record ?? null;
  const seen = header('if-none-match') === '*' ? null : header('if-match')?.replace(/"/g, '');
  const checked = header('if-none-match') === '*' || header('if-match') !== undefined;
  if (checked && seen !== (current?.updatedAt ?? null)) {
    return send(412, {
      success: false,
      error: 'Changed elsewhere',
      message: '',
      details: { current },
    });
  }
  const record = recordOf(sectionId ?? '', date ?? '', body);
  records.set(slot, { record, ...(key ? { key } : {}) });
  const answer = {
    status: current ? 200 : 201,
    body: { success: true, message: 'ok', data: record },
  };
  if (key) answers.set(key, answer);
  if (dropAfterStoring > 0) {
    dropAfterStoring -= 1;
    req.socket.destroy(); // stored, but the phone never hears back
    return;
  }
  send(answer.status, answer.body);
}

const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => handle(req, res, raw));
});
let send: ReturnType<typeof sendWith>;
let sendNow: ReturnType<typeof sendWith>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const api = createApiClient({ baseUrl: base, getToken: () => 'tok' });
  send = sendWith(api);
  sendNow = sendWith(api, 'web');
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  for (const user of ['amina', 'musa']) {
    for (const entry of await listOutbox(user)) await removeEntry(entry.key);
  }
  records.clear();
  purchases.clear();
  counts.clear();
  names.clear();
  answers.clear();
  requests.length = 0;
  dropAfterStoring = 0;
  failWith = undefined;
});

const save = (date: string, body: QueuedRecord['body'], extra: Partial<QueuedRecord> = {}) =>
  enqueue({
    userId: 'amina',
    farmerId: 'amina',
    sectionId: 's1',
    sectionLabel: 'House A (Broilers)',
    date,
    body,
    seen: null,
    ...extra,
  });

describe('outbox', () => {
  it('keeps each user’s records apart, oldest first, and a new save of a day replaces the queued one', async () => {
    await save('2026-11-18', { mortality: 1 }, {}).then(() => undefined);
    await enqueue({
      userId: 'musa',
      farmerId: 'musa',
      sectionId: 's9',
      sectionLabel: 'Pond',
      date: '2026-11-18',
      body: { feedAmount: 3 },
    });
    await save('2026-11-19', { mortality: 2 });
    const { replaced } = await save('2026-11-18', { mortality: 4 }, { seen: 'ignored' });
    expect(replaced?.body).toEqual({ mortality: 1 });
    const amina = await listOutbox('amina');
    expect(amina.map((e) => [e.date, e.body.mortality, e.state])).toEqual([
      ['2026-11-19', 2, 'waiting'],
      ['2026-11-18', 4, 'waiting'],
    ]);
    // The replacement keeps what the farmer saw before their first offline edit.
    expect(amina[1]?.seen).toBeNull();
    expect((await listOutbox('musa')).map((e) => e.sectionId)).toEqual(['s9']);
    // Every entry has its own Idempotency-Key.
    expect(new Set(amina.map((e) => e.key)).size).toBe(2);
  });
});

describe('sync', () => {
  it('sends three queued records in order, each once, and empties the outbox', async () => {
    for (const date of ['2026-11-18', '2026-11-19', '2026-11-20'])
      await save(date, { mortality: 2 });
    const result = await flushOutbox('amina', send);
    expect(result.tried.map((t) => t.outcome.kind)).toEqual(['saved', 'saved', 'saved']);
    expect(result.stoppedBy).toBeUndefined();
    expect(await listOutbox('amina')).toEqual([]);
    expect(records.size).toBe(3);
    expect(requests.every((r) => r.ifNoneMatch === '*' && r.key?.startsWith('rec-'))).toBe(true);
  });

  it('a later flush says offline; the form’s own send says nothing (web, the default)', async () => {
    const { entry } = await save('2026-11-18', { mortality: 1 });
    await save('2026-11-19', { mortality: 1 });
    await flushOutbox('amina', sendNow, entry.key);
    await flushOutbox('amina', send);
    expect(requests.map((r) => r.channel)).toEqual([undefined, 'offline']);
    expect(records.size).toBe(2);
  });

  it('a lost answer leaves the record waiting; the retry replays the same key and it is stored once', async () => {
    for (const date of ['2026-11-18', '2026-11-19', '2026-11-20'])
      await save(date, { mortality: 2 });
    dropAfterStoring = 1;
    const first = await flushOutbox('amina', send);
    expect(first.stoppedBy).toBe('offline');
    expect(first.tried).toHaveLength(1);
    const waiting = await listOutbox('amina');
    expect(waiting.map((e) => [e.state, e.attempts])).toEqual([
      ['waiting', 1],
      ['waiting', 0],
      ['waiting', 0],
    ]);
    // The server already has the first one.
    expect(records.size).toBe(1);

    const second = await flushOutbox('amina', send);
    // Not a conflict: If-None-Match would fail now, but the key's stored answer comes first.
    expect(second.tried.map((t) => t.outcome.kind)).toEqual(['saved', 'saved', 'saved']);
    expect(await listOutbox('amina')).toEqual([]);
    expect(records.size).toBe(3);
    expect(requests[0]?.key).toBe(requests[1]?.key);
  });

  it('a record changed elsewhere becomes a conflict with their version; keep mine sends over it', async () => {
    records.set('s1/2026-11-20', { record: recordOf('s1', '2026-11-20', { mortality: 9 }) });
    const theirs = records.get('s1/2026-11-20')?.record;
    await save('2026-11-20', { mortality: 3 });
    const result = await flushOutbox('amina', send);
    expect(result.tried[0]?.outcome).toEqual({ kind: 'conflict', theirs });
    const [conflict] = await listOutbox('amina');
    expect(conflict).toMatchObject({ state: 'conflict', theirs, body: { mortality: 3 } });
    // Nothing overwrote theirs.
    expect(records.get('s1/2026-11-20')?.record.mortality).toBe(9);

    await keepMine(conflict?.key ?? '');
    const [resolved] = await listOutbox('amina');
    expect(resolved).toMatchObject({ state: 'waiting', seen: theirs?.updatedAt });
    expect(resolved?.theirs).toBeUndefined();
    await flushOutbox('amina', send);
    expect(records.get('s1/2026-11-20')?.record.mortality).toBe(3);
    expect(await listOutbox('amina')).toEqual([]);
  });

  it('keep theirs drops the farmer’s record and sends nothing', async () => {
    records.set('s1/2026-11-20', { record: recordOf('s1', '2026-11-20', { mortality: 9 }) });
    await save('2026-11-20', { mortality: 3 });
    await flushOutbox('amina', send);
    const [conflict] = await listOutbox('amina');
    const before = requests.length;
    await dropEntry(conflict?.key ?? '');
    await flushOutbox('amina', send);
    expect(requests.length).toBe(before);
    expect(records.get('s1/2026-11-20')?.record.mortality).toBe(9);
  });

  it('a refused record stays listed with the server’s reason, and the others still go', async () => {
    await save('2026-11-19', { mortality: 999 });
    await save('2026-11-20', { mortality: 1 });
    const result = await flushOutbox('amina', send);
    expect(result.tried.map((t) => t.outcome.kind)).toEqual(['rejected', 'saved']);
    expect(await listOutbox('amina')).toMatchObject([
      { state: 'rejected', reason: 'Too many deaths', date: '2026-11-19' },
    ]);
    // A refused record is not sent again on its own.
    const again = await flushOutbox('amina', send);
    expect(again.tried).toEqual([]);
  });

  it('a busy server or an ended session stops the flush and keeps everything waiting', async () => {
    await save('2026-11-19', { mortality: 1 });
    await save('2026-11-20', { mortality: 1 });
    failWith = 503;
    expect((await flushOutbox('amina', send)).stoppedBy).toBe('retry');
    failWith = undefined;
    const signedOut = sendWith(
      createApiClient({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
        getToken: () => 'revoked',
      }),
    );
    expect((await flushOutbox('amina', signedOut)).stoppedBy).toBe('unauthorized');
    expect((await listOutbox('amina')).map((e) => e.state)).toEqual(['waiting', 'waiting']);
    expect(records.size).toBe(0);
  });

  it('with no server at all the records wait', async () => {
    await save('2026-11-20', { mortality: 1 });
    const nowhere = sendWith(
      createApiClient({ baseUrl: 'http://127.0.0.1:9/api', getToken: () => 'tok' }),
    );
    const result = await flushOutbox('amina', nowhere);
    expect(result.stoppedBy).toBe('offline');
    expect(await listOutbox('amina')).toMatchObject([{ state: 'waiting', attempts: 1 }]);
  });

  it('flushing one entry leaves the others alone', async () => {
    const { entry: first } = await save('2026-11-19', { mortality: 1 });
    const { entry: second } = await save('2026-11-20', { mortality: 1 });
    const result = await flushOutbox('amina', send, second.key);
    expect(result.tried.map((t) => t.entry.key)).toEqual([second.key]);
    expect((await listOutbox('amina')).map((e) => e.key)).toEqual([first.key]);
  });

  it('backs off 2 s, 4 s, 8 s … up to a minute', () => {
    expect([1, 2, 3, 4, 6, 10].map(retryDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 60_000, 60_000,
    ]);
  });
});

describe('setup changes in the outbox (ADR 0045 addendum)', () => {
  const queueSetup = (setup: NonNullable<QueuedRecord['setup']>, label = 'House A') =>
    enqueue({
      userId: 'amina',
      farmerId: 'amina',
      sectionId: setup.type === 'rename' ? setup.id : setup.sectionId,
      sectionLabel: label,
      date: '',
      body: {},
      setup,
    });

  it('sends corrections and renames made offline in saving order, marked offline, each its own entry', async () => {
    counts.set('s1', 150);
    await save('2026-11-20', { mortality: 1 });
    await queueSetup({ type: 'correct', sectionId: 's1', from: 150, to: 148, reason: 'Recount' });
    await queueSetup({ type: 'rename', kind: 'section', id: 's1', name: 'Gida A' });
    // Two setup changes of one section are never merged (unlike two saves of one day).
    expect(await listOutbox('amina')).toHaveLength(3);
    const result = await flushOutbox('amina', send);
    expect(result.tried.map((t) => t.outcome.kind)).toEqual(['saved', 'saved', 'saved']);
    expect(requests.map((r) => r.channel)).toEqual(['offline', 'offline', undefined]);
    expect(counts.get('s1')).toBe(148);
    expect(names.get('s1')).toBe('Gida A');
    expect(await listOutbox('amina')).toEqual([]);
  });

  it('a correction from a count that moved meanwhile is refused and stays listed with the reason', async () => {
    counts.set('s1', 147); // a death was recorded elsewhere after the farmer looked
    const { entry } = await queueSetup({
      type: 'correct',
      sectionId: 's1',
      from: 150,
      to: 148,
      reason: 'Recount',
    });
    const result = await flushOutbox('amina', send);
    expect(result.tried[0]?.outcome.kind).toBe('rejected');
    expect(counts.get('s1')).toBe(147);
    const [listed] = await listOutbox('amina');
    expect(listed).toMatchObject({ key: entry.key, state: 'rejected' });
    expect(listed?.reason).toMatch(/count changed/);
  });

  it('waits while offline and goes once the network is back', async () => {
    counts.set('s1', 150);
    await queueSetup({ type: 'correct', sectionId: 's1', from: 150, to: 148, reason: 'Recount' });
    failWith = 503;
    expect((await flushOutbox('amina', send)).stoppedBy).toBe('retry');
    expect((await listOutbox('amina'))[0]?.state).toBe('waiting');
    failWith = undefined;
    expect((await flushOutbox('amina', send)).tried[0]?.outcome.kind).toBe('saved');
    expect(counts.get('s1')).toBe(148);
  });
});

describe('purchases in the outbox (ADR 0063)', () => {
  const tenBags = {
    kind: 'feed' as const,
    item: 'Broiler starter',
    quantity: 10,
    unit: 'bags',
    unitKg: 25,
    cost: 150_000,
    purchasedOn: '2026-11-27',
  };
  const buy = (purchase = tenBags, extra: Partial<QueuedRecord> = {}) =>
    enqueue({
      userId: 'amina',
      farmerId: 'f-1',
      farmerName: 'Amina Bello',
      sectionId: '',
      sectionLabel: purchase.item,
      date: purchase.purchasedOn,
      body: {},
      purchase,
      ...extra,
    });

  it('a lost answer leaves the purchase waiting; the replay has the same key and buys once', async () => {
    await buy();
    const second = await buy({ ...tenBags, item: 'Grower mash' });
    // Two purchases of one day are two entries, never merged like a day's record.
    expect((await listOutbox('amina')).map((e) => [e.farmerName, e.sectionLabel])).toEqual([
      ['Amina Bello', 'Broiler starter'],
      ['Amina Bello', 'Grower mash'],
    ]);
    dropAfterStoring = 1;
    const first = await flushOutbox('amina', send);
    expect(first.stoppedBy).toBe('offline');
    expect(purchases.size).toBe(1);
    const again = await flushOutbox('amina', send);
    expect(again.tried.map((t) => t.outcome.kind)).toEqual(['saved', 'saved']);
    expect(purchases.size).toBe(2);
    expect([...purchases.values()].map((p) => p.item)).toEqual(['Broiler starter', 'Grower mash']);
    expect(requests.map((r) => r.channel)).toEqual(['offline', 'offline', 'offline']);
    expect(requests[0]?.key).toBe(requests[1]?.key);
    expect(requests[2]?.key).toBe(second.entry.key);
    expect(await listOutbox('amina')).toEqual([]);
  });

  it('a key the server refuses stays listed with its reason', async () => {
    const { entry } = await buy();
    purchases.set(entry.key, { item: 'Something else' });
    const result = await flushOutbox('amina', send);
    expect(result.tried[0]?.outcome.kind).toBe('rejected');
    expect((await listOutbox('amina'))[0]).toMatchObject({
      state: 'rejected',
      reason: 'This Idempotency-Key was already used for a different purchase',
    });
  });
});
