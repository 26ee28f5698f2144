import { adminCsvPath, type NinDecisionBody } from '@kiwo/api-client';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from './api';
import { downloadCsv } from './farm';

/** Admin console reads (issue 9); a NIN decision refreshes every `admin` read. */
export interface AdminListFilters {
  search: string;
  state: string;
  ninStatus: string;
  page: number;
}

const orUndefined = (s: string) => (s === '' ? undefined : s);

export const useAdminOverview = () => useSWR(['admin', 'overview'], () => api.admin.overview());

export const useAdminUsers = (role: 'farmer' | 'agent', f: AdminListFilters) =>
  useSWR(['admin', role, f.search, f.state, f.ninStatus, f.page], () =>
    (role === 'farmer' ? api.admin.farmers : api.admin.agents)({
      search: orUndefined(f.search),
      state: orUndefined(f.state) as never,
      ninStatus: orUndefined(f.ninStatus) as never,
      page: f.page,
    }),
  );

export const useUssdEvents = (search: string, page: number) =>
  useSWR(['admin', 'ussd', search, page], () =>
    api.admin.ussdEvents({ search: orUndefined(search), page }),
  );

export const useSubscribers = (search: string, page: number) =>
  useSWR(['admin', 'subscribers', search, page], () =>
    api.admin.subscribers({ search: orUndefined(search), page }),
  );

export const useNinDecision = () => {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    ['admin-write', 'nin'],
    async (_key: unknown, { arg }: { arg: { userId: string; body: NinDecisionBody } }) => {
      const user = await api.admin.decideNin(arg.userId, arg.body);
      await mutate((key) => Array.isArray(key) && key[0] === 'admin');
      return user;
    },
  );
};

export const downloadSubscribersCsv = (search: string) =>
  downloadCsv(adminCsvPath({ search: orUndefined(search) }), 'kiwo-newsletter-subscribers');
