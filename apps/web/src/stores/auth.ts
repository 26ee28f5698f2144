import { useSnapshot } from 'valtio';
import type { Role } from '../routes/roles';
import { persisted } from './persist';

/** The signed-in user as the client keeps it (spec §3 User; secrets never reach the client). */
export interface SessionUser {
  _id: string;
  firstName: string;
  lastName: string;
  role: Role;
  language?: string;
  farmMode?: 'simple' | 'advanced';
}

interface AuthState {
  user: SessionUser | null;
  token: string | null;
}

export const authStore = persisted<AuthState>('auth-storage', { user: null, token: null });

export const useAuth = () => useSnapshot(authStore);

export const currentToken = (): string | null => authStore.token;
