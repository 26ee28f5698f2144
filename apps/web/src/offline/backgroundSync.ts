import { SYNC_TAG } from './outbox';

interface SyncManager {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake the worker when the network is back (Background Sync, Chromium).
 * Elsewhere it does nothing: the page sends on `online` and on start instead.
 */
export const requestBackgroundSync = async () => {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: SyncManager } | undefined)?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // Not allowed (private mode, no worker yet): the page's own triggers still send.
  }
};
