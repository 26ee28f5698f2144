import type { Http } from './http';
import type { AdminPhoneCallsQuery, AdminPhoneCallsResponse } from './schemas/phone';

/** The phone line's calls for admins (ADR 0043). */
export const phoneCallCalls = (http: Http) => ({
  list: async (q: AdminPhoneCallsQuery = {}) =>
    (
      await http<AdminPhoneCallsResponse>('GET', '/admin/phone-calls', {
        query: q as Record<string, string | number | undefined>,
        defaultMessage: 'Failed to load phone calls',
      })
    ).data,
});
