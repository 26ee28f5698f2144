import { z } from 'zod';
import { REPORT_TYPES } from '../constants';
import { registerBody } from './auth';
import { envelope } from './envelope';
import { wholeNumber } from './fields';
import { livestockSchema, publicUser, stateSchema } from './user';

export { REPORT_TYPES };

// The extension-agent workspace (ADR 0004): farmers registered by an agent, the agent's farmer
// list, reports about farmers, and the agent dashboard.

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()) as unknown as z.ZodOptional<T>;

const text = (label: string, max: number) =>
  z
    .string({
      error: (i) => (i.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** List pages: `page` from 1, `limit` 1-100 (default 20). */
export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;
const pageQuery = {
  page: optional(wholeNumber('Page', 1, 100_000)),
  limit: optional(wholeNumber('Limit', 1, PAGE_LIMIT_MAX)),
};

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  /** Items matching the query, on every page. */
  total: z.number().int(),
  /** Number of pages (0 when nothing matches). */
  pages: z.number().int(),
});

// ---- registering a farmer -----------------------------------------------------------------------

/**
 * `POST /users/farmers` — the spec §3 registration payload, filled in by an agent for a farmer
 * (NIN and email optional; the password is set by the agent and must be changed at first login).
 * `role` may only be `farmer`. `agentId` is read for admins only (required for them): an agent
 * always registers farmers for themselves.
 */
export const registerFarmerBody = z
  .object({
    ...registerBody.shape,
    role: optional(z.literal('farmer', { error: 'Agents can register farmers only' })),
    agentId: optional(z.uuid({ error: 'Agent not found' })),
  })
  // The declared animals become the first section of the farm (ADR 0067):
  // without their livestock they would have nowhere to go and the farm would show 0.
  .refine((body) => !(body.totalLivestockCount && !body.primaryLivestock), {
    path: ['primaryLivestock'],
    message: 'Choose the livestock these animals are',
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

// ---- the agent's farmer list --------------------------------------------------------------------

/** `GET /users/farmers/by-agent` filters. `search` matches name, phone or farm name. */
export const AGENT_FARMER_SORTS = ['newest', 'lastRecord', 'mortality', 'name', 'state'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/**
 * `sort`: `newest` (registered, the default), `lastRecord` (the longest silent first, never
 * recorded before them), `mortality` (most deaths in the last `MORTALITY_ALERT_DAYS` days first),
 * `name`, `state` (A→Z); `order` flips the natural direction. Ties fall back to the id, so pages
 * never repeat or skip a farmer.
 */
export const agentFarmersQuery = z.object({
  search: optional(z.string().trim().max(100, 'Search must be at most 100 characters')),
  state: optional(stateSchema),
  livestock: optional(livestockSchema),
  sort: optional(
    z.enum(AGENT_FARMER_SORTS, {
      error: `Sort must be one of: ${AGENT_FARMER_SORTS.join(', ')}`,
    }),
  ),
  order: optional(z.enum(SORT_ORDERS, { error: 'Order must be asc or desc' })),
  ...pageQuery,
});

/**
 * `GET /agents/farmers.csv`: the list's search, filters and sort, every matching farmer (no
 * pages). An admin names the agent whose farmers to export; an agent always gets their own.
 */
export const agentFarmersCsvQuery = agentFarmersQuery
  .omit({ page: true, limit: true })
  .extend({ agentId: optional(z.uuid({ error: 'Agent not found' })) });

/** A farmer as the agent's list shows them. */
export const agentFarmer = publicUser.extend({
  /** Day (`YYYY-MM-DD`, Lagos calendar) of the farmer's latest daily record; null if none. */
  lastRecordAt: z.string().nullable(),
  /** Live animals across the farmer's active batches. */
  animals: z.number().int(),
  /** Deaths recorded in the last `MORTALITY_ALERT_DAYS` calendar days (Lagos). */
  recentMortality: z.number().int(),
});

/** Spec §7 `{ success, data: [...] }`, plus `pagination` beside `data`. */
export const agentFarmersResponse = envelope(z.array(agentFarmer)).extend({ pagination });

// ---- reports (spec §3 Report) -------------------------------------------------------------------

export const reportTypeSchema = z.enum(REPORT_TYPES, {
  error: `Report type must be one of: ${REPORT_TYPES.join(', ')}`,
});
export const REPORT_ISSUE_MAX = 2000;
export const REPORT_LOCATION_MAX = 200;

/** `POST /reports` (agents only, about a farmer attached to them). */
export const createReportBody = z.object({
  farmerId: z.uuid({ error: 'Farmer not found' }),
  reportType: reportTypeSchema,
  issue: text('Issue', REPORT_ISSUE_MAX),
  location: optional(text('Location', REPORT_LOCATION_MAX)),
});

/** `GET /reports`: agents see their own reports, admins all (filter by agent or farmer). */
export const reportsQuery = z.object({
  farmerId: optional(z.uuid({ error: 'Farmer not found' })),
  /** Admins only; an agent's list is always their own. */
  agentId: optional(z.uuid({ error: 'Agent not found' })),
  ...pageQuery,
});

const personName = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() });

export const report = z.object({
  _id: z.string(),
  agentId: z.string(),
  farmerId: z.string(),
  issue: z.string(),
  reportType: reportTypeSchema,
  location: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** Names for lists, so a screen needs no second call. */
  agent: personName,
  farmer: personName.extend({ phone: z.string() }),
});

export const reportResponse = envelope(report);
export const reportsResponse = envelope(z.array(report)).extend({ pagination });

// ---- the agent dashboard ------------------------------------------------------------------------

/** Farmers with no daily record in the last `NEED_VISIT_DAYS` calendar days (Lagos). */
export const NEED_VISIT_DAYS = 7;
/** Mortality alerts look at the last 7 calendar days (Lagos). */
export const MORTALITY_ALERT_DAYS = 7;

export const needVisitItem = z.object({
  farmerId: z.string(),
  name: z.string(),
  phone: z.string(),
  /** Latest record day (`YYYY-MM-DD`), or null when the farmer never recorded anything. */
  lastRecordAt: z.string().nullable(),
});

export const mortalityAlert = z.object({
  farmerId: z.string(),
  /** The farmer's name. */
  name: z.string(),
  sectionId: z.string(),
  sectionName: z.string(),
  batchName: z.string(),
  /** `YYYY-MM-DD`. */
  date: z.string(),
  /** Deaths recorded that day. */
  mortality: z.number().int(),
  /** Deaths as a percentage (1 decimal) of the animals alive at the start of that day. */
  rate: z.number(),
});

/** `GET /agents/me/dashboard`. */
export const agentDashboard = z.object({
  /** Farmers attached to the agent. */
  farmers: z.number().int(),
  /** Live animals across the active batches of those farmers. */
  animals: z.number().int(),
  /** Who needs a visit: never-recorded farmers first, then the longest silent. */
  needVisit: z.array(needVisitItem),
  /** How many farmers need a visit (the list is capped). */
  needVisitCount: z.number().int(),
  mortalityAlerts: z.array(mortalityAlert),
  /** The threshold in use (`MORTALITY_ALERT_PERCENT`). */
  mortalityAlertPercent: z.number(),
  /** The agent's 5 newest reports. */
  recentReports: z.array(report),
});

export const agentDashboardResponse = envelope(agentDashboard);

// ---- who needs a visit ---------------------------------------------------------------------------

/**
 * Why a farmer is on the "needs a visit" list: no record in `NEED_VISIT_DAYS` days (`days` since
 * the last one, null when never), a mortality alert in the last `MORTALITY_ALERT_DAYS` days (the
 * worst day's rate), or a vaccination/treatment of the health calendar past its window.
 */
export const visitReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('noRecord'), days: z.number().int().nullable() }),
  z.object({
    kind: z.literal('mortality'),
    sectionName: z.string(),
    date: z.string(),
    mortality: z.number().int(),
    rate: z.number(),
  }),
  z.object({
    kind: z.literal('overdueHealth'),
    itemId: z.string(),
    sectionName: z.string(),
    dueTo: z.string(),
  }),
]);

export const visitItem = z.object({
  farmerId: z.string(),
  name: z.string(),
  phone: z.string(),
  stateOfResidence: z.string().nullable(),
  lastRecordAt: z.string().nullable(),
  /** Mortality first, then overdue health items, then silence. */
  reasons: z.array(visitReason).min(1),
});

/** `GET /agents/me/visits`: every farmer who needs a visit, worst first, paged. */
export const visitsQuery = z.object({ ...pageQuery });
export const visitsResponse = envelope(z.array(visitItem)).extend({ pagination });

export type RegisterFarmerBody = z.input<typeof registerFarmerBody>;
export type AgentFarmersQuery = z.input<typeof agentFarmersQuery>;
export type AgentFarmersCsvQuery = z.input<typeof agentFarmersCsvQuery>;
export type AgentFarmer = z.infer<typeof agentFarmer>;
export type AgentFarmerSort = (typeof AGENT_FARMER_SORTS)[number];
export type VisitReason = z.infer<typeof visitReason>;
export type VisitItem = z.infer<typeof visitItem>;
export type VisitsQuery = z.input<typeof visitsQuery>;
export type Pagination = z.infer<typeof pagination>;
export type AgentFarmersResponse = z.infer<typeof agentFarmersResponse>;
export type ReportType = (typeof REPORT_TYPES)[number];
export type CreateReportBody = z.input<typeof createReportBody>;
export type ReportsQuery = z.input<typeof reportsQuery>;
export type Report = z.infer<typeof report>;
export type ReportsResponse = z.infer<typeof reportsResponse>;
export type NeedVisitItem = z.infer<typeof needVisitItem>;
export type MortalityAlert = z.infer<typeof mortalityAlert>;
export type AgentDashboard = z.infer<typeof agentDashboard>;
