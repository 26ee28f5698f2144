import { phoneCallCalls } from '@kiwo/api-client';
import useSWR from 'swr';
import { http } from './api';

/** The phone line's calls for admins (ADR 0043). */
const api = phoneCallCalls(http);

export const useAdminPhoneCalls = (f: { phone: string; page: number }) =>
  useSWR(
    ['admin', 'phone-calls', f.phone, f.page],
    () => api.list({ phone: f.phone.trim() || undefined, page: f.page, limit: 20 }),
    { keepPreviousData: true },
  );
