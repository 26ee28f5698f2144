import type {
  AgentFarmerSort,
  CreateReportBody,
  RegisterFarmerBody,
  UpdateDetailsBody,
} from '@kiwo/api-client';
import { agentCalls, agentFarmersCsvPath } from '@kiwo/api-client';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { http } from './api';
import { downloadCsv } from './csv';

/** Only the areas this module calls (the route JavaScript budget). */
const api = { agent: agentCalls(http) };

/** Agent workspace reads and writes; writes refresh every `agent` read. */
export const useAgentDashboard = () => useSWR(['agent', 'dashboard'], () => api.agent.dashboard());

export const useAgentFarmers = (q: {
  search: string;
  state: string;
  livestock: string;
  sort?: string;
  page: number;
}) =>
  useSWR(
    ['agent', 'farmers', q.search, q.state, q.livestock, q.sort ?? '', q.page],
    () =>
      api.agent.farmers({
        search: q.search || undefined,
        state: (q.state || undefined) as never,
        livestock: (q.livestock || undefined) as never,
        sort: (q.sort || undefined) as AgentFarmerSort | undefined,
        page: q.page,
      }),
    { keepPreviousData: true },
  );

/** Every farmer matching the list's search, filters and sort, as a CSV file (not one page). */
export const downloadAgentFarmersCsv = (
  q: { search: string; state: string; livestock: string; sort?: string },
  fileName: string,
) =>
  downloadCsv(
    agentFarmersCsvPath({
      search: q.search || undefined,
      state: (q.state || undefined) as never,
      livestock: (q.livestock || undefined) as never,
      sort: (q.sort || undefined) as AgentFarmerSort | undefined,
    }),
    fileName,
  );

/**
 * The farmer picker's answers: the first 10 of the agent's farmers matching the text (by name,
 * phone or farm), the previous answer shown while the next one is on its way.
 */
export const useFarmerSearch = (search: string) =>
  useSWR(
    ['agent', 'farmer-search', search],
    () => api.agent.farmers({ search: search || undefined, sort: 'name', limit: 10 }),
    { keepPreviousData: true },
  );

/** Every farmer who needs a visit, worst first, with why (pages of 10). */
export const useVisits = (page: number) =>
  useSWR(['agent', 'visits', page], () => api.agent.visits({ page, limit: 10 }), {
    keepPreviousData: true,
  });

export const useAgentFarmer = (farmerId: string) =>
  useSWR(['agent', 'farmer', farmerId], () => api.agent.farmer(farmerId));

/**
 * The name of the farmer an agent is visiting, for the outbox entries saved for them; undefined
 * on a farmer's own farm (no call is made then).
 */
export const useVisitedFarmerName = (farmerId: string | undefined) => {
  const { data } = useSWR(farmerId ? ['agent', 'farmer', farmerId] : null, () =>
    api.agent.farmer(farmerId as string),
  );
  return data ? `${data.firstName} ${data.lastName}`.trim() : undefined;
};

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
