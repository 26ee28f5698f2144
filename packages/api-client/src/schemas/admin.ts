import { z } from 'zod';
import { pagination } from './agent';
import { envelope } from './envelope';
import { wholeNumber } from './fields';
import { livestockSchema, ninStatusSchema, publicUser, roleSchema, stateSchema } from './user';

// The admin console (ADR 0015): overview figures, farmer and agent lists, NIN reviews, USSD events
// and newsletter subscribers. Every route is for admins only.

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional()) as unknown as z.ZodOptional<T>;

const pageQuery = {
  page: optional(wholeNumber('Page', 1, 100_000)),
  limit: optional(wholeNumber('Limit', 1, 100)),
};
const search = optional(z.string().trim().max(100, 'Search must be at most 100 characters'));

// ---- overview -----------------------------------------------------------------------------------

export const adminOverview = z.object({
  usersByRole: z.array(z.object({ role: roleSchema, count: z.number().int() })),
  /** Farmers per state of residence; `state` null for farmers who gave none. */
  usersByState: z.array(z.object({ state: z.string().nullable(), count: z.number().int() })),
  /** Farmers with at least one daily record in the last 7 days (today included). */
  activeFarmers7d: z.number().int(),
  totalFarmers: z.number().int(),
  /** Live animals in active batches per livestock type. */
  animalsByLivestock: z.array(z.object({ livestockType: z.string(), animals: z.number().int() })),
  /** NINs submitted and waiting for an admin's decision. */
  pendingNinReviews: z.number().int(),
  /** Consultation requests (app or USSD) still open. */
  openConsultations: z.number().int(),
  /** Vet consultation requests nobody has answered yet (open or assigned). */
  unansweredVetRequests: z.number().int(),
  /** USSD requests in the last 7 days. */
  ussdRequests7d: z.number().int(),
});
export const adminOverviewResponse = envelope(adminOverview);

// ---- farmers and agents ---------------------------------------------------------------------------

/** `GET /admin/farmers` and `/admin/agents`: `search` matches name, phone, email or farm name. */
export const adminUsersQuery = z.object({
  search,
  state: optional(stateSchema),
  ninStatus: optional(ninStatusSchema),
  livestock: optional(livestockSchema),
  status: optional(
    z.enum(['active', 'suspended', 'pending'], {
      error: 'Status must be active, suspended or pending',
    }),
  ),
  /** Farmers attached to this agent (the agent's detail page). */
  agentId: optional(z.uuid({ error: 'Agent id must be a UUID' })),
  ...pageQuery,
});

export const adminUser = publicUser.extend({
  /** Day (`YYYY-MM-DD`) of the latest daily record (farmers); null if none. */
  lastRecordAt: z.string().nullable(),
  /** Live animals in active batches (farmers); 0 for agents. */
  animals: z.number().int(),
  /** Farmers attached to this agent (agents); 0 for farmers. */
  farmers: z.number().int(),
  /** The attached agent's name (farmers). */
  agentName: z.string().nullable(),
  /** ISO 8601, when the NIN was submitted; null if never. */
  ninSubmittedAt: z.string().nullable(),
});
export const adminUsersResponse = envelope(z.array(adminUser)).extend({ pagination });

export const adminUserParams = z.object({ id: z.uuid({ error: 'User not found' }) });

/** `POST /admin/users/:id/nin`: a pending NIN becomes verified or rejected (with a reason). */
export const ninDecisionBody = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Decision must be approve or reject' }),
    reason: optional(z.string().trim().min(1).max(500, 'Reason must be at most 500 characters')),
    /** The admin saw the NIN slip and it matches (needed after an offline check). */
    attest: optional(z.boolean({ error: 'Attest must be true or false' })),
  })
  .refine((b) => b.decision === 'approve' || b.reason !== undefined, {
    message: 'A reason is required to reject a NIN',
    path: ['reason'],
  });
export const adminUserResponse = envelope(adminUser);

/** `POST /admin/users/:id/nin/check`: run the NIN check (ADR 0064). */
export const ninCheckBody = z.object({
  /** The full name printed on the NIN slip or card the admin is looking at. */
  documentName: optional(
    z.string().trim().min(2, 'Enter the name on the slip').max(200, 'Name is too long'),
  ),
});
const checkResult = z.enum(['pass', 'fail', 'not_run']);
/** What was checked and found; never the NIN. */
export const ninCheckView = z.object({
  id: z.string(),
  /** `offline` or the provider (`prembly`). */
  provider: z.string(),
  outcome: z.enum(['passed', 'failed', 'incomplete']),
  /** Nobody outside confirmed the record: approving needs `attest: true`. */
  needsAttestation: z.boolean(),
  checks: z.object({ format: checkResult, record: checkResult, name: checkResult }),
  providerStatus: z.enum(['match', 'not_found', 'refused', 'unavailable', 'timeout']).nullable(),
  createdAt: z.string(),
});
export const ninCheckResponse = envelope(ninCheckView.nullable());

// ---- one user: details, history, agent assignment --------------------------------------------------

/** One line of the admin audit log about a user (who did what, when and why). */
export const adminAuditEntry = z.object({
  id: z.string(),
  /** `user_suspended`, `user_reactivated`, `nin_approved`, `nin_rejected`, `farmer_assigned`, … */
  action: z.string(),
  adminName: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
});

/** `GET /admin/users/:id`: the user with their figures, counts and the admins' actions. */
export const adminUserDetail = z.object({
  user: adminUser,
  counts: z.object({
    pens: z.number().int(),
    batches: z.number().int(),
    activeBatches: z.number().int(),
    /** Agents: reports they filed; farmers: reports about them. */
    reports: z.number().int(),
    consultations: z.number().int(),
    listings: z.number().int(),
  }),
  /** Newest first, at most 50. */
  history: z.array(adminAuditEntry),
});
export const adminUserDetailResponse = envelope(adminUserDetail);

// ---- agent performance ------------------------------------------------------------------------------

export const AGENT_PERFORMANCE_SORTS = [
  'name',
  'farmers',
  'recording',
  'visits',
  'alerts',
  'consultations',
] as const;

/** `GET /admin/agents/performance`: every agent's last 7 days, sorted, a page at a time. */
export const agentPerformanceQuery = z.object({
  search,
  state: optional(stateSchema),
  sort: optional(
    z.enum(AGENT_PERFORMANCE_SORTS, {
      error: `Sort must be one of: ${AGENT_PERFORMANCE_SORTS.join(', ')}`,
    }),
  ),
  order: optional(z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' })),
  ...pageQuery,
});

/** One agent's figures; "last 7 days" counts today and the 6 days before (Lagos calendar). */
export const agentPerformanceRow = z.object({
  agentId: z.string(),
  name: z.string(),
  phone: z.string(),
  state: z.string().nullable(),
  status: z.string(),
  /** Farmers attached now. */
  farmers: z.number().int(),
  /** Of them, those with a daily record dated in the last 7 days. */
  recording7d: z.number().int(),
  /** Visit reports the agent filed in the last 7 days. */
  visits7d: z.number().int(),
  /** Mortality and help alerts the agent received in the last 7 days … */
  alerts7d: z.number().int(),
  /** … and of those, the ones they opened or acted on. */
  alertsHandled7d: z.number().int(),
  /** Consultations the agent replied to in the last 7 days (each counted once). */
  consultationsAnswered7d: z.number().int(),
});
export const agentPerformanceResponse = envelope(z.array(agentPerformanceRow)).extend({
  pagination,
});

// ---- farmer import (ADR 0065) -------------------------------------------------

/** The largest CSV accepted (characters) and the most data rows in one file. */
export const FARMER_IMPORT_MAX_CHARS = 512 * 1024;
export const FARMER_IMPORT_MAX_ROWS = 2000;
/** The columns a file may have; the first three are required. */
export const FARMER_IMPORT_COLUMNS = [
  'first_name',
  'last_name',
  'phone',
  'state',
  'gender',
  'age',
  'livestock',
  'animals',
  'farm_name',
  'agent_phone',
  'language',
] as const;
/** Why a row (or the file: row 1, the header) cannot be imported; the console words each. */
export const FARMER_IMPORT_ERRORS = [
  'missing_column',
  'unknown_column',
  'too_many_rows',
  'wrong_cell_count',
  'required',
  'invalid_name',
  'invalid_phone',
  'duplicate_in_file',
  'phone_taken',
  'invalid_state',
  'invalid_gender',
  'invalid_age',
  'invalid_livestock',
  'invalid_language',
  'invalid_count',
  'unknown_agent',
  'no_agent',
] as const;

/**
 * `POST /admin/farmers/import`: a CSV as text. `commit: false` (the default) is a dry run that
 * writes nothing; `commit: true` writes the file when it has no error, else nothing.
 */
export const farmerImportBody = z
  .object({
    csv: z
      .string({ error: 'Choose a CSV file' })
      .min(1, 'The file is empty')
      .max(FARMER_IMPORT_MAX_CHARS, 'The file is larger than 512 KB; split it'),
    commit: z.boolean({ error: 'Commit must be true or false' }).default(false),
    /** The agent of rows without `agent_phone`. */
    agentId: optional(z.uuid({ error: 'Agent not found' })),
  })
  .strict();
const farmerImportError = z.object({
  /** The line in the file: 1 is the header, 2 the first farmer. */
  row: z.number().int(),
  column: z.string(),
  code: z.enum(FARMER_IMPORT_ERRORS),
  /** The same in English (the console words `code` in the admin's language). */
  message: z.string(),
});
const farmerImportReport = z.object({
  committed: z.boolean(),
  /** Data rows read. */
  rows: z.number().int(),
  /** Rows that would be (dry run) or were (commit) created. */
  created: z.number().int(),
  /** Rows whose phone is already a farmer's: left as they are (a re-upload changes nothing). */
  existing: z.number().int(),
  errors: z.array(farmerImportError),
});
export const farmerImportResponse = envelope(farmerImportReport);

/** The most farmers one bulk move may change (a larger set is split by filter). */
export const MOVE_FARMERS_MAX = 5000;

/**
 * `POST /admin/farmers/move`: move the farmers picked one by one (`farmerIds`) or every farmer
 * matching a filter (the list's own filters) to `toAgentId`. Exactly one of the two.
 */
export const moveFarmersBody = z
  .object({
    toAgentId: z.uuid({ error: 'Choose an agent' }),
    farmerIds: z
      .array(z.uuid({ error: 'Farmer not found' }), { error: 'Farmer ids must be a list' })
      .min(1, 'Choose at least one farmer')
      .max(MOVE_FARMERS_MAX, `At most ${MOVE_FARMERS_MAX} farmers at once`)
      .optional(),
    filter: z
      .object({
        search,
        state: optional(stateSchema),
        livestock: optional(livestockSchema),
        agentId: optional(z.uuid({ error: 'Agent id must be a UUID' })),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((b) => (b.farmerIds === undefined) !== (b.filter === undefined), {
    message: 'Give either farmerIds or filter',
    path: ['farmerIds'],
  });
export const moveFarmersResponse = envelope(
  z.object({ moved: z.number().int(), unchanged: z.number().int() }),
);

/** `PUT /admin/farmers/:id/agent`: attach the farmer to an agent, move them, or detach (null). */
export const assignAgentBody = z.object({
  agentId: z.uuid({ error: 'Choose an agent' }).nullable(),
});

// ---- suspension -----------------------------------------------------------------------------------

export const ADMIN_REASON_MAX = 500;
const reasonText = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(1, 'A reason is required')
  .max(ADMIN_REASON_MAX, `Reason must be at most ${ADMIN_REASON_MAX} characters`);

/** `POST /admin/users/:id/suspend`: the reason is kept in the audit log. */
export const suspendUserBody = z.object({ reason: reasonText });
/** `POST /admin/users/:id/reactivate`: a note is optional. */
export const reactivateUserBody = z.object({ reason: optional(reasonText) });
/** An admin approves or rejects an agent who signed up (ADR 0055); a rejection needs a reason. */
export const agentApprovalBody = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
    reason: optional(reasonText),
  })
  .refine((b) => b.decision === 'approve' || Boolean(b.reason), {
    path: ['reason'],
    message: 'Give a reason for the rejection',
  });
export type AgentApprovalBody = z.input<typeof agentApprovalBody>;

// ---- USSD events ----------------------------------------------------------------------------------

export const ussdEventsQuery = z.object({
  /** Phone digits or session id. */
  search,
  outcome: optional(z.string().trim().max(40)),
  ...pageQuery,
});

export const ussdEvent = z.object({
  id: z.string(),
  kind: z.enum(['step', 'session_end']),
  sessionId: z.string(),
  phone: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  text: z.string(),
  response: z.string().nullable(),
  outcome: z.string(),
  status: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  cost: z.string().nullable(),
  createdAt: z.string(),
});
export const ussdEventsResponse = envelope(z.array(ussdEvent)).extend({ pagination });

// ---- newsletter -----------------------------------------------------------------------------------

export const subscribersQuery = z.object({ search, ...pageQuery });
export const newsletterSubscriber = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export const subscribersResponse = envelope(z.array(newsletterSubscriber)).extend({ pagination });

export type AdminOverview = z.infer<typeof adminOverview>;
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;
export type AdminUser = z.infer<typeof adminUser>;
export type NinDecisionBody = z.input<typeof ninDecisionBody>;
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
export type AssignAgentBody = z.input<typeof assignAgentBody>;
export type MoveFarmersBody = z.input<typeof moveFarmersBody>;
export type FarmerImportReport = z.infer<typeof farmerImportReport>;
export type FarmerImportError = z.infer<typeof farmerImportError>;
export type NinCheckView = z.infer<typeof ninCheckView>;
export type NinCheckBody = z.input<typeof ninCheckBody>;
export type AgentPerformanceQuery = z.input<typeof agentPerformanceQuery>;
export type AgentPerformanceRow = z.infer<typeof agentPerformanceRow>;
export type SuspendUserBody = z.input<typeof suspendUserBody>;
export type ReactivateUserBody = z.input<typeof reactivateUserBody>;
export type UssdEventsQuery = z.input<typeof ussdEventsQuery>;
export type UssdEvent = z.infer<typeof ussdEvent>;
export type SubscribersQuery = z.input<typeof subscribersQuery>;
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriber>;
