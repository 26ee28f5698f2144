import type { PublicUser } from '@kiwo/api-client';
import { roleOf } from '../routes/roles';
import { AUTH_KEY } from './contract';

/** The app's persisted auth store as saved in localStorage: `{ state, version }`. */
interface SavedAuth {
  state?: { user?: PublicUser | null; token?: string | null; [key: string]: unknown };
  version?: number;
}

const readAuth = (): SavedAuth => {
  try {
    return (JSON.parse(localStorage.getItem(AUTH_KEY) ?? 'null') as SavedAuth | null) ?? {};
  } catch {
    return {};
  }
};

/** The signed-in user of this device, if the app left one in `auth-storage`. */
export const currentSession = (): { token: string; user: PublicUser } | null => {
  const state = readAuth().state;
  return state?.token && state.user ? { token: state.token, user: state.user } : null;
};

/** Updates the stored user the way the app's valtio store would (spec §4 Session). */
export function saveUser(user: PublicUser) {
  const saved = readAuth();
  localStorage.setItem(
    AUTH_KEY,
    JSON.stringify({ state: { ...saved.state, user }, version: saved.version ?? 0 }),
  );
}

/**
 * Device preferences that outlive a session; the rest of local and session storage goes at
 * logout (spec §4). The same list as the app's `stores/session.ts`.
 */
const DEVICE_KEYS = ['theme', 'language', 'sidebar_state', 'device-trust'];

export function clearLocalSession() {
  const keep = DEVICE_KEYS.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of keep) if (value !== null) localStorage.setItem(key, value);
}

/** Shows the visitor or the signed-in navbar and hero actions (CSS reads `data-session`). */
export function showSession() {
  const session = currentSession();
  const root = document.documentElement;
  if (!session) {
    if (root.hasAttribute('data-session')) root.removeAttribute('data-session');
    return;
  }
  const role = roleOf(session.user.role);
  if (root.dataset.session !== role) root.dataset.session = role;
  const name = document.querySelector('[data-island="user-name"]');
  const fullName = `${session.user.firstName} ${session.user.lastName}`.trim();
  if (name && name.textContent !== fullName) name.textContent = fullName;
}
