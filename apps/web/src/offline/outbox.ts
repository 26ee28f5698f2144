import type {
  DailyRecord,
  DailyRecordBody,
  MarkGivenBody,
  PurchaseBody,
  PurchaseCorrectionBody,
  StockPurchase,
} from '@kiwo/api-client';
import { createStore, del, get, set, type UseStore, values } from 'idb-keyval';

/**
 * The outbox: daily records saved on this phone until the server has them (ADR 0012). It lives
 * in IndexedDB so it survives a reload, a closed tab and a dead battery, and both the page and
 * the service worker (Background Sync) can read it. Framework-free: no React, no valtio.
 */

/** `waiting`: to be sent; `conflict`: the farmer must choose; `rejected`: the server said no. */
type OutboxState = 'waiting' | 'conflict' | 'rejected';

/**
 * A setup change made offline (ADR 0045 addendum): a count correction (with the count the
 * farmer saw, so a change meanwhile is refused, not overwritten), a move, or a rename. Deletes
 * are not queued: their Undo needs the server's answer.
 */
export type SetupChange =
  | { type: 'correct'; sectionId: string; from: number; to: number; reason: string }
  | { type: 'move'; sectionId: string; toSectionId: string; count: number }
  | { type: 'rename'; kind: 'pen' | 'batch' | 'section'; id: string; name: string };

/**
 * A correction or void of a purchase made offline (ADR 0073):
 * sent with the version the farmer corrected, so a change elsewhere meanwhile comes back as a
 * conflict for them to settle, never an overwrite.
 */
export interface PurchaseChange {
  purchaseId: string;
  /** The purchase's version the farmer saw when correcting it. */
  version: number;
  /** The corrected fields; absent for a void. */
  set?: Omit<PurchaseCorrectionBody, 'version'>;
  /** The purchase's unit ("bags"): the list says "12 bags". */
  unit: string;
}

export interface QueuedRecord {
  /** Also the Idempotency-Key: every attempt of this write sends the same one. */
  key: string;
  /** Whose entry it is: a shared phone shows and sends each user only their own. */
  userId: string;
  /** The farm it belongs to (a farmer's own id, or the farmer an agent records for). */
  farmerId: string;
  sectionId: string;
  /** "House A (Broilers)": shown in the list while the section list may be out of reach. */
  sectionLabel: string;
  /** YYYY-MM-DD */
  date: string;
  body: DailyRecordBody;
  /**
   * The record the farmer edited: its `updatedAt`, `null` if they saw no record for the day,
   * `undefined` when the form could not know (no precondition is sent then).
   */
  seen?: string | null;
  state: OutboxState;
  /** Sends tried so far (drives the retry back-off). */
  attempts: number;
  /** ISO time the farmer saved it. */
  savedAt: string;
  /** The server's record at the time of a conflict (null: it was deleted there). */
  theirs?: DailyRecord | null;
  /** The server's reason for a rejection (its own words). */
  reason?: string;
  /**
   * Set on a setup entry: the change to send instead of a day's record (`sectionId` is the
   * item changed, `date` empty, `body` empty). Sent in saving order with the records.
   */
  setup?: SetupChange;
  /**
   * Set on a purchase entry (ADR 0063): the feed, medicine or animals bought, sent with this
   * entry's key as its Idempotency-Key (`sectionId` empty, `sectionLabel` the item, `date` the
   * day bought, `body` empty).
   */
  purchase?: PurchaseBody;
  /**
   * Set on a "Vaccination given" entry (ADR 0073): sent to the
   * section's health calendar with this entry's key as its Idempotency-Key, so a replay never
   * gives or draws medicine down twice (`sectionLabel` "Layer house · Newcastle (Lasota)",
   * `date` the day given, `body` empty).
   */
  given?: MarkGivenBody;
  /** Set on a purchase correction or void (`sectionLabel` the item, `date` the day bought). */
  purchaseChange?: PurchaseChange;
  /** The purchase as the server has it now, when a queued correction met a change (null: voided). */
  theirPurchase?: StockPurchase | null;
  /**
   * The farmer's name when someone else (an agent) saved it for them: the list shows whose
   * data waits ("Amina Bello › House A · 27 Nov").
   */
  farmerName?: string;
}

// Opened on first use (a page that never records never touches IndexedDB).
let stores: { records: UseStore; auth: UseStore } | undefined;
const db = () => {
  stores ??= {
    records: createStore('kiwo-outbox', 'records'),
    auth: createStore('kiwo-outbox-auth', 'auth'),
  };
  return stores;
};

/** A fresh key: random enough that two phones never collide (the server scopes keys by user). */
const newKey = () => {
  // randomUUID needs a secure context; a phone testing over plain http on a LAN has none.
  const id =
    crypto.randomUUID?.() ??
    [...crypto.getRandomValues(new Uint8Array(16))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
  return `rec-${id}`;
};

// Two saves in the same millisecond would tie on `savedAt` and fall back to the random key's
// order; each save in this tab takes a later millisecond than the last, so the saving order holds.
let lastSavedMs = 0;
const savedAtAfterLast = (now: Date) => {
  lastSavedMs = Math.max(now.getTime(), lastSavedMs + 1);
  return new Date(lastSavedMs).toISOString();
};

/** A day's record, not a setup change, purchase, correction or "given". */
export const isDayRecord = (
  entry: Pick<QueuedRecord, 'setup' | 'purchase' | 'given' | 'purchaseChange'>,
) => !entry.setup && !entry.purchase && !entry.given && !entry.purchaseChange;

/** Every entry of one user, oldest first (the order the farmer saved them in). */
export const listOutbox = async (userId: string): Promise<QueuedRecord[]> => {
  const all = (await values<QueuedRecord>(db().records)).filter((e) => e.userId === userId);
  return all.sort((a, b) => a.savedAt.localeCompare(b.savedAt) || a.key.localeCompare(b.key));
};

export const readEntry = (key: string) => get<QueuedRecord>(key, db().records);

export const putEntry = (entry: QueuedRecord) => set(entry.key, entry, db().records);

export const removeEntry = (key: string) => del(key, db().records);

/**
 * Queues a save. A newer save of the same section and day replaces a queued one that has not
 * reached the server: it keeps the first one's `seen` (what the farmer saw before any of their
 * offline edits), so a change made elsewhere in between is still caught.
 */
export const enqueue = async (
  input: Omit<QueuedRecord, 'key' | 'state' | 'attempts' | 'savedAt'>,
  now = new Date(),
): Promise<{ entry: QueuedRecord; replaced?: QueuedRecord }> => {
  // Only a day's records are merged: every other change is its own entry.
  const earlier = isDayRecord(input)
    ? (await listOutbox(input.userId)).find(
        (e) => isDayRecord(e) && e.sectionId === input.sectionId && e.date === input.date,
      )
    : undefined;
  const entry: QueuedRecord = {
    ...input,
    ...(earlier ? { seen: earlier.seen } : {}),
    key: newKey(),
    state: 'waiting',
    attempts: 0,
    savedAt: savedAtAfterLast(now),
  };
  await putEntry(entry);
  if (!earlier) return { entry };
  await removeEntry(earlier.key);
  return { entry, replaced: earlier };
};

/** Who the service worker sends for when no page is open (Background Sync). */
export interface SyncAuth {
  userId: string;
  token: string;
}

export const saveSyncAuth = (value: SyncAuth | null) =>
  value ? set('current', value, db().auth) : del('current', db().auth);

export const readSyncAuth = () => get<SyncAuth>('current', db().auth);

/** Tells other tabs and the page (from the worker) that the outbox changed. */
export const OUTBOX_CHANNEL = 'kiwo-outbox';
export interface OutboxMessage {
  /** Records the sender has just delivered (the worker's Background Sync says how many). */
  saved: number;
}
export const announceOutboxChange = (message: OutboxMessage = { saved: 0 }) => {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(message);
  channel.close();
};

/** The Background Sync tag the page registers and the worker answers. */
export const SYNC_TAG = 'kiwo-outbox';
