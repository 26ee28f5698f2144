import { createApiClient } from '@kiwo/api-client';
import { currentToken } from '../stores/auth';

/** Both bases are same-origin by default; a deployment may move them (spec §7). */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE ?? '/api',
  emailBaseUrl: import.meta.env.VITE_EMAIL_API_BASE ?? import.meta.env.VITE_API_BASE ?? '/api',
  getToken: currentToken,
});
