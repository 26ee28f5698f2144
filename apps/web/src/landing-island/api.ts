import type { NewsletterSubscribeResponse, PublicUser } from '@kiwo/api-client';
import { createHttp } from '@kiwo/api-client';
import type { UserLanguage } from '@kiwo/i18n';
import { currentSession } from './session';

type Envelope<T> = { success: boolean; message: string; data: T };

/**
 * The four calls the landing page makes, on the api-client's `createHttp` (same timeout, bearer
 * header and spec §8 message rules as the app). Not `createApiClient`: that would carry every
 * call group of the app into the page.
 */
const http = createHttp({
  baseUrl: import.meta.env.VITE_API_BASE ?? '/api',
  getToken: () => currentSession()?.token,
});

export const landingApi = {
  subscribe: (email: string) =>
    http<NewsletterSubscribeResponse>('POST', '/newsletter/subscribe', {
      body: { email },
      defaultMessage: 'An error occurred. Please try again later.',
    }),
  me: async () =>
    (await http<Envelope<PublicUser>>('GET', '/auth/me', { defaultMessage: 'Session expired' }))
      .data,
  logout: () => http<Envelope<null>>('GET', '/auth/logout', { defaultMessage: 'Logout failed' }),
  updateProfile: async (body: { language: UserLanguage }) =>
    (
      await http<Envelope<PublicUser>>('PATCH', '/users/profile', {
        body,
        defaultMessage: 'Update failed',
      })
    ).data,
};
