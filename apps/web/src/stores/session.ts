import { authStore } from './auth';
import { STORE_KEYS } from './persist';

/**
 * Spec §4 Auth: logout clears the user and every persisted store, local and session storage.
 * (The API call and the SWR cache join with the accounts work; a failing call never blocks this.)
 */
export const signOut = async () => {
  authStore.user = null;
  authStore.token = null;
  for (const key of STORE_KEYS) localStorage.removeItem(key);
  sessionStorage.clear();
};
