import type { Page } from './agent';
import type { Http } from './http';
import type {
  AdminOverview,
  AdminUser,
  AdminUserDetail,
  AdminUsersQuery,
  AgentApprovalBody,
  AgentPerformanceQuery,
  AgentPerformanceRow,
  AssignAgentBody,
  FarmerImportReport,
  MoveFarmersBody,
  NewsletterSubscriber,
  NinCheckBody,
  NinCheckView,
  NinDecisionBody,
  ReactivateUserBody,
  SubscribersQuery,
  SuspendUserBody,
  UssdEvent,
  UssdEventsQuery,
} from './schemas/admin';
import type {
  AdminAnalytics,
  AdminAnalyticsQuery,
  AudienceQuery,
  SendNotificationBody,
  SentMessage,
} from './schemas/admin-ops';
import type { Pagination } from './schemas/agent';
import type { SignupFunnel } from './schemas/events';
import type { CreatedInvite, CreateInviteBody, Invite } from './schemas/staff';

type Envelope<T> = { success: boolean; message: string; data: T };
type Paged<T> = Envelope<T[]> & { pagination: Pagination };

const seg = encodeURIComponent;
const query = (q: object) => q as Record<string, string | number | undefined>;

/** `GET /admin/newsletter-subscribers.csv` with the same search, for a download link. */
export const adminCsvPath = (q: Pick<SubscribersQuery, 'search'> = {}) => {
  const search = typeof q.search === 'string' && q.search !== '' ? q.search : undefined;
  return search
    ? `/admin/newsletter-subscribers.csv?${new URLSearchParams({ search })}`
    : '/admin/newsletter-subscribers.csv';
};

/** The admin console (ADR 0015): every call needs an admin session (403 otherwise). */
export const adminCalls = (http: Http) => {
  const page =
    <T>(path: string, defaultMessage: string) =>
    async (q: object = {}): Promise<Page<T>> => {
      const body = await http<Paged<T>>('GET', path, { query: query(q), defaultMessage });
      return { items: body.data, pagination: body.pagination };
    };
  return {
    overview: async () =>
      (
        await http<Envelope<AdminOverview>>('GET', '/admin/overview', {
          defaultMessage: 'Failed to load the overview',
        })
      ).data,
    farmers: page<AdminUser>('/admin/farmers', 'Failed to fetch farmers') as (
      q?: AdminUsersQuery,
    ) => Promise<Page<AdminUser>>,
    agents: page<AdminUser>('/admin/agents', 'Failed to fetch agents') as (
      q?: AdminUsersQuery,
    ) => Promise<Page<AdminUser>>,
    user: async (userId: string) =>
      (
        await http<Envelope<AdminUserDetail>>('GET', `/admin/users/${seg(userId)}`, {
          defaultMessage: 'Failed to load the user',
        })
      ).data,
    /** Attach, move (another agent) or detach (`agentId: null`) a farmer. */
    assignAgent: async (farmerId: string, body: AssignAgentBody) =>
      (
        await http<Envelope<AdminUser>>('PUT', `/admin/farmers/${seg(farmerId)}/agent`, {
          body,
          defaultMessage: 'Failed to assign the agent',
        })
      ).data,
    /** Approve or reject a pending NIN (a rejection needs a reason); 409 once reviewed. */
    decideNin: async (userId: string, body: NinDecisionBody) =>
      (
        await http<Envelope<AdminUser>>('POST', `/admin/users/${seg(userId)}/nin`, {
          body,
          defaultMessage: 'Failed to save the decision',
        })
      ).data,
    /** The latest check of a pending NIN (null: none yet). */
    ninCheck: async (userId: string) =>
      (
        await http<Envelope<NinCheckView | null>>('GET', `/admin/users/${seg(userId)}/nin/check`, {
          defaultMessage: 'Failed to load the NIN check',
        })
      ).data,
    /** Runs the NIN check (format, the name on the slip, the provider when configured). */
    checkNin: async (userId: string, body: NinCheckBody) =>
      (
        await http<Envelope<NinCheckView>>('POST', `/admin/users/${seg(userId)}/nin/check`, {
          body,
          defaultMessage: 'Failed to check the NIN',
        })
      ).data,
    agentPerformance: page<AgentPerformanceRow>(
      '/admin/agents/performance',
      'Failed to load agent performance',
    ) as (q?: AgentPerformanceQuery) => Promise<Page<AgentPerformanceRow>>,
    /** Moves farmers (by id or by filter) to one agent. */
    moveFarmers: async (body: MoveFarmersBody) =>
      (
        await http<Envelope<{ moved: number; unchanged: number }>>('POST', '/admin/farmers/move', {
          body,
          defaultMessage: 'Failed to move the farmers',
        })
      ).data,
    /** A dry run (`commit: false`) or the import of a farmers CSV. */
    importFarmers: async (body: { csv: string; commit: boolean; agentId?: string }) =>
      (
        await http<Envelope<FarmerImportReport>>('POST', '/admin/farmers/import', {
          body,
          defaultMessage: 'Failed to import the file',
        })
      ).data,
    /** Suspends an account (every session ends); 409 for the admin's own or a suspended one. */
    suspend: async (userId: string, body: SuspendUserBody) =>
      (
        await http<Envelope<AdminUser>>('POST', `/admin/users/${seg(userId)}/suspend`, {
          body,
          defaultMessage: 'Failed to suspend the account',
        })
      ).data,
    reactivate: async (userId: string, body: ReactivateUserBody = {}) =>
      (
        await http<Envelope<AdminUser>>('POST', `/admin/users/${seg(userId)}/reactivate`, {
          body,
          defaultMessage: 'Failed to reactivate the account',
        })
      ).data,
    /** Approves or rejects an agent waiting since their sign-up (ADR 0055). */
    decideAgent: async (userId: string, body: AgentApprovalBody) =>
      (
        await http<Envelope<AdminUser>>('POST', `/admin/users/${seg(userId)}/agent-approval`, {
          body,
          defaultMessage: 'Failed to save the decision',
        })
      ).data,
    /** A single-use sign-up link for an agent or a vet (ADR 0061); the link is shown once. */
    createInvite: async (body: CreateInviteBody) =>
      (
        await http<Envelope<CreatedInvite>>('POST', '/admin/invites', {
          body,
          defaultMessage: 'Failed to create the invitation',
        })
      ).data,
    /** The latest invitations, used or not, without their links. */
    invites: async () =>
      (
        await http<Envelope<Invite[]>>('GET', '/admin/invites', {
          defaultMessage: 'Failed to load the invitations',
        })
      ).data,
    /** How many active accounts a message to this audience reaches. */
    recipients: async (audience: AudienceQuery) =>
      (
        await http<Envelope<{ recipients: number }>>('GET', '/admin/notifications/recipients', {
          query: query(audience),
          defaultMessage: 'Failed to count the recipients',
        })
      ).data.recipients,
    sendNotification: async (body: SendNotificationBody) =>
      (
        await http<Envelope<{ sent: number }>>('POST', '/admin/notifications', {
          body,
          defaultMessage: 'Failed to send the notification',
        })
      ).data.sent,
    sentNotifications: async () =>
      (
        await http<Envelope<SentMessage[]>>('GET', '/admin/notifications/sent', {
          defaultMessage: 'Failed to load sent notifications',
        })
      ).data,
    analytics: async (q: AdminAnalyticsQuery = {}) =>
      (
        await http<Envelope<AdminAnalytics>>('GET', '/admin/analytics', {
          query: query(q),
          defaultMessage: 'Failed to load analytics',
        })
      ).data,
    signupFunnel: async () =>
      (
        await http<Envelope<SignupFunnel>>('GET', '/admin/analytics/funnel', {
          defaultMessage: 'Failed to load the sign-up funnel',
        })
      ).data,
    ussdEvents: page<UssdEvent>('/admin/ussd-events', 'Failed to load USSD events') as (
      q?: UssdEventsQuery,
    ) => Promise<Page<UssdEvent>>,
    subscribers: page<NewsletterSubscriber>(
      '/admin/newsletter-subscribers',
      'Failed to load subscribers',
    ) as (q?: SubscribersQuery) => Promise<Page<NewsletterSubscriber>>,
  };
};
