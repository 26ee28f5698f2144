import { farmerPayload, nextPhone } from '../helpers/auth';
import { metaJson, sign, statusUpdate, WA } from '../helpers/whatsapp';
import { type Person, type ResourceKind, randomNin, type World } from './world';

/**
 * THE AUTHORIZATION TABLE. Every route the server registers must have an entry here, keyed
 * `METHOD /fastify/url/:param` — `authz/matrix.test.ts` fails for a route without one, so a new
 * route cannot ship without someone deciding who may call it.
 *
 * To add a route: pick a policy (below), add `body` for writes (a valid one: allowed callers
 * must get a 2xx, which proves the call reached the handler), and name resources for path
 * parameters that `PARAM_KINDS` does not know. Every resource is farmer A's; the matrix then
 * calls the route as each actor and checks the outcome, that a refused write changed nothing in
 * the database, that nobody else's response contains farmer A's private ids, and that an
 * allowed write by farmer B or the other agent left farmer A's rows untouched.
 */

/**
 * - `allow`: 2xx.
 * - `deny`: 401 (anonymous), 403/404 (signed in) — and a write changes nothing.
 * - `refuse`: a 4xx of the route's own rules (e.g. "This is your own listing") — changes nothing.
 * - `reach`: the call got past authorization (not 401/403, not 5xx); for routes whose success
 *   needs something the matrix cannot give (a code from an SMS, a real reset link).
 */
export type Outcome = 'allow' | 'deny' | 'refuse' | 'reach';

type Outcomes = Record<Person | 'anonymous', Outcome>;

const everyone = (outcome: Outcome): Outcomes => ({
  anonymous: outcome,
  farmerA: outcome,
  farmerB: outcome,
  agentOfA: outcome,
  otherAgent: outcome,
  vet: outcome,
  admin: outcome,
});
const only = (...allowed: Person[]): Outcomes => {
  const outcomes = everyone('deny');
  for (const person of allowed) outcomes[person] = 'allow';
  return outcomes;
};

/** Who may call a route. The resource of a route with path parameters is always farmer A's. */
export const POLICIES = {
  /** No session needed (sign-up, login, USSD gateway, health, the web app's files). */
  public: everyone('reach'),
  /** Any signed-in, active account, acting on its own data only. */
  'any-signed-in': { ...everyone('allow'), anonymous: 'deny' },
  /** Farmer A's farm: A, A's agent and admins. */
  'owner-farmer': only('farmerA', 'agentOfA', 'admin'),
  /** Farmer A's own things nobody else touches (notifications, own listings, chat ratings). */
  'owner-only': only('farmerA'),
  'admin-only': only('admin'),
  /** Any agent, about their own farmers only (the matrix checks nothing of A's reaches B's agent). */
  agents: only('agentOfA', 'otherAgent'),
  /** Farmer A's agent only. */
  'agent-of-owner': only('agentOfA'),
  'agent-of-owner-or-admin': only('agentOfA', 'admin'),
  'agents-or-admin': only('agentOfA', 'otherAgent', 'admin'),
  /** The vet serving farmer A's state (ADR 0061). */
  vets: only('vet'),
  /** Marketplace posting: farmers and agents, not admins. */
  traders: only('farmerA', 'farmerB', 'agentOfA', 'otherAgent'),
  /** Acting on someone else's public marketplace item (interest, answers): never the owner. */
  'traders-not-owner': {
    ...only('farmerB', 'agentOfA', 'otherAgent'),
    farmerA: 'refuse',
  },
} satisfies Record<string, Outcomes>;

type Policy = keyof typeof POLICIES;

interface BodyContext {
  world: World;
  /** Who is calling (the suspended actor calls as the person it stands for). */
  caller: Person | 'anonymous';
  /** The filled path parameters. */
  params: Record<string, string>;
}

export interface Expectation {
  policy: Policy;
  /** Per-actor exceptions to the policy. */
  except?: Partial<Record<Person | 'anonymous', Outcome>>;
  /** Resource kinds for path parameters `PARAM_KINDS` does not cover (or covers differently). */
  params?: Record<string, ResourceKind>;
  /** A valid body (writes). */
  body?: (ctx: BodyContext) => unknown;
  /** Query string without `?`. */
  query?: string;
  /** Ends or deletes the caller's session/account: each allowed call uses a throwaway twin. */
  consumesCaller?: true;
  /** Why farmer B or the other agent may act on farmer A's resource here (by design). */
  crossOwner?: string;
  /** Protected field names the body schema accepts, each with the reason (mass assignment). */
  accepts?: Record<string, string>;
  /** Protected columns the route itself changes on purpose (mass assignment), `table.column`. */
  changes?: string[];
  /** `content-type` of the body when it is not JSON. */
  form?: true;
  /**
   * The body is sent as these exact bytes with these headers (a gateway that signs its posts:
   * WhatsApp's X-Hub-Signature-256 over the raw body).
   */
  signed?: (ctx: BodyContext) => { raw: string; headers: Record<string, string> };
  /** Open to a user who must change their password first (ADR 0025); every other route is 403. */
  openWhileMustChangePassword?: true;
}

/** Path parameter → the kind of farmer A's resource it names, unless an entry says otherwise. */
export const PARAM_KINDS: Record<string, ResourceKind> = {
  farmerId: 'farmer',
  penId: 'pen',
  batchId: 'batch',
  sectionId: 'section',
  deletionId: 'deletion',
  recordId: 'record',
  date: 'date',
  listingId: 'listing',
  requestId: 'request',
  notificationId: 'notification',
  resetToken: 'resetToken',
};

const listing = {
  title: 'Matrix layers',
  transactionType: 'sell',
  category: 'livestock',
  price: 5500,
  quantity: 20,
  unit: 'birds',
  location: 'Kaduna',
};
const ask = () => ({ message: 'How much feed do broilers need each day?' });
const otp = () => ({ otp: '123456' });

export const expectations: Record<string, Expectation> = {
  // ---- system and the web app -------------------------------------------------------------------
  'GET /api/health': { policy: 'public' },
  'GET /api/ready': { policy: 'public' },
  'GET /api/openapi.json': { policy: 'public' },
  'GET /*': { policy: 'public' },

  // ---- accounts (public) ------------------------------------------------------------------------
  'POST /api/auth/register': {
    policy: 'public',
    body: () => farmerPayload(),
    accepts: { role: 'farmer or agent; admin only with an allowed email domain and its OTP' },
  },
  'POST /api/auth/login': {
    policy: 'public',
    body: ({ world }) => ({ identifier: world.people.farmerB.phone, password: world.password }),
  },
  'PUT /api/auth/resetpassword/:resetToken': {
    policy: 'public',
    body: () => ({ password: 'a new long passphrase' }),
  },
  'POST /api/auth/forgotpassword': {
    policy: 'public',
    body: ({ world }) => ({ identifier: world.people.farmerB.phone }),
  },
  'POST /api/auth/verify-admin-email': {
    policy: 'public',
    body: ({ world }) => ({ userId: world.people.farmerB.id, ...otp() }),
    accepts: { userId: 'names the account being confirmed; the OTP proves it' },
  },
  'POST /api/auth/resend-admin-otp': {
    policy: 'public',
    body: ({ world }) => ({ userId: world.people.farmerB.id }),
    accepts: { userId: 'names the admin account to re-send to; nothing is changed' },
  },
  'POST /api/newsletter/subscribe': {
    policy: 'public',
    body: () => ({ email: `matrix-${nextPhone()}@example.ng` }),
  },

  // ---- accounts (signed in, own account) ----------------------------------------------------------
  'GET /api/auth/me': { policy: 'any-signed-in', openWhileMustChangePassword: true },
  'GET /api/auth/logout': {
    policy: 'any-signed-in',
    consumesCaller: true,
    openWhileMustChangePassword: true,
  },
  // The password again (ADR 0025): a session alone cannot erase the account.
  'DELETE /api/auth/account': {
    policy: 'any-signed-in',
    consumesCaller: true,
    body: ({ world }) => ({ password: world.password }),
  },
  'PUT /api/auth/updatedetails': {
    policy: 'any-signed-in',
    body: () => ({ firstName: 'Renamed' }),
  },
  'PUT /api/auth/updatepassword': {
    policy: 'any-signed-in',
    consumesCaller: true,
    openWhileMustChangePassword: true,
    body: ({ world }) => ({
      currentPassword: world.password,
      newPassword: 'another long passphrase',
    }),
  },
  'GET /api/auth/report-settings': { policy: 'any-signed-in' },
  'PUT /api/auth/report-settings': {
    policy: 'any-signed-in',
    body: () => ({ frequency: 'daily', channels: { email: false, sms: true } }),
  },
  'GET /api/auth/verification-status': { policy: 'any-signed-in' },
  'POST /api/auth/send-phone-otp': { policy: 'any-signed-in' },
  // The code comes by SMS: a wrong one reaches the handler, which is what authorization needs.
  'POST /api/auth/verify-phone-otp': {
    policy: 'any-signed-in',
    except: {
      farmerA: 'reach',
      farmerB: 'reach',
      agentOfA: 'reach',
      otherAgent: 'reach',
      vet: 'reach',
      admin: 'reach',
    },
    body: otp,
  },
  'POST /api/auth/send-email-otp': {
    policy: 'any-signed-in',
    // Farmers signed up without an email: "add an email first" is the route's own rule.
    except: { farmerA: 'reach', farmerB: 'reach' },
  },
  'POST /api/auth/verify-email-otp': {
    policy: 'any-signed-in',
    except: {
      farmerA: 'reach',
      farmerB: 'reach',
      agentOfA: 'reach',
      otherAgent: 'reach',
      vet: 'reach',
      admin: 'reach',
    },
    body: otp,
  },
  'POST /api/auth/validate-nin': {
    policy: 'any-signed-in',
    body: () => ({ nin: randomNin() }),
  },
  'PATCH /api/users/profile': {
    policy: 'any-signed-in',
    body: () => ({ language: 'hausa', farmMode: 'simple' }),
  },

  // ---- agents and their farmers -------------------------------------------------------------------
  'POST /api/users/farmers': {
    policy: 'agents-or-admin',
    body: ({ world, caller }) =>
      farmerPayload(caller === 'admin' ? { agentId: world.people.agentOfA.id } : {}),
    accepts: {
      role: 'only "farmer" is accepted',
      agentId: 'admins name the agent; an agent’s own id is always used for agents',
    },
  },
  'GET /api/users/farmers/by-agent': { policy: 'agents' },
  'GET /api/users/farmers/:farmerId': { policy: 'agent-of-owner-or-admin' },
  'PUT /api/users/:farmerId': {
    policy: 'agent-of-owner-or-admin',
    body: () => ({ farmName: 'Edited by the agent' }),
  },
  // Only the person the change is about, or the agent/admin who asked for it, may finish it; the
  // code comes by SMS, so a wrong one reaching the handler is what authorization needs.
  'POST /api/users/contact-changes/:changeId/confirm': {
    policy: 'owner-only',
    except: { farmerA: 'reach' },
    params: { changeId: 'contactChange' },
    body: otp,
  },
  'POST /api/reports': {
    policy: 'agent-of-owner',
    body: ({ world }) => ({
      farmerId: world.people.farmerA.id,
      reportType: 'visit',
      issue: 'Matrix visit',
    }),
    accepts: { farmerId: 'the farmer the report is about; must be attached to the agent' },
  },
  'GET /api/reports': { policy: 'agents-or-admin' },
  'GET /api/agents/me/dashboard': { policy: 'agents' },
  'GET /api/agents/me/visits': { policy: 'agents' },
  'GET /api/agents/farmers.csv': {
    policy: 'agents-or-admin',
    except: {
      // The other agent has no farmers: spec §5's 404 "No data to export", never A's farmers.
      otherAgent: 'reach',
      // An admin names the agent whose farmers to export (the matrix cannot): a 400 without one.
      admin: 'refuse',
    },
  },

  // ---- farm records -------------------------------------------------------------------------------
  'GET /api/pen/farmer/:farmerId': { policy: 'owner-farmer' },
  'POST /api/pen/farmer/:farmerId': { policy: 'owner-farmer', body: () => ({ name: 'New pen' }) },
  'PATCH /api/pens/:penId': { policy: 'owner-farmer', body: () => ({ name: 'Renamed pen' }) },
  'DELETE /api/pens/:penId': { policy: 'owner-farmer' },
  'DELETE /api/batches/:batchId': { policy: 'owner-farmer' },
  'DELETE /api/sections/:sectionId': { policy: 'owner-farmer' },
  'POST /api/deletions/:deletionId/restore': { policy: 'owner-farmer' },
  'GET /api/farmers/:farmerId/deletions': { policy: 'owner-farmer' },
  'GET /api/farmers/:farmerId/batches': { policy: 'owner-farmer' },
  'POST /api/pens/:penId/batches': {
    policy: 'owner-farmer',
    body: () => ({ name: 'New batch', livestockType: 'goats' }),
  },
  'GET /api/batches/:batchId': { policy: 'owner-farmer' },
  'PATCH /api/batches/:batchId': { policy: 'owner-farmer', body: () => ({ progress: 40 }) },
  'POST /api/batches/:batchId/complete': {
    policy: 'owner-farmer',
    body: () => ({ outcome: 'sold', salePriceNaira: 250000 }),
    changes: ['batches.status'],
  },
  'POST /api/batches/:batchId/sections': {
    policy: 'owner-farmer',
    body: () => ({ name: 'House C', livestockType: 'poultry', subType: 'broiler', count: 40 }),
  },
  'POST /api/batches/:batchId/reopen': {
    policy: 'owner-farmer',
    params: { batchId: 'completedBatch' },
    changes: ['batches.status'],
  },
  'GET /api/sections/:sectionId': { policy: 'owner-farmer' },
  'POST /api/sections/:sectionId/count-corrections': {
    policy: 'owner-farmer',
    body: () => ({ from: 100, to: 98, reason: 'Recounted' }),
  },
  'POST /api/sections/:sectionId/moves': {
    policy: 'owner-farmer',
    body: ({ world }) => ({ toSectionId: world.moveTarget, count: 1 }),
  },
  'GET /api/sections/:sectionId/changes': { policy: 'owner-farmer' },
  'GET /api/sections/:sectionId/health': { policy: 'owner-farmer' },
  'POST /api/sections/:sectionId/health': {
    policy: 'owner-farmer',
    body: () => ({
      itemId: 'ndLasota',
      product: 'Lasota',
      route: 'drinkingWater',
      withdrawalDays: 0,
    }),
  },
  // ---- stock and batch profit (ADR 0063) ----
  'GET /api/farmers/:farmerId/stock': { policy: 'owner-farmer' },
  'POST /api/farmers/:farmerId/stock/purchases': {
    policy: 'owner-farmer',
    body: () => ({
      kind: 'feed',
      item: 'Broiler starter',
      quantity: 2,
      unit: 'bag',
      unitKg: 25,
      cost: 30000,
    }),
  },
  'PATCH /api/stock/purchases/:purchaseId': {
    policy: 'owner-farmer',
    params: { purchaseId: 'purchase' },
    body: () => ({ version: 1, quantity: 3 }),
  },
  'POST /api/stock/purchases/:purchaseId/void': {
    policy: 'owner-farmer',
    params: { purchaseId: 'purchase' },
    body: () => ({ version: 1 }),
  },
  'GET /api/stock/purchases/:purchaseId/history': {
    policy: 'owner-farmer',
    params: { purchaseId: 'purchase' },
  },
  'GET /api/batches/:batchId/report': { policy: 'owner-farmer' },
  'GET /api/batches/:batchId/report-links': { policy: 'owner-farmer' },
  // Only the farmer chooses to share their figures outside Kiwo.
  'POST /api/batches/:batchId/report-links': { policy: 'owner-only', body: () => ({ days: 7 }) },
  'DELETE /api/report-links/:linkId': {
    policy: 'owner-farmer',
    params: { linkId: 'reportLink' },
  },
  // A made-up token: 404, like an expired or stopped one.
  'GET /api/shared/batch-reports/:token': { policy: 'public', params: { token: 'resetToken' } },
  'PATCH /api/sections/:sectionId': { policy: 'owner-farmer', body: () => ({ name: 'House Z' }) },
  'PUT /api/sections/:sectionId/records/:date': {
    policy: 'owner-farmer',
    body: () => ({ mortality: 2, feedAmount: 20 }),
  },
  'GET /api/sections/:sectionId/records': { policy: 'owner-farmer' },
  'GET /api/sections/:sectionId/production': { policy: 'owner-farmer' },
  'GET /api/batches/:batchId/production': { policy: 'owner-farmer' },
  'GET /api/farmers/:farmerId/production': { policy: 'owner-farmer' },
  'GET /api/records/:recordId': { policy: 'owner-farmer' },
  'GET /api/records/:recordId/history': { policy: 'owner-farmer' },
  'DELETE /api/records/:recordId': { policy: 'owner-farmer' },
  'GET /api/sections/:sectionId/records.csv': {
    policy: 'owner-farmer',
    params: { sectionId: 'recordedSection' },
  },
  'GET /api/farmers/:farmerId/records.csv': { policy: 'owner-farmer' },
  'GET /api/farmers/:farmerId/dashboard': { policy: 'owner-farmer' },
  'GET /api/farmers/:farmerId/analytics': { policy: 'owner-farmer', query: 'days=90' },

  // ---- marketplace --------------------------------------------------------------------------------
  'GET /api/marketplace/listings': { policy: 'any-signed-in' },
  'GET /api/marketplace/listings.csv': { policy: 'any-signed-in' },
  'POST /api/marketplace/listings': { policy: 'traders', body: () => listing },
  'GET /api/marketplace/listings/:listingId': {
    policy: 'any-signed-in',
    crossOwner: 'an active listing is public to every signed-in user (spec §3 marketplace)',
  },
  'PATCH /api/marketplace/listings/:listingId': {
    policy: 'owner-only',
    body: () => ({ title: 'Matrix layers, reduced' }),
    accepts: { status: 'the seller closes or reopens their own listing (active/closed only)' },
  },
  'DELETE /api/marketplace/listings/:listingId': { policy: 'owner-only' },
  'PATCH /api/marketplace/listings/:listingId/moderation': {
    policy: 'admin-only',
    body: () => ({ hidden: true, reason: 'Matrix: unlicensed drugs' }),
    accepts: { hidden: 'admins moderate listings' },
    changes: ['marketplace_listings.status'],
  },
  'POST /api/marketplace/listings/:listingId/interest': {
    policy: 'traders-not-owner',
    body: () => ({ message: 'Still available?' }),
    crossOwner: '"I’m interested" is how a buyer reaches a seller; it notifies the seller only',
  },
  'GET /api/marketplace/requests': { policy: 'any-signed-in' },
  'POST /api/marketplace/requests': {
    policy: 'traders',
    body: () => ({ transactionType: 'buy', productType: 'feed', productName: 'Layer mash' }),
  },
  'PATCH /api/marketplace/requests/:requestId': {
    policy: 'owner-only',
    body: () => ({ productName: 'Grower mash' }),
    accepts: { status: 'the owner closes their own request' },
  },
  'DELETE /api/marketplace/requests/:requestId': { policy: 'owner-only' },
  'PATCH /api/marketplace/requests/:requestId/moderation': {
    policy: 'admin-only',
    body: () => ({ hidden: true, reason: 'Matrix: selling stolen goats' }),
    accepts: { hidden: 'admins moderate requests' },
    changes: ['marketplace_requests.status'],
  },
  'POST /api/marketplace/requests/:requestId/answers': {
    policy: 'traders-not-owner',
    body: () => ({ message: 'I can supply 10 bags' }),
    crossOwner: 'answering an active request is its purpose; the owner is notified',
  },

  // ---- notifications --------------------------------------------------------------------------------
  'GET /api/notifications': { policy: 'any-signed-in' },
  'GET /api/notifications/unread-count': { policy: 'any-signed-in' },
  'PUT /api/notifications/mark-all-read': { policy: 'any-signed-in' },
  'PUT /api/notifications/:id/read': { policy: 'owner-only', params: { id: 'notification' } },
  'POST /api/notifications/:notificationId/action': {
    policy: 'owner-only',
    body: () => ({ action: 'accept' }),
  },

  // ---- AI advisor -------------------------------------------------------------------------------------
  'POST /api/whatsapp/chat': {
    policy: 'any-signed-in',
    body: ask,
    accepts: {
      farmerId:
        'the farm an agent opens the assistant on; farmerFor refuses any other (403), and nothing is written to it',
    },
  },
  'POST /api/whatsapp/chat/stream': {
    policy: 'any-signed-in',
    body: ask,
    accepts: {
      farmerId:
        'the farm an agent opens the assistant on; farmerFor refuses any other (403), and nothing is written to it',
    },
  },
  'GET /api/whatsapp/chat': { policy: 'any-signed-in' },
  'POST /api/whatsapp/feedback': {
    policy: 'owner-only',
    // Everyone else gets 404 for farmer A's message; admins and agents rate their own only.
    body: ({ world }) => ({ messageId: world.chatMessageId, feedbackType: 'like' }),
  },
  'GET /api/admin/chat-feedback': { policy: 'admin-only' },

  // ---- admin conversations page (ADR 0049) ---------------------------------------------------
  'GET /api/admin/conversations': { policy: 'admin-only', query: 'phone=0803' },
  'GET /api/admin/conversations/:waId': {
    policy: 'admin-only',
    params: { waId: 'waId' },
    // Farmer A never wrote on WhatsApp in the matrix: past authorization, the admin gets 404.
    except: { admin: 'reach' },
  },
  'PUT /api/admin/users/:id/whatsapp-bot': {
    policy: 'admin-only',
    params: { id: 'user' },
    body: () => ({ enabled: false }),
  },

  // ---- WhatsApp Cloud API webhook (public: Meta's verify token and signature, ADR 0041) -------
  'GET /api/whatsapp/number': { policy: 'public' },
  'GET /api/whatsapp/webhook': {
    policy: 'public',
    query: `hub.mode=subscribe&hub.verify_token=${WA.verifyToken}&hub.challenge=31337`,
  },
  'POST /api/whatsapp/webhook': {
    policy: 'public',
    signed: () => {
      // A status for a message Kiwo never sent: stored, nothing else changes, nothing is sent.
      const raw = metaJson(
        statusUpdate(`wamid.matrix${nextPhone()}`, 'delivered', '2348030000000'),
      );
      return { raw, headers: { 'x-hub-signature-256': sign(raw) } };
    },
  },

  // ---- USSD gateway (public: the caller is identified by phone number; token when configured) ----
  'POST /api/ussd': {
    policy: 'public',
    form: true,
    body: ({ world }) => ({
      sessionId: `matrix-${nextPhone()}`,
      phoneNumber: world.people.farmerB.phone,
      serviceCode: '*347*754#',
      text: '',
    }),
  },
  'POST /api/ussd/events': {
    policy: 'public',
    form: true,
    body: ({ world }) => ({
      sessionId: `matrix-${nextPhone()}`,
      phoneNumber: world.people.farmerB.phone,
      status: 'Success',
    }),
    accepts: { status: 'the gateway’s own end-of-session status, stored only in the USSD log' },
  },

  // ---- The phone line (public: the caller is identified by number; ?token= when configured) ----
  'POST /api/voice/callback': {
    policy: 'public',
    form: true,
    body: ({ world }) => ({
      sessionId: `matrix-${nextPhone()}`,
      isActive: '1',
      callerNumber: world.people.farmerB.phone,
    }),
    accepts: {
      status: 'the gateway’s call status in its end-of-call notice, stored as the call’s end',
    },
  },
  // Served to the gateway by an unguessable, expiring token (a made-up one: 400 or 404).
  'GET /api/voice/audio/:token': { policy: 'public', params: { token: 'resetToken' } },
  'GET /api/admin/phone-calls': { policy: 'admin-only' },

  // ---- SMS gateways' callbacks (public: ?token= when configured; Termii's also signed) --------
  'POST /api/sms/africastalking/delivery': {
    policy: 'public',
    form: true,
    body: () => ({ id: `ATXid_matrix_${nextPhone()}`, status: 'Success' }),
    accepts: {
      id: 'the gateway’s message id: it only finds the message the report is about',
      status: 'the gateway’s delivery status, the whole point of the report',
    },
  },
  'POST /api/sms/africastalking/inbound': {
    policy: 'public',
    form: true,
    body: ({ world }) => ({
      from: world.people.farmerB.phone,
      to: '24123',
      text: 'hello',
      id: `matrix-${nextPhone()}`,
    }),
    accepts: { id: 'the gateway’s id of the incoming SMS, kept so a retried callback counts once' },
  },
  'POST /api/sms/termii/delivery': {
    policy: 'public',
    body: () => ({ message_id: `matrix-${nextPhone()}`, status: 'Message Failed' }),
    accepts: {
      id: 'the gateway’s request id, ignored',
      status: 'the gateway’s delivery status, the whole point of the report',
    },
  },
  // The caller's own SMS alert switch; the admin messages page.
  'GET /api/users/sms-alerts': { policy: 'any-signed-in' },
  'PUT /api/users/sms-alerts': { policy: 'any-signed-in', body: () => ({ enabled: true }) },
  'GET /api/admin/messages': { policy: 'admin-only' },
  'GET /api/admin/messages/summary': { policy: 'admin-only' },

  // The caller's own USSD PIN (Settings): only ever their own row.
  'GET /api/ussd/pin': { policy: 'any-signed-in' },
  'PUT /api/ussd/pin': { policy: 'any-signed-in', body: () => ({ pin: '2580' }) },
  'DELETE /api/ussd/pin': { policy: 'any-signed-in' },
  'GET /api/admin/ussd-sessions': { policy: 'admin-only' },
  'GET /api/admin/ussd-sessions.csv': { policy: 'admin-only' },

  // ---- admin console ----------------------------------------------------------------------------------
  'GET /api/admin/overview': { policy: 'admin-only' },
  'GET /api/admin/farmers': { policy: 'admin-only' },
  'GET /api/admin/agents': { policy: 'admin-only' },
  'GET /api/admin/agents/performance': { policy: 'admin-only' },
  'POST /api/admin/users/:id/nin': {
    policy: 'admin-only',
    params: { id: 'ninUser' },
    // Approving needs a passed check first (nin/check below); rejecting reaches the same rules.
    body: () => ({ decision: 'reject', reason: 'Matrix: the slip is unreadable' }),
    changes: ['users.nin_status'],
  },
  'GET /api/admin/users/:id/nin/check': { policy: 'admin-only', params: { id: 'ninUser' } },
  'POST /api/admin/users/:id/nin/check': {
    policy: 'admin-only',
    params: { id: 'ninUser' },
    body: () => ({ documentName: 'Matrix Person' }),
  },
  'GET /api/admin/ussd-events': { policy: 'admin-only' },
  'GET /api/admin/newsletter-subscribers': { policy: 'admin-only' },
  'GET /api/admin/newsletter-subscribers.csv': { policy: 'admin-only' },
  'GET /api/admin/users/:id': { policy: 'admin-only', params: { id: 'farmer' } },
  'POST /api/admin/farmers/import': {
    policy: 'admin-only',
    body: () => ({ csv: 'first_name,last_name,phone\nMatrix,Farmer,08035550199', commit: false }),
    accepts: {
      csv: 'admins import farmers',
      commit: 'a dry run by default',
      agentId: 'admins name the agent of rows without agent_phone',
    },
  },
  'POST /api/admin/farmers/move': {
    policy: 'admin-only',
    body: ({ world }) => ({
      toAgentId: world.people.otherAgent.id,
      farmerIds: [world.people.farmerA.id],
    }),
    accepts: {
      toAgentId: 'admins move farmers between agents',
      farmerIds: 'admins pick the farmers they move',
    },
    changes: ['users.agent_id'],
  },
  'PUT /api/admin/farmers/:id/agent': {
    policy: 'admin-only',
    params: { id: 'user' },
    body: ({ world }) => ({ agentId: world.people.otherAgent.id }),
    accepts: { agentId: 'admins attach farmers to agents' },
    changes: ['users.agent_id'],
  },
  'POST /api/admin/users/:id/suspend': {
    policy: 'admin-only',
    params: { id: 'user' },
    body: () => ({ reason: 'Matrix: reported for fraud' }),
    changes: ['users.status'],
  },
  'POST /api/admin/users/:id/agent-approval': {
    policy: 'admin-only',
    params: { id: 'pendingAgent' },
    body: () => ({ decision: 'approve' }),
    changes: ['users.status'],
  },
  'POST /api/admin/users/:id/reactivate': {
    policy: 'admin-only',
    params: { id: 'suspendedUser' },
    body: () => ({}),
    changes: ['users.status'],
  },
  'GET /api/admin/consultations': { policy: 'admin-only' },
  'GET /api/admin/consultations/first-answer': { policy: 'admin-only' },
  // ---- staff invitations and vets' states (ADR 0061) ---------------------------------------------
  'POST /api/admin/invites': {
    policy: 'admin-only',
    body: () => ({ role: 'agent' }),
    accepts: { role: 'the role the invitation offers (agent or vet), chosen by the admin' },
  },
  'GET /api/admin/invites': { policy: 'admin-only' },
  'GET /api/auth/invites/:token': { policy: 'public', params: { token: 'resetToken' } },
  'PUT /api/admin/vets/:id/states': {
    policy: 'admin-only',
    params: { id: 'vetUser' },
    body: () => ({ states: ['Kaduna', 'Kano'] }),
  },
  'GET /api/vet/states': { policy: 'vets' },
  'GET /api/admin/staff': { policy: 'admin-only' },
  'POST /api/admin/consultations/:id/assign': {
    policy: 'admin-only',
    params: { id: 'consultation' },
    body: ({ world }) => ({ assigneeId: world.people.agentOfA.id }),
    changes: ['consultations.status'],
  },
  'POST /api/admin/consultations/:id/answer': {
    policy: 'admin-only',
    params: { id: 'consultation' },
    body: () => ({ answer: 'Matrix: give clean water and call a vet.' }),
    changes: ['consultations.status'],
  },
  'GET /api/admin/notifications/recipients': { policy: 'admin-only', query: 'role=farmer' },
  'POST /api/admin/notifications': {
    policy: 'admin-only',
    body: ({ world }) => ({
      audience: { userId: world.people.farmerB.id },
      title: 'Matrix message',
      message: 'Hello from the matrix',
    }),
  },
  'GET /api/admin/notifications/sent': { policy: 'admin-only' },
  'GET /api/admin/analytics': { policy: 'admin-only' },
  'GET /api/admin/analytics/funnel': { policy: 'admin-only' },
  'POST /api/events': {
    policy: 'public',
    body: () => ({ events: [{ name: 'page_view', route: '/farm/:id' }] }),
  },

  // ---- consultations (ADR 0015) -----------------------------------------------------------------
  'POST /api/consultations': {
    policy: 'traders',
    body: () => ({
      kind: 'vet',
      topic: 'Matrix coughing birds',
      livestockType: 'poultry',
      description: 'Ten birds are coughing since Monday.',
      urgency: 'high',
    }),
  },
  'GET /api/consultations/mine': { policy: 'traders' },
  'GET /api/consultations/assigned': { policy: 'agents' },
  'GET /api/consultations/vet': { policy: 'vets' },
  // The fixture request is a vet request assigned to A's agent: the assignee reads, answers and
  // closes it, and so does the vet serving A's state (ADR 0061).
  'GET /api/consultations/:id': {
    policy: 'owner-only',
    except: { admin: 'allow', agentOfA: 'allow', vet: 'allow' },
    params: { id: 'consultation' },
  },
  'POST /api/consultations/:id/answer': {
    policy: 'agent-of-owner-or-admin',
    except: { vet: 'allow' },
    params: { id: 'consultation' },
    body: () => ({ answer: 'Matrix: separate the coughing birds.' }),
    changes: ['consultations.status'],
  },
  'POST /api/consultations/:id/reply': {
    policy: 'owner-only',
    params: { id: 'consultation' },
    body: () => ({ message: 'Matrix: they are ten days old.' }),
    changes: ['consultations.status'],
  },
  // Only the assignee (A's agent) lists whom they may hand it on to.
  'GET /api/consultations/:id/handover': {
    policy: 'agent-of-owner',
    params: { id: 'consultation' },
  },
  // The assignee (A's agent) hands it on to the vet of A's state.
  'POST /api/consultations/:id/reassign': {
    policy: 'agent-of-owner',
    params: { id: 'consultation' },
    body: ({ world }) => ({ assigneeId: world.people.vet.id }),
    changes: ['consultations.assigned_to'],
  },
  'POST /api/consultations/:id/close': {
    policy: 'owner-only',
    except: { admin: 'allow', agentOfA: 'allow', vet: 'allow' },
    params: { id: 'consultation' },
    body: () => ({}),
    changes: ['consultations.status'],
  },
};
