import { type MessageChannel, type MessageStatus, messageCalls } from '@kiwo/api-client';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { http } from './api';

/** Outbound SMS and email (ADR 0037): the admin messages page and the user's SMS alert switch. */
const api = messageCalls(http);

export interface MessageFilters {
  phone: string;
  status: MessageStatus | undefined;
  channel: MessageChannel | undefined;
  page: number;
}

export const useAdminMessages = (f: MessageFilters) =>
  useSWR(
    ['admin', 'messages', f.phone, f.status ?? '', f.channel ?? '', f.page],
    () =>
      api.list({
        phone: f.phone.trim() || undefined,
        status: f.status,
        channel: f.channel,
        page: f.page,
        limit: 20,
      }),
    { keepPreviousData: true },
  );

export const useMessagesSummary = () => useSWR(['admin', 'messages', 'summary'], api.summary);

export const useSmsAlerts = () => useSWR('users/sms-alerts', api.smsAlerts);

export const useSetSmsAlerts = () =>
  useSWRMutation(
    'users/sms-alerts',
    (_key: string, { arg }: { arg: boolean }) => api.setSmsAlerts(arg),
    { populateCache: true, revalidate: false },
  );
