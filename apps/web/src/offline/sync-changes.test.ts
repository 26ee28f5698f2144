import 'fake-indexeddb/auto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@kiwo/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueue, listOutbox, type PurchaseChange, removeEntry } from './outbox';
import { flushOutbox, keepMine, sendWith } from './sync';

/**
 * Purchase corrections and "Vaccination given" through the outbox (ADR
 * 0073-offline-health-and-corrections), against a real HTTP server that keeps a purchase's
 * version like Kiwo's stock routes (409 when stale) and its health events by Idempotency-Key,
 * and can drop the connection after storing (a lost answer).
 */
interface Purchase {
  id: string;
  version: number;
  quantity: number;
  costNaira: number;
  supplier: string | null;
  purchasedOn: string;
  unit: string;
  voided: boolean;
}
let purchase: Purchase;
const given = new Map<string, string>(); // Idempotency-Key → item
const requests: { url: string; key?: string; channel?: string }[] = [];
let dropAfterStoring = 0;

const summary = () => ({
  lowDays: 3,
  items: [],
  purchases: purchase.voided
    ? []
    : [
        {
          kind: 'feed',
          item: 'Broiler starter',
          unitKg: 25,
          batchId: null,
          batchName: null,
          enteredBy: null,
          channel: 'web',
          ...purchase,
        },
      ],
});

function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
  const key = req.headers['idempotency-key'] as string | undefined;
  requests.push({
    url: `${req.method} ${req.url}`,
    key,
    channel: req.headers['x-record-channel'] as string | undefined,
  });
  const send = (status: number, body: unknown) => {
    if (dropAfterStoring > 0 && status < 300) {
      dropAfterStoring -= 1;
      req.socket.destroy();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const ok = (data: unknown) => send(200, { success: true, message: 'ok', data });
  const url = req.url ?? '';
  if (req.method === 'GET') return ok(summary());
  const body = JSON.parse(raw || '{}') as Record<string, unknown>;
  if (url.endsWith('/health')) {
    if (key && given.has(key)) return ok({ tasks: [] });
    if ([...given.values()].includes(String(body.itemId)))
      return send(409, { error: 'This item is already marked given for this section' });
    given.set(key ?? `no-key-${given.size}`, String(body.itemId));
    return ok({ tasks: [] });
  }
  if (purchase.voided || body.version !== purchase.version)
    return send(409, { error: 'Someone else changed this purchase since you opened it.' });
  if (url.endsWith('/void')) purchase = { ...purchase, voided: true };
  else {
    const { version: _version, cost, ...set } = body as { version: number; cost?: number };
    purchase = { ...purchase, ...set, ...(cost === undefined ? {} : { costNaira: cost }) };
  }
  purchase.version += 1;
  ok(summary());
}

const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => handle(req, res, raw));
});
let send: ReturnType<typeof sendWith>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  send = sendWith(createApiClient({ baseUrl: base, getToken: () => 'tok' }));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  for (const entry of await listOutbox('musa')) await removeEntry(entry.key);
  purchase = {
    id: 'p-1',
    version: 1,
    quantity: 10,
    costNaira: 150_000,
    supplier: null,
    purchasedOn: '2026-11-25',
    unit: 'bags',
    voided: false,
  };
  given.clear();
  requests.length = 0;
  dropAfterStoring = 0;
});

const queue = (change: Omit<PurchaseChange, 'purchaseId' | 'unit'>) =>
  enqueue({
    userId: 'musa',
    farmerId: 'f-1',
    farmerName: 'Ngozi Eze',
    sectionId: '',
    sectionLabel: 'Broiler starter',
    date: '2026-11-25',
    body: {},
    purchaseChange: { purchaseId: 'p-1', unit: 'bags', ...change },
  });
const twelveBags = { quantity: 12, cost: 180_000 };

describe('purchase corrections in the outbox', () => {
  it('a correction whose answer was lost is done on replay, not a conflict', async () => {
    await queue({ version: 1, set: twelveBags });
    dropAfterStoring = 1;
    expect((await flushOutbox('musa', send)).stoppedBy).toBe('offline');
    expect(purchase).toMatchObject({ quantity: 12, version: 2 });
    const replay = await flushOutbox('musa', send);
    expect(replay.tried.map((t) => t.outcome.kind)).toEqual(['saved']);
    expect(purchase).toMatchObject({ quantity: 12, version: 2 });
    expect(requests.map((r) => [r.url, r.channel])).toEqual([
      ['PATCH /api/stock/purchases/p-1', 'offline'],
      ['PATCH /api/stock/purchases/p-1', 'offline'],
      ['GET /api/farmers/f-1/stock', undefined],
    ]);
    expect(await listOutbox('musa')).toEqual([]);
  });

  it('a change elsewhere waits with the server values; "keep mine" sends over their version', async () => {
    const { entry } = await queue({ version: 1, set: twelveBags });
    purchase = { ...purchase, quantity: 8, version: 2 }; // someone else, meanwhile
    const result = await flushOutbox('musa', send);
    expect(result.tried[0]?.outcome.kind).toBe('conflict');
    const [waiting] = await listOutbox('musa');
    expect(waiting).toMatchObject({
      state: 'conflict',
      theirPurchase: { id: 'p-1', quantity: 8, version: 2 },
    });
    expect(purchase.quantity).toBe(8); // nothing overwritten
    await keepMine(entry.key);
    expect((await flushOutbox('musa', send)).tried[0]?.outcome.kind).toBe('saved');
    expect(purchase).toMatchObject({ quantity: 12, costNaira: 180_000, version: 3 });
  });

  it('a void after someone voided it is done; a correction of a voided one is a conflict', async () => {
    await queue({ version: 1 });
    purchase = { ...purchase, voided: true, version: 2 };
    expect((await flushOutbox('musa', send)).tried[0]?.outcome.kind).toBe('saved');
    const { entry } = await queue({ version: 1, set: twelveBags });
    expect((await flushOutbox('musa', send)).tried[0]?.outcome.kind).toBe('conflict');
    expect((await listOutbox('musa'))[0]).toMatchObject({ state: 'conflict', theirPurchase: null });
    // Nothing left to correct: "keep mine" cannot send it.
    await keepMine(entry.key);
    expect((await listOutbox('musa'))[0]?.state).toBe('conflict');
  });
});

describe('"Vaccination given" in the outbox', () => {
  it('a lost answer is replayed with the same key and given once', async () => {
    await enqueue({
      userId: 'musa',
      farmerId: 'f-1',
      sectionId: 's-1',
      sectionLabel: 'Layer house · Newcastle (Lasota)',
      date: '2026-11-27',
      body: {},
      given: {
        itemId: 'ndLasota',
        product: 'Lasota',
        route: 'drinkingWater',
        withdrawalDays: 0,
        givenOn: '2026-11-27',
        stock: { item: 'Lasota', quantity: 2 },
      },
    });
    dropAfterStoring = 1;
    expect((await flushOutbox('musa', send)).stoppedBy).toBe('offline');
    expect((await flushOutbox('musa', send)).tried[0]?.outcome.kind).toBe('saved');
    expect(given.size).toBe(1);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ url: 'POST /api/sections/s-1/health', channel: 'offline' });
    expect(requests[1]?.key).toBe(requests[0]?.key);
  });
});
