import { createHttp, type HttpOptions, sessionCalls, userCalls } from '@kiwo/api-client';
import { currentToken } from '../stores/auth';

/** Both bases are same-origin by default; a deployment may move them (spec §7). */
export const httpOptions: HttpOptions = {
  baseUrl: import.meta.env.VITE_API_BASE ?? '/api',
  emailBaseUrl: import.meta.env.VITE_EMAIL_API_BASE ?? import.meta.env.VITE_API_BASE ?? '/api',
  getToken: currentToken,
};

/**
 * The app's one http layer. Each data module builds the areas it calls on it
 * (`{ farm: farmCalls(http) }`), so a screen's chunks carry only those calls, not every area's
 * (the route JavaScript budget: the farmer dashboard has no admin, agent or marketplace call
 * code).
 */
export const http = createHttp(httpOptions);

/**
 * The session's calls (current user, logout, profile language): every screen's stores use them.
 * Only the session's two auth calls: the sign-in forms build `authCalls` themselves (ADR 0042).
 */
export const api = { auth: sessionCalls(http), users: userCalls(http) };
