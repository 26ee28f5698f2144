import type { AuthData } from '@kiwo/api-client';
import { api } from '../data/api';
import { authStore } from './auth';
import { rememberDevice } from './device-trust';
import { clearSwrCache } from './session';

/**
 * Spec §4 Auth: login, signup and admin verification first clear cached data, then store the
 * token and refetch the current user. Returns the fresh user (null if the server gave none).
 * Apart from `session.ts`, which every screen loads, so only the sign-in forms carry the device
 * tokens' code (ADR 0042).
 */
export const completeSignIn = async (session: AuthData) => {
  if (session.deviceToken) rememberDevice(session.user, session.deviceToken);
  await clearSwrCache();
  authStore.token = session.token;
  authStore.adminVerification = null;
  authStore.user = session.user;
  try {
    authStore.user = await api.auth.me();
  } catch {
    // The login answer already carried the user; a failed refetch is not worth a sign-out.
  }
  return authStore.user;
};
