import { type ApiClient, ApiError, type DailyRecord, type StockPurchase } from '@kiwo/api-client';
import { listOutbox, putEntry, type QueuedRecord, readEntry, removeEntry } from './outbox';

/**
 * Sending the outbox (ADR 0012). The same code runs in the page (on start, on `online`, after a
 * save) and in the service worker (Background Sync), under one Web Lock so two of them never
 * send the same entry at once. Each entry is sent with its Idempotency-Key and the precondition
 * of what the farmer saw, so a retry is stored once and a change elsewhere comes back as a
 * conflict instead of being overwritten.
 */

/** What one send of a queued record came to. */
export type SendOutcome =
  /** `record` is null for a setup change (correction, move, rename) or a purchase. */
  | { kind: 'saved'; record: DailyRecord | null }
  /** No answer: no network, or the connection dropped (the server may have stored it). */
  | { kind: 'offline' }
  /** The server is busy or failing (429, 5xx): try again later. */
  | { kind: 'retry' }
  /** The session ended: wait until this user signs in again. */
  | { kind: 'unauthorized' }
  /**
   * The record (or, for a purchase correction, `theirPurchase`: null when voided) changed
   * elsewhere since the farmer saw it: they must choose.
   */
  | { kind: 'conflict'; theirs: DailyRecord | null; theirPurchase?: StockPurchase | null }
  /** The server refused the record itself (400, 404, 409): it will not pass as it is. */
  | { kind: 'rejected'; error: ApiError };

export type Sender = (entry: QueuedRecord) => Promise<SendOutcome>;

/** A failed call → what to do with the entry. */
const outcomeOf = (error: unknown): SendOutcome => {
  if (!(error instanceof ApiError)) return { kind: 'offline' };
  if (error.kind === 'network' || error.kind === 'timeout') return { kind: 'offline' };
  const status = error.status ?? 0;
  if (status === 412) {
    const current = (error.details as { current?: DailyRecord | null } | undefined)?.current;
    return { kind: 'conflict', theirs: current ?? null };
  }
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 408 || status === 429 || status >= 500 || error.kind !== 'http') {
    return { kind: 'retry' };
  }
  return { kind: 'rejected', error };
};

/**
 * Sends one queued record through the API client (page: the session's; worker: its own).
 * `channel`: `web` for the form's own send, `offline` (the default) for a later flush of the
 * outbox, so the record's history tells them apart (ADR 0026).
 */
export const sendWith =
  (api: Pick<ApiClient, 'farm'>, channel: 'web' | 'offline' = 'offline'): Sender =>
  async (entry) => {
    if (entry.setup) return sendSetup(api, channel, entry.setup);
    if (entry.purchase || entry.given) return sendKeyed(api, channel, entry);
    if (entry.purchaseChange) return sendPurchaseChange(api, channel, entry);
    try {
      const record = await api.farm.saveRecord(entry.sectionId, entry.date, entry.body, {
        idempotencyKey: entry.key,
        channel,
        ...(entry.seen === undefined ? {} : { seen: entry.seen }),
      });
      return { kind: 'saved', record };
    } catch (error) {
      return outcomeOf(error);
    }
  };

/**
 * A queued setup change through the same API as the online form, marked `offline` (ADR 0045). A
 * correction whose count moved meanwhile is a 409: rejected with the server's reason, so the
 * farmer sees it and corrects again, never a silent overwrite. A retried correction after a
 * lost answer is answered with the section by the server (counted once).
 */
async function sendSetup(
  api: Pick<ApiClient, 'farm'>,
  channel: 'web' | 'offline',
  change: NonNullable<QueuedRecord['setup']>,
): Promise<SendOutcome> {
  try {
    if (change.type === 'correct') {
      const { sectionId, from, to, reason } = change;
      await api.farm.correctCount(sectionId, { from, to, reason }, { channel });
    } else if (change.type === 'move') {
      const { sectionId, toSectionId, count } = change;
      await api.farm.moveAnimals(sectionId, { toSectionId, count }, { channel });
    } else if (change.kind === 'pen') await api.farm.updatePen(change.id, { name: change.name });
    else if (change.kind === 'batch') await api.farm.updateBatch(change.id, { name: change.name });
    else await api.farm.updateSection(change.id, { name: change.name });
    return { kind: 'saved', record: null };
  } catch (error) {
    return outcomeOf(error);
  }
}

/**
 * A queued purchase (ADR 0063) or "Vaccination given" (ADR 0073),
 * with the entry's key as its Idempotency-Key: a retry after a lost answer buys, gives and draws
 * medicine down once. A key reused for another item is a 409: rejected, shown.
 */
async function sendKeyed(
  api: Pick<ApiClient, 'farm'>,
  channel: 'web' | 'offline',
  entry: QueuedRecord,
): Promise<SendOutcome> {
  const options = { channel, idempotencyKey: entry.key };
  try {
    if (entry.purchase) await api.farm.addPurchase(entry.farmerId, entry.purchase, options);
    else if (entry.given) await api.farm.markGiven(entry.sectionId, entry.given, options);
    return { kind: 'saved', record: null };
  } catch (error) {
    return outcomeOf(error);
  }
}

/** Whether the purchase already holds what the correction (or void) asked for. */
const holds = (now: StockPurchase | null, change: NonNullable<QueuedRecord['purchaseChange']>) => {
  if (!change.set) return now === null;
  if (!now) return false;
  const { quantity, cost, supplier, purchasedOn } = change.set;
  return (
    (quantity === undefined || now.quantity === quantity) &&
    (cost === undefined || now.costNaira === cost) &&
    (supplier === undefined || now.supplier === (supplier || null)) &&
    (purchasedOn === undefined || now.purchasedOn === purchasedOn)
  );
};

/**
 * A queued correction or void, at the version the farmer corrected. A 409 reads the purchase
 * as the server has it now: when it already holds what the farmer asked (this same change,
 * whose answer was lost), it is done; otherwise it waits for the farmer's choice with the
 * server's values beside theirs — never sent over them unasked.
 */
async function sendPurchaseChange(
  api: Pick<ApiClient, 'farm'>,
  channel: 'web' | 'offline',
  entry: QueuedRecord,
): Promise<SendOutcome> {
  const change = entry.purchaseChange as NonNullable<QueuedRecord['purchaseChange']>;
  try {
    if (change.set)
      await api.farm.correctPurchase(
        change.purchaseId,
        { ...change.set, version: change.version },
        { channel },
      );
    else await api.farm.voidPurchase(change.purchaseId, change.version, { channel });
    return { kind: 'saved', record: null };
  } catch (error) {
    const outcome = outcomeOf(error);
    if (!(error instanceof ApiError) || error.status !== 409) return outcome;
    try {
      const stock = await api.farm.stock(entry.farmerId);
      const now = stock.purchases.find((p) => p.id === change.purchaseId) ?? null;
      if (holds(now, change)) return { kind: 'saved', record: null };
      return { kind: 'conflict', theirs: null, theirPurchase: now };
    } catch (readError) {
      return outcomeOf(readError);
    }
  }
}

export interface FlushResult {
  /** Each entry tried, with what came of it, in order. */
  tried: { entry: QueuedRecord; outcome: SendOutcome }[];
  /** Why sending stopped early (the rest stay queued), if it did. */
  stoppedBy?: 'offline' | 'retry' | 'unauthorized';
}

/** One flush at a time across tabs and the worker; without Web Locks idempotency still holds. */
const exclusively = <T>(work: () => Promise<T>): Promise<T> => {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? locks.request('kiwo-outbox', work) : work();
};

/** Records an outcome on the stored entry. */
async function settle(entry: QueuedRecord, outcome: SendOutcome) {
  const attempts = entry.attempts + 1;
  switch (outcome.kind) {
    case 'saved':
      return removeEntry(entry.key);
    case 'conflict':
      return putEntry({
        ...entry,
        attempts,
        state: 'conflict',
        theirs: outcome.theirs,
        ...(outcome.theirPurchase === undefined ? {} : { theirPurchase: outcome.theirPurchase }),
      });
    case 'rejected':
      return putEntry({ ...entry, attempts, state: 'rejected', reason: outcome.error.message });
    default:
      return putEntry({ ...entry, attempts });
  }
}

/**
 * Sends this user's waiting entries, oldest first, until one gets no answer (then the rest
 * wait: the network is down or the server is struggling). `only` limits it to one entry (the
 * record the farmer just saved).
 */
export const flushOutbox = (userId: string, send: Sender, only?: string) =>
  exclusively(async (): Promise<FlushResult> => {
    const result: FlushResult = { tried: [] };
    for (const listed of await listOutbox(userId)) {
      if (only && listed.key !== only) continue;
      // Another tab or the worker may have sent or replaced it since the list was read.
      const entry = await readEntry(listed.key);
      if (entry?.state !== 'waiting') continue;
      const outcome = await send(entry);
      await settle(entry, outcome);
      result.tried.push({ entry, outcome });
      if (
        outcome.kind === 'offline' ||
        outcome.kind === 'retry' ||
        outcome.kind === 'unauthorized'
      ) {
        result.stoppedBy = outcome.kind;
        break;
      }
    }
    return result;
  });

/** The wait before the next try after `attempts` unanswered ones: 2 s, 4 s, 8 s … at most 60 s. */
export const retryDelayMs = (attempts: number) =>
  Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));

/**
 * "Keep mine": send the farmer's record (or purchase correction) again over the version now on
 * the server. A voided purchase cannot be corrected: that one can only be discarded.
 */
export const keepMine = async (key: string) => {
  const entry = await readEntry(key);
  if (entry?.state !== 'conflict') return;
  const { theirs, theirPurchase, ...rest } = entry;
  if (rest.purchaseChange) {
    if (!theirPurchase) return;
    await putEntry({
      ...rest,
      state: 'waiting',
      purchaseChange: { ...rest.purchaseChange, version: theirPurchase.version },
    });
    return;
  }
  await putEntry({ ...rest, state: 'waiting', seen: theirs?.updatedAt ?? null });
};

/** "Keep theirs" and "Discard": the farmer chose to drop their queued record. */
export const dropEntry = (key: string) => removeEntry(key);
