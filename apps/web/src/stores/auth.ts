import type { AdminVerificationData, PublicUser } from '@kiwo/api-client';
import { useSnapshot } from 'valtio';
import { persisted } from './persist';

/** The signed-in user as the server shows it (spec §3 User; secrets never reach the client). */
type SessionUser = PublicUser;

interface AuthState {
  user: SessionUser | null;
  token: string | null;
  /** Spec §4 Persistence: admin verification data survives a reload of the OTP screen. */
  adminVerification: AdminVerificationData | null;
}

export const authStore = persisted<AuthState>('auth-storage', {
  user: null,
  token: null,
  adminVerification: null,
});

export const useAuth = () => useSnapshot(authStore);

export const currentToken = (): string | null => authStore.token;
