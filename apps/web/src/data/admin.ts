import {
  type AdminAnalyticsQuery,
  type AgentPerformanceQuery,
  type AssignAgentBody,
  type AudienceQuery,
  adminCalls,
  adminCsvPath,
  type CreateInviteBody,
  type MoveFarmersBody,
  marketplaceCalls,
  type NinDecisionBody,
  type RequestStatus,
  type SendNotificationBody,
} from '@kiwo/api-client';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { http } from './api';
import { downloadCsv } from './csv';

/** Only the areas this module calls (the route JavaScript budget). */
const api = { admin: adminCalls(http), marketplace: marketplaceCalls(http) };

/** Admin console reads (ADR 0015), keyed under `admin`; every admin write refreshes them all. */
export interface AdminListFilters {
  search: string;
  state: string;
  ninStatus: string;
  status: string;
  page: number;
  /** Farmers of one agent (the agent's detail page). */
  agentId?: string;
}

const orUndefined = (s: string | undefined) => (s === '' ? undefined : s);

export const useAdminOverview = () => useSWR(['admin', 'overview'], () => api.admin.overview());

export const useAdminUsers = (role: 'farmer' | 'agent', f: AdminListFilters) =>
  useSWR(
    ['admin', role, f.search, f.state, f.ninStatus, f.status, f.agentId ?? '', f.page],
    () =>
      (role === 'farmer' ? api.admin.farmers : api.admin.agents)({
        search: orUndefined(f.search),
        state: orUndefined(f.state) as never,
        ninStatus: orUndefined(f.ninStatus) as never,
        status: orUndefined(f.status) as never,
        agentId: orUndefined(f.agentId),
        page: f.page,
      }),
    { keepPreviousData: true },
  );

export const useAdminUser = (id: string) =>
  useSWR(id ? ['admin', 'user', id] : null, () => api.admin.user(id));

/** Agents matching a search, for the assign picker (first page). */
export const useAgentSearch = (search: string) =>
  useSWR(
    ['admin', 'agent-search', search],
    () => api.admin.agents({ search: orUndefined(search), status: 'active', limit: 20 }),
    { keepPreviousData: true },
  );

/** Farmers and agents matching a search, for "send to one person". */
export const usePeopleSearch = (search: string) =>
  useSWR(
    search.trim().length >= 2 ? ['admin', 'people', search] : null,
    async () => {
      const [farmers, agents] = await Promise.all([
        api.admin.farmers({ search, status: 'active', limit: 10 }),
        api.admin.agents({ search, status: 'active', limit: 10 }),
      ]);
      return [...farmers.items, ...agents.items];
    },
    { keepPreviousData: true },
  );

export const useSubscribers = (search: string, page: number) =>
  useSWR(['admin', 'subscribers', search, page], () =>
    api.admin.subscribers({ search: orUndefined(search), page }),
  );

/** Recipients of a message to this audience; null while the audience is incomplete. */
export const useRecipientCount = (audience: AudienceQuery | null) =>
  useSWR(audience ? ['admin', 'recipients', JSON.stringify(audience)] : null, () =>
    api.admin.recipients(audience as AudienceQuery),
  );

export const useSentNotifications = () =>
  useSWR(['admin', 'sent-notifications'], () => api.admin.sentNotifications());

export const useAdminAnalytics = (q: AdminAnalyticsQuery) =>
  useSWR(['admin', 'analytics', JSON.stringify(q)], () => api.admin.analytics(q), {
    keepPreviousData: true,
  });

/** The last 30 days' sign-up → first record → 7-day active funnel (product events, ADR 0052). */
export const useSignupFunnel = () => useSWR(['admin', 'funnel'], () => api.admin.signupFunnel());

/** An admin write; afterwards every `admin` read (and farm figures) is fetched again. */
const useAdminWrite = <Arg, Result>(name: string, run: (arg: Arg) => Promise<Result>) => {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['admin-write', name], async (_key: unknown, { arg }: { arg: Arg }) => {
    const result = await run(arg);
    await mutate((key) => Array.isArray(key) && (key[0] === 'admin' || key[0] === 'market'));
    return result;
  });
};

/** The latest check of a pending NIN (null: not checked yet). */
export const useNinCheck = (userId: string) =>
  useSWR(['admin', 'nin-check', userId], () => api.admin.ninCheck(userId));

export const useRunNinCheck = () =>
  useAdminWrite('nin-check', (arg: { userId: string; documentName: string }) =>
    api.admin.checkNin(arg.userId, arg.documentName ? { documentName: arg.documentName } : {}),
  );

/** Every agent's last 7 days (sortable, paged). */
export const useAgentPerformance = (q: AgentPerformanceQuery) =>
  useSWR(['admin', 'performance', JSON.stringify(q)], () => api.admin.agentPerformance(q), {
    keepPreviousData: true,
  });

export const useImportFarmers = () =>
  useAdminWrite('import', (arg: { csv: string; commit: boolean }) => api.admin.importFarmers(arg));

export const useNinDecision = () =>
  useAdminWrite('nin', (arg: { userId: string; body: NinDecisionBody }) =>
    api.admin.decideNin(arg.userId, arg.body),
  );

export const useSuspend = () =>
  useAdminWrite('suspend', (arg: { userId: string; reason: string }) =>
    api.admin.suspend(arg.userId, { reason: arg.reason }),
  );

export const useReactivate = () =>
  useAdminWrite('reactivate', (arg: { userId: string; reason?: string | undefined }) =>
    api.admin.reactivate(arg.userId, arg.reason ? { reason: arg.reason } : {}),
  );

/** The latest staff invitations (ADR 0061), and making one (its link is answered once). */
export const useInvites = () => useSWR(['admin', 'invites'], () => api.admin.invites());
export const useCreateInvite = () =>
  useAdminWrite('invite', (body: CreateInviteBody) => api.admin.createInvite(body));

/** Approve or reject an agent waiting since their sign-up (ADR 0055). */
export const useDecideAgent = () =>
  useAdminWrite(
    'decide-agent',
    (arg: { userId: string; decision: 'approve' | 'reject'; reason?: string | undefined }) =>
      api.admin.decideAgent(arg.userId, {
        decision: arg.decision,
        ...(arg.reason ? { reason: arg.reason } : {}),
      }),
  );

export const useAssignAgent = () =>
  useAdminWrite('assign-agent', (arg: { farmerId: string; body: AssignAgentBody }) =>
    api.admin.assignAgent(arg.farmerId, arg.body),
  );

/** Moves many farmers to one agent: by id, or every farmer matching the list's filter. */
export const useMoveFarmers = () =>
  useAdminWrite('move-farmers', (body: MoveFarmersBody) => api.admin.moveFarmers(body));

export const useSendNotification = () =>
  useAdminWrite('send-notification', (body: SendNotificationBody) =>
    api.admin.sendNotification(body),
  );

/** Hide a listing with a reason for its seller, or show it again. */
export const useModerate = () =>
  useAdminWrite('moderate', (arg: { id: string; hidden: boolean; reason?: string }) =>
    api.marketplace.moderateListing(arg.id, arg.hidden, arg.reason),
  );

/** Hide a buy/sell request with a reason for its author, or show it again. */
export const useModerateRequest = () =>
  useAdminWrite('moderate-request', (arg: { id: string; hidden: boolean; reason?: string }) =>
    api.marketplace.moderateRequest(arg.id, arg.hidden, arg.reason),
  );

/** Every buy/sell request with all its answers, for moderation (any status unless chosen). */
export const useAdminRequests = (q: { search: string; status: string; page: number }) =>
  useSWR(
    ['market', 'admin-requests', q.search, q.status, q.page],
    () =>
      api.marketplace.requests({
        search: orUndefined(q.search),
        status: orUndefined(q.status) as RequestStatus | undefined,
        page: q.page,
        limit: 20,
      }),
    { keepPreviousData: true },
  );

/** All listings for moderation (every status unless one is chosen). */
export const useAdminListings = (q: { search: string; status: string; page: number }) =>
  useSWR(
    ['market', 'admin-listings', q.search, q.status, q.page],
    () =>
      api.marketplace.listings({
        search: orUndefined(q.search),
        status: orUndefined(q.status) as never,
        page: q.page,
        limit: 20,
      }),
    { keepPreviousData: true },
  );

export const downloadSubscribersCsv = (search: string) =>
  downloadCsv(adminCsvPath({ search: orUndefined(search) }), 'kiwo-newsletter-subscribers');
