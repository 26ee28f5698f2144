import type { Http } from './http';
import type { PublicUser } from './schemas/user';

type Envelope<T> = { success: boolean; message: string; data: T };

/**
 * The two `/auth/*` calls every signed-in screen's session needs (spec §4: the current user on
 * start, logout), in a module of their own so the first screen does not carry the sign-in, recovery
 * and verification calls (the route JavaScript budget, ADR 0042). `authCalls` includes them.
 */
export const sessionCalls = (http: Http) => ({
  logout: () => http<Envelope<null>>('GET', '/auth/logout', { defaultMessage: 'Logout failed' }),
  me: async () =>
    (await http<Envelope<PublicUser>>('GET', '/auth/me', { defaultMessage: 'Session expired' }))
      .data,
});
