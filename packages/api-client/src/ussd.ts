import type { Http } from './http';
import type { UssdSessionsQuery, UssdSessionsResponse } from './schemas/ussd';

type Envelope<T> = { success: boolean; message: string; data: T };

/** `GET /admin/ussd-sessions.csv` with the same filters, for a download link. */
export const ussdSessionsCsvPath = (q: Pick<UssdSessionsQuery, 'search' | 'menu'> = {}) => {
  const params = new URLSearchParams();
  if (typeof q.search === 'string' && q.search !== '') params.set('search', q.search);
  if (q.menu) params.set('menu', q.menu);
  const s = params.toString();
  return s ? `/admin/ussd-sessions.csv?${s}` : '/admin/ussd-sessions.csv';
};

/** The USSD channel's web calls (ADR 0027): the admin's sessions page and the user's PIN. */
export const ussdCalls = (http: Http) => ({
  sessions: (q: UssdSessionsQuery = {}) =>
    http<UssdSessionsResponse>('GET', '/admin/ussd-sessions', {
      query: q as Record<string, string | number | undefined>,
      defaultMessage: 'Failed to load USSD sessions',
    }),
  pin: async () =>
    (
      await http<Envelope<{ hasPin: boolean }>>('GET', '/ussd/pin', {
        defaultMessage: 'Failed to load the USSD PIN',
      })
    ).data,
  setPin: async (pin: string) =>
    (
      await http<Envelope<{ hasPin: boolean }>>('PUT', '/ussd/pin', {
        body: { pin },
        defaultMessage: 'Could not save the USSD PIN',
      })
    ).data,
  removePin: async () =>
    (
      await http<Envelope<{ hasPin: boolean }>>('DELETE', '/ussd/pin', {
        defaultMessage: 'Could not remove the USSD PIN',
      })
    ).data,
});
