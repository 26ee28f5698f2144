import type { ApiError, MarkGivenBody, PurchaseBody } from '@kiwo/api-client';
import { revalidateFarm } from '../data/records';
import { requestBackgroundSync } from '../offline/backgroundSync';
import {
  enqueue,
  type PurchaseChange,
  putEntry,
  type QueuedRecord,
  removeEntry,
  type SetupChange,
} from '../offline/outbox';
import type { FlushResult } from '../offline/sync';
import { authStore } from './auth';
import { changed, flushWith, report, syncNow, syncStore } from './sync';

/*
 * The farmer's own actions on the outbox — save a record, keep mine, drop one — loaded with the
 * screens that offer them (the record form, the waiting list), not with the signed-in shell,
 * which only shows the outbox and sends what waits (stores/sync.ts; docs/BENCHMARKS.md, "Route
 * JavaScript within budget again").
 */

/** What became of a record the farmer just saved. */
export type SaveResult =
  | { kind: 'saved' }
  /** Kept on this phone: it goes when the network returns. */
  | { kind: 'queued' }
  /** Changed elsewhere: the waiting list asks the farmer to choose. */
  | { kind: 'conflict' }
  /** The server refused it: the form shows why (nothing is kept). */
  | { kind: 'rejected'; error: ApiError };

/**
 * The record form's save: always into the outbox first (so nothing is lost if the answer never
 * comes), then sent at once when online.
 */
export async function saveRecord(
  input: Omit<QueuedRecord, 'key' | 'userId' | 'state' | 'attempts' | 'savedAt'>,
): Promise<SaveResult> {
  const userId = authStore.user?._id;
  if (!userId) throw new Error('Sign in to save records');
  const { entry, replaced } = await enqueue({ ...input, userId });
  await changed();
  if (!navigator.onLine) {
    void requestBackgroundSync();
    return { kind: 'queued' };
  }
  syncStore.syncing = true;
  let result: FlushResult;
  try {
    result = await flushWith(userId, 'web', entry.key);
  } finally {
    syncStore.syncing = false;
  }
  const outcome = result.tried[0]?.outcome;
  if (outcome?.kind === 'rejected') {
    // The farmer is looking at the form and its errors: this try is not kept, but an earlier
    // queued save of the same day is put back.
    await removeEntry(entry.key);
    if (replaced) await putEntry(replaced);
    await changed();
    return { kind: 'rejected', error: outcome.error };
  }
  if (outcome?.kind === 'conflict' && entry.purchaseChange) {
    // The correction dialog is open: it says so and shows the purchase as it is now (ADR 0068).
    await removeEntry(entry.key);
    await changed();
    return { kind: 'conflict' };
  }
  await report(result, false);
  await changed();
  if (outcome?.kind === 'saved') {
    void syncNow(); // anything else still waiting goes too
    return { kind: 'saved' };
  }
  return outcome?.kind === 'conflict' ? { kind: 'conflict' } : { kind: 'queued' };
}

/** "Keep mine": send the farmer's version over the one now on the server. */
export async function resolveKeepMine(key: string) {
  const { keepMine } = await import('../offline/sync');
  await keepMine(key);
  await changed();
  // The farmer chose on the page, online: that send is a web save, not a later sync (ADR 0026).
  const userId = authStore.user?._id;
  if (userId && authStore.token && navigator.onLine) {
    await flushWith(userId, 'web', key);
    await changed();
  }
  await syncNow();
}

/** "Keep theirs" or "Discard": drop the queued record; the server's stays. */
export async function dropQueued(key: string) {
  const entry = syncStore.entries.find((e) => e.key === key);
  await removeEntry(key);
  await changed();
  if (entry) void revalidateFarm(entry.farmerId);
}

/**
 * A setup change made offline (correction, move, rename) into the outbox: sent, marked
 * `offline`, when the phone is back online, like a day's record (ADR 0045 addendum).
 */
export async function queueSetup(
  farmerId: string,
  label: string,
  setup: SetupChange,
  farmerName?: string,
) {
  const userId = authStore.user?._id;
  if (!userId) throw new Error('Sign in to save changes');
  const id = setup.type === 'rename' ? setup.id : setup.sectionId;
  await enqueue({
    userId,
    farmerId,
    ...(farmerName ? { farmerName } : {}),
    sectionId: id,
    sectionLabel: label,
    date: '',
    body: {},
    setup,
  });
  await changed();
  void requestBackgroundSync();
}

/** An entry that is not a day's record (purchase, correction, "given") into the outbox. */
const saveOther = (
  farmerId: string,
  farmerName: string | undefined,
  entry: Pick<QueuedRecord, 'sectionId' | 'sectionLabel' | 'date'> &
    Pick<QueuedRecord, 'purchase' | 'given' | 'purchaseChange'>,
) => saveRecord({ farmerId, ...(farmerName ? { farmerName } : {}), body: {}, ...entry });

/**
 * A purchase (ADR 0063) through the same outbox as a day's record: kept on this phone first,
 * sent at once when online, else when the network returns — with the entry's key as its
 * Idempotency-Key, so a replay never buys twice.
 */
export const savePurchase = (
  farmerId: string,
  purchase: PurchaseBody,
  label: string,
  farmerName?: string,
) =>
  saveOther(farmerId, farmerName, {
    sectionId: '',
    sectionLabel: label,
    date: purchase.purchasedOn ?? '',
    purchase,
  });

/**
 * "Vaccination given" through the same outbox (ADR 0073): kept on
 * this phone first, sent with the entry's key as its Idempotency-Key, so a replay never gives
 * or draws medicine down twice. `label` names the section and the item for the waiting list.
 */
export const saveGiven = (
  farmerId: string,
  sectionId: string,
  // The day pressed, not the day it reaches the server: sent a day later it was still given then.
  given: MarkGivenBody & { givenOn: string },
  label: string,
  farmerName?: string,
) =>
  saveOther(farmerId, farmerName, { sectionId, sectionLabel: label, date: given.givenOn, given });

/**
 * A purchase correction or void through the outbox, at the version the farmer saw: online it
 * goes at once (a change meanwhile comes back to the open dialog); offline it waits, and a
 * change met on replay waits in the list for the farmer's choice.
 */
export const savePurchaseChange = (
  farmerId: string,
  purchaseChange: PurchaseChange,
  label: string,
  purchasedOn: string,
  farmerName?: string,
) =>
  saveOther(farmerId, farmerName, {
    sectionId: '',
    sectionLabel: label,
    date: purchasedOn,
    purchaseChange,
  });
