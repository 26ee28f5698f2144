import type {
  BatchReport,
  PurchaseRevision,
  purchaseBody,
  purchaseCorrectionBody,
  ReportLink,
  reportLinkBody,
  StockItem,
  StockSummary,
} from '@kiwo/api-client/schemas';
import {
  addDays,
  batchProfit,
  daysOfFeedLeft,
  drawDown,
  type FeedBought,
  type FeedUse,
  feedKey,
  feedRate,
  feedUsedCost,
  isLowStock,
  isMedicineLow,
  koboToNaira,
  nairaToKobo,
} from '@kiwo/domain';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError, fieldError } from '../../lib/errors';
import { farmToday } from '../../lib/farm-today';
import { channelOf, farmerFor, reachable } from '../farm';
import { notify } from '../notifications';
import type { UserRow } from '../users';
import {
  createStockRepository,
  type FeedDay,
  type PurchaseChange,
  type PurchaseRow,
  type ReportLinkRow,
} from './repository';

const KEY_REUSED = 'This Idempotency-Key was already used for a different purchase';
const CHANGED_MEANWHILE =
  'Someone else changed this purchase since you opened it. Look at it again, then correct it.';

/** The fields a correction can change, as the history shows them (naira, not kobo). */
const correctable = (p: PurchaseRow) => ({
  quantity: p.quantity,
  costNaira: naira(p.costKobo),
  supplier: p.supplier,
  purchasedOn: p.purchasedOn,
});

type Purchase = z.output<typeof purchaseBody>;
type Correction = z.output<typeof purchaseCorrectionBody>;
type LinkBody = z.output<typeof reportLinkBody>;
export type WriteChannel = 'web' | 'offline';

/** Settings from the config (module-level: the records save that calls `checkFeedStock` has none). */
const settings = { lowDays: 3 };
export function configureStock(config: { stockLowDays: number }) {
  settings.lowDays = config.stockLowDays;
}

/** How far back feed is read when no purchase is older: enough for the last 7 recorded days. */
const RATE_LOOKBACK_DAYS = 60;
/** The earliest of farm days (`YYYY-MM-DD` sorts as text). */
const earliest = (days: readonly string[]) => [...days].sort()[0] as string;
const round2 = (v: number) => Math.round(v * 100) / 100;
const naira = (kobo: number) => koboToNaira(Math.round(kobo));

/**
 * The feed types a day's feed draws from: its own type, or — when the record names none and the
 * farmer buys one feed only — that one (ADR 0063).
 */
const drawKey = (type: string | null, feedKeys: readonly string[]) => {
  const key = feedKey(type);
  if (key) return key;
  return feedKeys.length === 1 ? feedKeys[0] : '';
};

interface FeedStock {
  item: StockItem;
  key: string;
  latestPurchaseId: string;
}

/** Feed on hand per type: bought since the first purchase, minus what the records used since. */
function feedStocks(purchases: readonly PurchaseRow[], days: readonly FeedDay[]): FeedStock[] {
  const feed = purchases.filter((p) => p.kind === 'feed');
  const keys = [...new Set(feed.map((p) => p.itemKey))];
  return keys.map((key) => {
    // Newest first (the repository's order): the latest names the unit.
    const mine = feed.filter((p) => p.itemKey === key);
    const latest = mine[0] as PurchaseRow;
    const since = earliest(mine.map((p) => p.purchasedOn));
    const uses: FeedUse[] = days
      .filter((d) => drawKey(d.feedType, keys) === key)
      .map((d) => ({ date: d.date, kg: d.kg }));
    const boughtKg = mine.reduce((sum, p) => sum + p.quantity * (p.unitKg ?? 0), 0);
    const drawn = drawDown(
      boughtKg,
      uses.map((u) => ({ date: u.date, amount: u.kg })),
      since,
    );
    const usedKg = drawn.used;
    const onHandKg = drawn.onHand;
    const daysLeft = daysOfFeedLeft(onHandKg, uses);
    const rate = feedRate(uses);
    return {
      key,
      latestPurchaseId: latest.id,
      item: {
        kind: 'feed',
        item: latest.item,
        unit: latest.unit,
        unitKg: latest.unitKg,
        bought: round2(mine.reduce((sum, p) => sum + p.quantity, 0)),
        boughtKg: round2(boughtKg),
        usedKg: round2(usedKg),
        onHandKg: round2(onHandKg),
        onHand: latest.unitKg ? round2(onHandKg / latest.unitKg) : null,
        dailyKg: rate === null ? null : round2(rate),
        daysLeft,
        low: isLowStock(daysLeft, settings.lowDays),
        costNaira: naira(mine.reduce((sum, p) => sum + p.costKobo, 0)),
      },
    };
  });
}

/** A medicine dose given from stock (the health calendar). */
interface Dose {
  itemKey: string;
  date: string;
  amount: number;
}

/**
 * Medicine on hand: bought, less the doses marked given from it since its first purchase (the
 * feed's draw-down rule, domain `drawDown`). Low when one more dose of its last size is not there.
 */
function medicineStocks(purchases: readonly PurchaseRow[], doses: readonly Dose[]): FeedStock[] {
  const medicine = purchases.filter((p) => p.kind === 'medicine');
  return [...new Set(medicine.map((p) => p.itemKey))].map((key) => {
    const mine = medicine.filter((p) => p.itemKey === key);
    const latest = mine[0] as PurchaseRow;
    const bought = mine.reduce((sum, p) => sum + p.quantity, 0);
    const uses = doses.filter((d) => d.itemKey === key);
    const { onHand } = drawDown(bought, uses, earliest(mine.map((p) => p.purchasedOn)));
    return {
      key,
      latestPurchaseId: latest.id,
      item: {
        kind: 'medicine',
        item: latest.item,
        unit: latest.unit,
        unitKg: null,
        bought: round2(bought),
        boughtKg: null,
        usedKg: null,
        onHandKg: null,
        onHand: round2(onHand),
        dailyKg: null,
        daysLeft: null,
        low: isMedicineLow(onHand, uses),
        costNaira: naira(mine.reduce((sum, p) => sum + p.costKobo, 0)),
      },
    };
  });
}

async function readFeed(db: Db, farmerId: string) {
  const repo = createStockRepository(db);
  const purchases = (await repo.purchases(farmerId)).map((r) => r.purchase);
  const today = farmToday();
  const oldest = earliest([
    ...purchases.map((p) => p.purchasedOn),
    addDays(today, -RATE_LOOKBACK_DAYS),
  ]);
  const days = purchases.some((p) => p.kind === 'feed')
    ? await repo.feedDays(farmerId, oldest)
    : [];
  const doses = purchases.some((p) => p.kind === 'medicine') ? await repo.doses(farmerId) : [];
  return { purchases, days, doses };
}

/**
 * Alerts the farmer of each feed at or below `STOCK_LOW_DAYS` days left, once per crossing: the
 * key names the latest purchase of that feed, so buying more starts a new crossing.
 */
async function alertLow(db: Db, farmerId: string, stocks: readonly FeedStock[]) {
  let sent = 0;
  for (const { item, key, latestPurchaseId } of stocks) {
    if (!item.low) continue;
    const medicine = item.kind === 'medicine';
    const row = await notify(db as Database, farmerId, {
      type: 'stock_low',
      title: medicine ? 'Medicine running low' : 'Feed running low',
      body: medicine
        ? `${item.item}: ${item.onHand ?? 0} ${item.unit} left.`
        : `${item.item}: ${item.daysLeft} days of feed left.`,
      params: medicine
        ? { item: item.item, kind: 'medicine', left: String(item.onHand ?? 0), unit: item.unit }
        : { item: item.item, days: String(item.daysLeft ?? 0) },
      priority: 'high',
      link: '/farmer/stock',
      dedupeKey: medicine
        ? `stock-low:medicine:${key}:${latestPurchaseId}`
        : `stock-low:${key}:${latestPurchaseId}`,
    });
    if (row) sent++;
  }
  return sent;
}

/**
 * After a daily record with feed is saved (in its transaction): alerts when that feed is now low.
 * Reads nothing when the farmer buys no feed through stock.
 */
export async function checkFeedStock(db: Db, farmerId: string) {
  const { purchases, days } = await readFeed(db, farmerId);
  if (!purchases.some((p) => p.kind === 'feed')) return 0;
  return alertLow(db, farmerId, feedStocks(purchases, days));
}

/**
 * The medicine from stock a dose is given from, by its item as bought (compared like feed
 * types): its key, or a 400 on `stock.item` when the farmer bought no such medicine.
 */
export async function medicineKeyInStock(db: Db, farmerId: string, item: string) {
  const key = feedKey(item);
  const bought = await createStockRepository(db).purchases(farmerId);
  if (!bought.some(({ purchase: p }) => p.kind === 'medicine' && p.itemKey === key))
    throw fieldError('stock.item', 'This medicine is not in stock: record its purchase first');
  return key;
}

/** After a dose from stock is saved: alerts when that medicine is now low (once per crossing). */
export async function checkMedicineStock(db: Db, farmerId: string) {
  const { purchases, doses } = await readFeed(db, farmerId);
  return alertLow(db, farmerId, medicineStocks(purchases, doses));
}

/** The farmer's feed on hand per type, as the stock screen shows it (the advisor reads it). */
export async function feedStockOf(db: Db, farmerId: string): Promise<StockItem[]> {
  const { purchases, days } = await readFeed(db, farmerId);
  if (!purchases.some((p) => p.kind === 'feed')) return [];
  return feedStocks(purchases, days).map((f) => f.item);
}

/** The hourly run: every farmer with feed bought is checked (a farmer who stopped opening the app). */
export async function runStockAlerts(db: Database) {
  let sent = 0;
  for (const farmerId of await createStockRepository(db).farmersWithFeed()) {
    sent += await checkFeedStock(db, farmerId);
  }
  return sent;
}

const presentLink = (row: ReportLinkRow, now: Date): ReportLink => ({
  id: row.id,
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
  showName: row.showName,
  createdAt: row.createdAt.toISOString(),
  active: row.revokedAt === null && row.expiresAt > now,
});

export function createStockService(db: Database) {
  const repo = createStockRepository(db);

  async function summary(farmerId: string): Promise<StockSummary> {
    const listed = await repo.purchases(farmerId);
    const { purchases, days, doses } = await readFeed(db, farmerId);
    const feed = feedStocks(purchases, days);
    const medicine = medicineStocks(purchases, doses);
    await alertLow(db, farmerId, [...feed, ...medicine]);
    return {
      lowDays: settings.lowDays,
      items: [...feed, ...medicine].map((f) => f.item),
      purchases: listed.slice(0, 100).map(({ purchase: p, batchName, firstName, lastName }) => ({
        id: p.id,
        kind: p.kind,
        item: p.item,
        quantity: p.quantity,
        unit: p.unit,
        unitKg: p.unitKg,
        costNaira: naira(p.costKobo),
        supplier: p.supplier,
        purchasedOn: p.purchasedOn,
        batchId: p.batchId,
        batchName,
        enteredBy: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
        channel: p.channel,
        version: p.version,
      })),
    };
  }

  async function report(batchId: string, farmerName: string | null): Promise<BatchReport> {
    const batch = await repo.batch(batchId);
    if (!batch) throw new AppError(404, 'Batch not found');
    const sections = await repo.sections(batchId);
    const purchases = (await repo.purchases(batch.farmerId)).map((r) => r.purchase);
    const feedKeys = [...new Set(purchases.filter((p) => p.kind === 'feed').map((p) => p.itemKey))];
    const bought = new Map<string, FeedBought>();
    for (const p of purchases.filter((q) => q.kind === 'feed')) {
      const sum = bought.get(p.itemKey) ?? { kg: 0, costKobo: 0 };
      bought.set(p.itemKey, {
        kg: sum.kg + p.quantity * (p.unitKg ?? 0),
        costKobo: sum.costKobo + p.costKobo,
      });
    }
    const used = new Map<string, number>();
    let feedKg = 0;
    for (const f of await repo.batchFeed(batchId)) {
      const key = drawKey(f.feedType, feedKeys) || '(none)';
      used.set(key, (used.get(key) ?? 0) + f.kg);
      feedKg += f.kg;
    }
    const feed = feedUsedCost(used, bought);
    const forBatch = (kind: PurchaseRow['kind']) =>
      purchases
        .filter((p) => p.kind === kind && p.batchId === batchId)
        .reduce((s, p) => s + p.costKobo, 0);
    const animalsKobo = forBatch('animals');
    const medicineKobo = forBatch('medicine');
    const expensesKobo = sections.reduce((s, x) => s + x.expensesKobo, 0);
    const salesKobo = sections.reduce((s, x) => s + x.salesKobo, 0) + (batch.salePriceKobo ?? 0);
    const animalsPlaced = sections.reduce((s, x) => s + x.placed, 0);
    const weighed = sections.filter((x) => x.weightKg !== null);
    const liveWeightKg =
      weighed.length === 0
        ? null
        : round2(weighed.reduce((s, x) => s + (x.weightKg ?? 0) * (x.alive + x.sold), 0));
    const profit = batchProfit({
      animalsKobo,
      feedKobo: feed.costKobo,
      medicineKobo,
      expensesKobo,
      salesKobo,
      animalsPlaced,
      liveWeightKg,
    });
    const days = sections
      .flatMap((x) => [x.firstDay, x.lastDay])
      .filter((d): d is string => !!d)
      .sort();
    const orNull = (kobo: number | null) => (kobo === null ? null : naira(kobo));
    return {
      batchName: batch.name,
      livestockType: batch.livestockType,
      status: batch.status,
      placedOn: batch.placedOn,
      farmerName,
      firstDay: days[0] ?? null,
      lastDay: days.at(-1) ?? null,
      sections: sections.map(
        ({ name, livestockType, subType, placed, alive, sold, deaths, weightKg }) => ({
          name,
          livestockType,
          subType,
          placed,
          alive,
          sold,
          deaths,
          weightKg,
        }),
      ),
      animalsPlaced,
      costs: {
        animalsNaira: naira(animalsKobo),
        feedNaira: naira(feed.costKobo),
        medicineNaira: naira(medicineKobo),
        expensesNaira: naira(expensesKobo),
        totalNaira: naira(profit.costKobo),
      },
      unpricedFeedKg: round2(feed.unpricedKg),
      feedKg: round2(feedKg),
      salesNaira: naira(salesKobo),
      profitNaira: naira(profit.profitKobo),
      costPerAnimalNaira: orNull(profit.costPerAnimalKobo),
      profitPerAnimalNaira: orNull(profit.profitPerAnimalKobo),
      liveWeightKg,
      costPerKgNaira: orNull(profit.costPerKgKobo),
      generatedOn: farmToday(),
    };
  }

  /** The change and its history entry in one transaction, only if still at `version`. */
  async function write(
    actor: UserRow,
    channel: WriteChannel,
    seen: PurchaseRow,
    version: number,
    action: 'edit' | 'void',
    set: PurchaseChange,
  ) {
    const conflict = () =>
      new AppError(409, CHANGED_MEANWHILE, {
        details: { current: seen.voidedAt ? null : { version: seen.version } },
      });
    if (seen.voidedAt || seen.version !== version) throw conflict();
    await db.transaction(async (tx) => {
      const txRepo = createStockRepository(tx);
      const after = await txRepo.change(seen.id, version, {
        ...set,
        ...(action === 'void' ? { voidedAt: new Date() } : {}),
      });
      if (!after) throw conflict();
      await txRepo.insertRevision({
        purchaseId: seen.id,
        farmerId: seen.farmerId,
        action,
        actorId: actor.id,
        actorRole: actor.role,
        channel: channelOf(actor, channel),
        before: correctable(seen),
        after: correctable(after),
      });
    });
  }

  return {
    async summary(actor: UserRow, farmerId: string) {
      await farmerFor(db, actor, farmerId);
      return summary(farmerId);
    },

    /** Writes a purchase (once per offline key) and answers the stock as it is now. */
    async addPurchase(
      actor: UserRow,
      channel: WriteChannel,
      farmerId: string,
      body: Purchase,
      key?: string,
    ) {
      await farmerFor(db, actor, farmerId);
      const purchasedOn = body.purchasedOn ?? farmToday();
      if (purchasedOn > farmToday())
        throw fieldError('purchasedOn', 'Date bought cannot be after today', 400, {
          code: 'future_date',
          max: farmToday(),
        });
      if (body.batchId) {
        const batch = await repo.batch(body.batchId);
        if (!batch || batch.farmerId !== farmerId) throw fieldError('batchId', 'Batch not found');
      }
      const cost = nairaToKobo(body.cost);
      if (!cost.ok)
        throw fieldError('cost', 'Cost can have at most 2 decimals', 400, {
          code: 'too_many_decimals',
          places: 2,
        });
      const clientKey = key ?? body.clientKey ?? null;
      const itemKey = feedKey(body.item);
      if (clientKey) {
        // A replay of the outbox's write: answered with the stock as it is now, bought once.
        // The key is bound to what it first bought (what a correction cannot change).
        const earlier = await repo.byClientKey(farmerId, clientKey);
        if (earlier) {
          if (earlier.kind !== body.kind || earlier.itemKey !== itemKey)
            throw new AppError(409, KEY_REUSED);
          return summary(farmerId);
        }
      }
      await repo.insert({
        farmerId,
        kind: body.kind,
        item: body.item,
        itemKey,
        quantity: body.quantity,
        unit: body.unit,
        unitKg: body.kind === 'feed' ? (body.unitKg ?? null) : null,
        costKobo: cost.kobo,
        supplier: body.supplier ?? null,
        purchasedOn,
        batchId: body.kind === 'feed' ? null : (body.batchId ?? null),
        actorId: actor.id,
        actorRole: actor.role,
        channel: channelOf(actor, channel),
        clientKey,
      });
      return summary(farmerId);
    },

    /**
     * Corrects a purchase seen at `body.version` (quantity, cost, supplier, day) and keeps the
     * old → new in its history; a change meanwhile is a 409, never an overwrite.
     */
    async correctPurchase(
      actor: UserRow,
      channel: WriteChannel,
      purchaseId: string,
      body: Correction,
    ) {
      const found = reachable(actor, await repo.purchase(purchaseId), 'Purchase');
      const set: PurchaseChange = {};
      if (body.quantity !== undefined) set.quantity = body.quantity;
      if (body.cost !== undefined) {
        const cost = nairaToKobo(body.cost);
        if (!cost.ok)
          throw fieldError('cost', 'Cost can have at most 2 decimals', 400, {
            code: 'too_many_decimals',
            places: 2,
          });
        set.costKobo = cost.kobo;
      }
      if (body.supplier !== undefined) set.supplier = body.supplier || null;
      if (body.purchasedOn !== undefined) {
        if (body.purchasedOn > farmToday())
          throw fieldError('purchasedOn', 'Date bought cannot be after today', 400, {
            code: 'future_date',
            max: farmToday(),
          });
        set.purchasedOn = body.purchasedOn;
      }
      await write(actor, channel, found.purchase, body.version, 'edit', set);
      return summary(found.farmerId);
    },

    /** Voids a wrong purchase seen at `version`: it stops counting; the history keeps it. */
    async voidPurchase(actor: UserRow, channel: WriteChannel, purchaseId: string, version: number) {
      const found = reachable(actor, await repo.purchase(purchaseId), 'Purchase');
      await write(actor, channel, found.purchase, version, 'void', {});
      return summary(found.farmerId);
    },

    async purchaseHistory(actor: UserRow, purchaseId: string): Promise<PurchaseRevision[]> {
      reachable(actor, await repo.purchase(purchaseId), 'Purchase');
      return (await repo.history(purchaseId)).map(({ revision: r, firstName, lastName }) => ({
        action: r.action,
        at: r.at.toISOString(),
        by: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
        role: r.actorRole,
        channel: r.channel,
        before: r.before as PurchaseRevision['before'],
        after: r.after as PurchaseRevision['after'],
      }));
    },

    async batchReport(actor: UserRow, batchId: string) {
      reachable(actor, await repo.batch(batchId), 'Batch');
      return report(batchId, null);
    },

    async links(actor: UserRow, batchId: string) {
      reachable(actor, await repo.batch(batchId), 'Batch');
      const now = new Date();
      return (await repo.links(batchId)).map((row) => presentLink(row, now));
    },

    /** A read-only link: the token goes back once; only its hash is kept. */
    async createLink(actor: UserRow, batchId: string, body: LinkBody) {
      const batch = reachable(actor, await repo.batch(batchId), 'Batch');
      const token = randomToken();
      const now = new Date();
      const row = await repo.insertLink({
        farmerId: batch.farmerId,
        batchId,
        tokenHash: sha256(token),
        showName: body.showName ?? false,
        expiresAt: new Date(now.getTime() + body.days * 86_400_000),
        actorId: actor.id,
        actorRole: actor.role,
        channel: channelOf(actor, 'web'),
      });
      if (!row) throw new Error('the link was not stored');
      return { ...presentLink(row, now), token };
    },

    async revokeLink(actor: UserRow, linkId: string) {
      const found = await repo.link(linkId);
      const owned = reachable(
        actor,
        found && { farmerId: found.link.farmerId, agentId: found.agentId, link: found.link },
        'Link',
      );
      const row = (await repo.revoke(linkId, new Date())) ?? owned.link;
      return presentLink(row, new Date());
    },

    /** The report behind a live token; an unknown, expired or stopped one is the same 404. */
    async shared(token: string) {
      const link = await repo.liveLink(sha256(token), new Date());
      if (!link) throw new AppError(404, 'This link has expired or was stopped');
      const batch = await repo.batch(link.batchId);
      const name = link.showName && batch ? `${batch.firstName} ${batch.lastName}`.trim() : null;
      return report(link.batchId, name);
    },
  };
}
