import { farmCalls } from '@kiwo/api-client';
import { proxy, subscribe, useSnapshot } from 'valtio';
import { http } from '../data/api';
import { revalidateFarm, revalidateFarmReads } from '../data/records';
import { requestBackgroundSync } from '../offline/backgroundSync';
import { FARM_READS_CHANNEL } from '../offline/caching';
import {
  announceOutboxChange,
  listOutbox,
  OUTBOX_CHANNEL,
  type OutboxMessage,
  type QueuedRecord,
  saveSyncAuth,
} from '../offline/outbox';
import type { FlushResult } from '../offline/sync';
import { onUpdateReady } from '../offline/updates';
import { authStore } from './auth';
import { localeStore, screenText } from './locale';
import { toast } from './toast';

/** The outbox sends through the farm calls alone: the shell carries no other area's calls. */
const api = { farm: farmCalls(http) };

/**
 * The sender (offline/sync.ts) is fetched when a record waits or is saved, not with the
 * signed-in shell: most app starts find the outbox empty (docs/BENCHMARKS.md, "Route JavaScript
 * within budget again").
 */
const sender = () => import('../offline/sync');

/** Sends this user's waiting records (or only `only`) through the sender, fetched on demand. */
export const flushWith = async (userId: string, channel: 'web' | 'offline', only?: string) => {
  const { flushOutbox, sendWith } = await sender();
  return flushOutbox(userId, sendWith(api, channel), only);
};

/**
 * The app's view of the offline outbox (ADR 0012): whether the network is up, the signed-in
 * user's records saved on this phone and not yet on the server, and whether a new app version
 * waits. The entries themselves live in IndexedDB (offline/outbox.ts); this mirrors them.
 */
export const syncStore = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  entries: [] as QueuedRecord[],
  updateReady: false,
});

export const useSyncStatus = () => useSnapshot(syncStore);

const currentUserId = () => authStore.user?._id;
const t = () => screenText(localeStore.locale);
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Re-reads the outbox of the signed-in user. */
const refreshOutbox = async () => {
  const userId = currentUserId();
  syncStore.entries = userId ? await listOutbox(userId) : [];
};

export const changed = async () => {
  await refreshOutbox();
  announceOutboxChange();
};

/** No answer: try again with back-off while online, and let Background Sync try too. */
function scheduleRetry(result: FlushResult, retryDelayMs: (attempts: number) => number) {
  if (result.stoppedBy !== 'offline' && result.stoppedBy !== 'retry') return;
  void requestBackgroundSync();
  clearTimeout(retryTimer);
  if (!navigator.onLine) return; // the `online` event sends
  const attempts = (result.tried.at(-1)?.entry.attempts ?? 0) + 1;
  retryTimer = setTimeout(() => void syncNow(), retryDelayMs(attempts));
}

/**
 * Where the entries needing a choice are listed, by the screen's name: an agent's own outbox
 * page, the farmer's Stock page for purchase corrections alone, Records otherwise.
 */
const choiceScreen = (result: FlushResult) => {
  const routes = t().routes;
  if (authStore.user?.role === 'agent') return routes.outbox();
  const waiting = result.tried.filter(
    (tried) => tried.outcome.kind === 'conflict' || tried.outcome.kind === 'rejected',
  );
  return waiting.every((tried) => tried.entry.purchaseChange) ? routes.stock() : routes.records();
};

/** Refreshes the farms that moved and tells the farmer what happened to their records. */
export async function report(result: FlushResult, announce: boolean) {
  const saved = result.tried.filter((tried) => tried.outcome.kind === 'saved');
  for (const farmerId of new Set(saved.map((tried) => tried.entry.farmerId))) {
    void revalidateFarm(farmerId);
  }
  const needChoice = result.tried.some(
    (tried) => tried.outcome.kind === 'conflict' || tried.outcome.kind === 'rejected',
  );
  if (needChoice) {
    toast({
      title: t().offline.conflictToast(),
      description: t().offline.conflictToastBody({ screen: choiceScreen(result) }),
    });
  } else if (announce && saved.length > 0) {
    toast({
      title: t().offline.allSynced(),
      description: t().offline.allSyncedBody({ count: saved.length }),
      variant: 'success',
    });
  }
  scheduleRetry(result, (await sender()).retryDelayMs);
}

/** Sends the signed-in user's waiting records now (start, `online`, retries, after a choice). */
export async function syncNow({ announce = true }: { announce?: boolean } = {}) {
  const userId = currentUserId();
  if (!userId || !authStore.token || !navigator.onLine) return;
  clearTimeout(retryTimer);
  // Nothing waiting (most app starts): nothing to send, and no sender to fetch.
  const waiting = (await listOutbox(userId)).some((entry) => entry.state === 'waiting');
  if (!waiting) {
    await refreshOutbox();
    return;
  }
  syncStore.syncing = true;
  let result: FlushResult | undefined;
  try {
    result = await flushWith(userId, 'offline');
    await report(result, announce);
  } finally {
    syncStore.syncing = false;
    // Another tab or the worker had sent them meanwhile: nothing to tell other tabs, whose farm
    // reads would all be fetched again for it.
    if (result && result.tried.length === 0) await refreshOutbox();
    else await changed();
  }
}

let started = false;

/**
 * Starts watching once the signed-in shell mounts: network up/down, changes from other tabs
 * and the worker, sign-in and sign-out (the worker learns whose records it may send), and a
 * waiting app update. Sends whatever waits right away (the "on app start" trigger).
 */
export function startSync() {
  if (started) return;
  started = true;
  window.addEventListener('online', () => {
    syncStore.online = true;
    void syncNow();
  });
  window.addEventListener('offline', () => {
    syncStore.online = false;
  });
  if (typeof BroadcastChannel !== 'undefined') {
    new BroadcastChannel(OUTBOX_CHANNEL).onmessage = (event: MessageEvent<OutboxMessage>) => {
      void refreshOutbox();
      void revalidateFarm();
      // The worker sent them while this page waited for `online`: say so here too.
      const saved = event.data?.saved ?? 0;
      if (saved > 0) {
        toast({
          title: t().offline.allSynced(),
          description: t().offline.allSyncedBody({ count: saved }),
          variant: 'success',
        });
      }
    };
    // A farm read shown from the worker's last copy has changed on the server (ADR 0016).
    new BroadcastChannel(FARM_READS_CHANNEL).onmessage = () => void revalidateFarmReads();
  }
  onUpdateReady(() => {
    syncStore.updateReady = true;
  });
  let signedIn = '';
  const follow = () => {
    const { user, token } = authStore;
    const now = user && token ? `${user._id} ${token}` : '';
    if (now === signedIn) return;
    signedIn = now;
    void saveSyncAuth(user && token ? { userId: user._id, token } : null);
    void refreshOutbox().then(() => syncNow());
  };
  subscribe(authStore, follow);
  follow();
}
