import type { Http } from './http';
import type {
  AgentDashboard,
  AgentFarmer,
  AgentFarmersCsvQuery,
  AgentFarmersQuery,
  CreateReportBody,
  Pagination,
  RegisterFarmerBody,
  Report,
  ReportsQuery,
  VisitItem,
  VisitsQuery,
} from './schemas/agent';
import type { PendingContactChange, UpdateDetailsBody } from './schemas/auth';
import type { CreatePenBody, Pen } from './schemas/farm';
import type { PublicUser } from './schemas/user';

type Envelope<T> = { success: boolean; message: string; data: T };
type Paged<T> = Envelope<T[]> & { pagination: Pagination };

/** A page of items with its pagination. */
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

const seg = encodeURIComponent;
const query = (q: object) => q as Record<string, string | number | undefined>;

/**
 * `GET /agents/farmers.csv` with the list's search, filters and sort, for a download (a file, not
 * JSON; an empty result answers 404 `No data to export`).
 */
export const agentFarmersCsvPath = (q: AgentFarmersCsvQuery = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) if (value) params.set(key, String(value));
  const search = params.toString();
  return search ? `/agents/farmers.csv?${search}` : '/agents/farmers.csv';
};

/**
 * The extension-agent workspace (ADR 0004): register farmers, list them, edit their details,
 * create their pens, file reports, read the agent dashboard. Failures use the spec §8 defaults.
 */
export const agentCalls = (http: Http) => ({
  /** Spec §7 `GET /users/farmers/by-agent`: only the signed-in agent's farmers. */
  farmers: async (q: AgentFarmersQuery = {}): Promise<Page<AgentFarmer>> => {
    const body = await http<Paged<AgentFarmer>>('GET', '/users/farmers/by-agent', {
      query: query(q),
      defaultMessage: 'Failed to fetch farmers',
    });
    return { items: body.data, pagination: body.pagination };
  },
  /** Every farmer of the agent who needs a visit, worst first, each with why (paged). */
  visits: async (q: VisitsQuery = {}): Promise<Page<VisitItem>> => {
    const body = await http<Paged<VisitItem>>('GET', '/agents/me/visits', {
      query: query(q),
      defaultMessage: 'Failed to fetch farmers',
    });
    return { items: body.data, pagination: body.pagination };
  },
  /** One of the agent's farmers (an admin: any farmer); 404 for anyone else's. */
  farmer: async (farmerId: string) =>
    (
      await http<Envelope<AgentFarmer>>('GET', `/users/farmers/${seg(farmerId)}`, {
        defaultMessage: 'Failed to fetch farmers',
      })
    ).data,
  /**
   * Registers a farmer attached to the signed-in agent (an admin passes `agentId`). 409 with
   * `fields.phone` / `fields.email` when taken; 400 with a message per field.
   */
  registerFarmer: async (body: RegisterFarmerBody) =>
    (
      await http<Envelope<PublicUser>>('POST', '/users/farmers', {
        body,
        defaultMessage: 'Registration failed',
      })
    ).data,
  /**
   * Spec §7 `PUT /users/{farmerId}`. A new phone or email waits for its code: `contactChanges`
   * (finish with `users.confirmContactChange`, ADR 0025).
   */
  updateFarmer: async (farmerId: string, body: UpdateDetailsBody) => {
    const res = await http<Envelope<PublicUser> & { contactChanges?: PendingContactChange[] }>(
      'PUT',
      `/users/${seg(farmerId)}`,
      { body, defaultMessage: 'Update failed' },
    );
    return { user: res.data, contactChanges: res.contactChanges ?? [] };
  },
  /** Spec §7 `POST /pen/farmer/{farmerId}`. */
  createPen: async (farmerId: string, body: CreatePenBody) =>
    (
      await http<Envelope<Pen>>('POST', `/pen/farmer/${seg(farmerId)}`, {
        body,
        defaultMessage: 'Failed to create pen',
      })
    ).data,
  fileReport: async (body: CreateReportBody) =>
    (
      await http<Envelope<Report>>('POST', '/reports', {
        body,
        defaultMessage: 'Failed to file report',
      })
    ).data,
  reports: async (q: ReportsQuery = {}): Promise<Page<Report>> => {
    const body = await http<Paged<Report>>('GET', '/reports', {
      query: query(q),
      defaultMessage: 'Failed to load reports',
    });
    return { items: body.data, pagination: body.pagination };
  },
  dashboard: async () =>
    (
      await http<Envelope<AgentDashboard>>('GET', '/agents/me/dashboard', {
        defaultMessage: 'Failed to load dashboard',
      })
    ).data,
});
