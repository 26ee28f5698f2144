import type { CreateReportBody, RegisterFarmerBody, UpdateDetailsBody } from '@kiwo/api-client';
import { agentCalls } from '@kiwo/api-client';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { http } from './api';

/** Only the areas this module calls (the route JavaScript budget). */
const api = { agent: agentCalls(http) };

/** Agent workspace reads and writes; writes refresh every `agent` read. */
export const useAgentDashboard = () => useSWR(['agent', 'dashboard'], () => api.agent.dashboard());

export const useAgentFarmers = (q: {
  search: string;
  state: string;
  livestock: string;
  page: number;
}) =>
  useSWR(['agent', 'farmers', q.search, q.state, q.livestock, q.page], () =>
    api.agent.farmers({
      search: q.search || undefined,
      state: (q.state || undefined) as never,
      livestock: (q.livestock || undefined) as never,
      page: q.page,
    }),
  );

export const useAgentFarmer = (farmerId: string) =>
  useSWR(['agent', 'farmer', farmerId], () => api.agent.farmer(farmerId));

export const useReports = (farmerId?: string) =>
  useSWR(['agent', 'reports', farmerId ?? ''], () => api.agent.reports({ farmerId, limit: 50 }));

const useAgentWrite = <Arg, Result>(name: string, run: (arg: Arg) => Promise<Result>) => {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['agent-write', name], async (_key: unknown, { arg }: { arg: Arg }) => {
    const result = await run(arg);
    await mutate((key) => Array.isArray(key) && key[0] === 'agent');
    return result;
  });
};

export const useRegisterFarmer = () =>
  useAgentWrite('register', (body: RegisterFarmerBody) => api.agent.registerFarmer(body));

export const useUpdateFarmer = () =>
  useAgentWrite('update', ({ farmerId, body }: { farmerId: string; body: UpdateDetailsBody }) =>
    api.agent.updateFarmer(farmerId, body),
  );

export const useFileReport = () =>
  useAgentWrite('report', (body: CreateReportBody) => api.agent.fileReport(body));
