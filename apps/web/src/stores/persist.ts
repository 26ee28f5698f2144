import { proxy, snapshot, subscribe } from 'valtio';

/**
 * A valtio store saved in localStorage under `key` (spec §4 Persistence: auth-storage,
 * farm-storage, agent-storage, marketplace-storage). Saved as `{ state, version }`, the shape
 * earlier versions of the app wrote, so returning users keep their session. A `device` store is
 * a preference of the phone, not of the session: sign-out leaves it as it is (its key is also in
 * `DEVICE_KEYS`, session.ts).
 */
export const persisted = <T extends object>(
  key: string,
  initial: T,
  { device = false }: { device?: boolean } = {},
): T => {
  let saved: Partial<T> = {};
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw) saved = (JSON.parse(raw) as { state?: Partial<T> }).state ?? {};
  } catch {
    // A corrupt entry must not stop the app from starting: start clean.
  }
  const state = proxy<T>({ ...initial, ...saved });
  if (!device) resets.set(key, () => Object.assign(state, structuredClone(initial)));
  subscribe(state, () => {
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify({ state: snapshot(state), version: 0 }));
    } catch {
      // Storage full or blocked (private mode): the app keeps working for this visit.
    }
  });
  return state;
};

/**
 * Where this browser keeps its device tokens (docs/adr/0024 addendum, `device-trust.ts`). Named
 * here, not there, so the session's sign-out can keep it without loading the sign-in code.
 */
export const DEVICE_TRUST_KEY = 'device-trust';

/**
 * Where each user's last marketplace filters are kept (`stores/marketplace.ts`, ADR 0046). Named
 * here for the same reason: sign-out keeps it without loading the marketplace.
 */
export const MARKETPLACE_FILTERS_KEY = 'marketplace-filters';

/** The voice call's hold-to-talk choice on this phone (`stores/voice.ts`, ADR 0069). */
export const VOICE_SETTINGS_KEY = 'voice-settings';

const resets = new Map<string, () => void>();

/** Puts every persisted store back to its initial state (logout, account deletion). */
export const resetPersistedStores = () => {
  for (const reset of resets.values()) reset();
};
