import { mutate } from 'swr';
import { api } from '../data/api';
import { authStore } from './auth';
import {
  DEVICE_TRUST_KEY,
  MARKETPLACE_FILTERS_KEY,
  resetPersistedStores,
  VOICE_SETTINGS_KEY,
} from './persist';

/**
 * Device facts that outlive a session: preferences the next person on a shared phone keeps, and
 * the device tokens that let a known browser past a login delay strangers caused (ADR 0024).
 */
export const DEVICE_KEYS = [
  'theme',
  'language',
  'sidebar_state',
  DEVICE_TRUST_KEY,
  // Each user's last marketplace filters, by user id (stores/marketplace.ts).
  MARKETPLACE_FILTERS_KEY,
  // Hold to talk in the voice call: a noisy market stays noisy for the next caller.
  VOICE_SETTINGS_KEY,
];

export const clearSwrCache = () => mutate(() => true, undefined, { revalidate: false });

/**
 * Spec §4 Session: with a stored token, fetch the current user; on failure clear the session.
 * A user without a token is cleared too.
 */
export const startSession = async () => {
  if (!authStore.token) {
    if (authStore.user) clearLocalSession();
    return;
  }
  try {
    const user = await api.auth.me();
    // Unchanged (the usual case): no new object, so nothing that shows the user renders again
    // while the first screen is still starting.
    if (JSON.stringify(user) !== JSON.stringify(authStore.user)) authStore.user = user;
  } catch {
    clearLocalSession();
  }
};

/** Forget everything about the session on this device (spec §4: logout and deletion). */
export const clearLocalSession = () => {
  resetPersistedStores();
  void clearSwrCache();
  const keep = DEVICE_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of keep) if (value !== null) localStorage.setItem(key, value);
};

/** Logout: the API call may fail (offline, expired) and local clean-up still happens. */
export const signOut = async () => {
  try {
    if (authStore.token) await api.auth.logout();
  } catch {
    // Spec §4: a logout API failure is ignored.
  }
  clearLocalSession();
};
