import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { consultations, users, vetStates } from '../../src/db/schema';
import { farmToday } from '../../src/lib/farm-today';
import { notify } from '../../src/modules/notifications';
import { json } from '../helpers/app';
import { nextIp, nextPhone, PASSWORD, type Session, signUp } from '../helpers/auth';

/**
 * The people of the authorization matrix. `suspended` is not a person of its own: for each
 * route it is the first actor the route allows, with its account suspended while its session
 * is still live — so the suspension check is exercised exactly where access would be granted.
 */
export const ACTORS = [
  'anonymous',
  'farmerA',
  'farmerB',
  'agentOfA',
  'otherAgent',
  'vet',
  'admin',
  'suspended',
] as const;
export type ActorName = (typeof ACTORS)[number];
/** The actors with an account of their own. */
export type Person = Exclude<ActorName, 'anonymous' | 'suspended'>;

export interface Account {
  id: string;
  token: string;
  role: 'farmer' | 'agent' | 'admin' | 'vet';
  phone: string;
  email: string | null;
}

// biome-ignore lint/suspicious/noExplicitAny: response JSON is walked freely; zod types the routes
type Body = Record<string, any>;

export interface Response {
  status: number;
  body: Body;
  text: string;
}

let emailCounter = 0;
const nextEmail = (who: string) => `${who}-${process.pid}-${++emailCounter}@matrix.example.ng`;
/** 11 digits, unique enough for one run (NINs are unique per account). */
export const randomNin = () => String(randomInt(10_000_000_000, 99_999_999_999));

/** One request as `account` (anonymous when undefined), each from its own IP (per-IP limits). */
export async function send(
  app: App,
  account: Pick<Account, 'token'> | undefined,
  method: string,
  url: string,
  payload?: unknown,
): Promise<Response> {
  const res = await app.inject({
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: account ? { authorization: `Bearer ${account.token}` } : {},
    remoteAddress: nextIp(),
  });
  const isJson = res.headers['content-type']?.toString().includes('json');
  return { status: res.statusCode, body: isJson ? (json(res) as Body) : {}, text: res.body };
}

const toAccount = (s: Session): Account => ({
  id: s.user._id,
  token: s.token,
  role: s.user.role as Account['role'],
  phone: s.user.phone,
  email: s.user.email,
});

/** A new account with a live session; `role` is set in the database (admins need no OTP here). */
async function newAccount(
  app: App,
  db: Database,
  role: Account['role'],
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const session = await signUp(app, {
    ...(role === 'farmer' ? {} : { role: 'agent', email: nextEmail(role) }),
    ...overrides,
  });
  if (role === 'admin') await db.update(users).set({ role }).where(eq(users.id, session.user._id));
  // A vet serving Kaduna, farmer A's state (ADR 0061): they may read and answer A's vet requests.
  if (role === 'vet') {
    await db.update(users).set({ role }).where(eq(users.id, session.user._id));
    await db.insert(vetStates).values({ userId: session.user._id, state: 'Kaduna' });
  }
  return { ...toAccount(session), role };
}

function must(res: Response, what: string, status = [200, 201]): Body {
  if (!status.includes(res.status)) {
    throw new Error(`fixture ${what}: ${res.status} ${res.text.slice(0, 300)}`);
  }
  return res.body.data;
}

/**
 * Farmer A (attached to agent A), farmer B, agent A, another agent and an admin, plus the means
 * to create fresh resources that belong to farmer A. Every private id of farmer A is remembered
 * so any response to someone else can be searched for it.
 */
export async function makeWorld(app: App, db: Database) {
  /** Appears only where farmer A's own details are shown: a leak detector. */
  const farmMarker = `MatrixFarmA${randomBytes(4).toString('hex')}`;
  const farmerA = await newAccount(app, db, 'farmer', { farmName: farmMarker });
  const farmerB = await newAccount(app, db, 'farmer');
  const agentOfA = await newAccount(app, db, 'agent');
  const otherAgent = await newAccount(app, db, 'agent');
  const admin = await newAccount(app, db, 'admin');
  const vet = await newAccount(app, db, 'vet');
  await db.update(users).set({ agentId: agentOfA.id }).where(eq(users.id, farmerA.id));
  const people: Record<Person, Account> = { farmerA, farmerB, agentOfA, otherAgent, vet, admin };

  /** Farmer A's ids that only A, A's agent and admins may ever see. */
  const privateIds = new Set<string>();
  const keep = (id: string) => {
    privateIds.add(id);
    return id;
  };
  const asA = (method: string, url: string, payload?: unknown) =>
    send(app, farmerA, method, url, payload);

  const pens = must(await asA('GET', `/api/pen/farmer/${farmerA.id}`), 'pens');
  const mainPen = keep(pens[0].id as string);
  const today = farmToday();

  const resources: Record<ResourceKind, () => Promise<string>> = {
    farmer: async () => farmerA.id,
    /** Farmer A's number as WhatsApp writes it (no conversation yet: the admin gets 404). */
    waId: async () => farmerA.phone.replace(/^\+/, ''),
    date: async () => today,
    resetToken: async () => randomBytes(24).toString('hex'),
    pen: async () =>
      keep(
        must(await asA('POST', `/api/pen/farmer/${farmerA.id}`, { name: 'Matrix pen' }), 'pen').id,
      ),
    batch: async () =>
      keep(
        must(
          await asA('POST', `/api/pens/${mainPen}/batches`, {
            name: 'Matrix batch',
            livestockType: 'poultry',
          }),
          'batch',
        ).id,
      ),
    section: async () => {
      const batch = await resources.batch();
      const section = must(
        await asA('POST', `/api/batches/${batch}/sections`, {
          name: 'Matrix house',
          livestockType: 'poultry',
          subType: 'broiler',
          count: 100,
        }),
        'section',
      );
      return keep(section.id);
    },
    record: async () => {
      const section = await resources.section();
      const url = `/api/sections/${section}/records/${today}`;
      return keep(must(await asA('PUT', url, { mortality: 1, feedAmount: 12.5 }), 'record').id);
    },
    /** An empty section of farmer A's, deleted (its Undo restores it). */
    deletion: async () => {
      const section = await resources.section();
      return keep(must(await asA('DELETE', `/api/sections/${section}`), 'deletion').id);
    },
    /** A read-only link to one of farmer A's batch reports. */
    reportLink: async () => {
      const batch = await resources.batch();
      return must(await asA('POST', `/api/batches/${batch}/report-links`, { days: 7 }), 'link')
        .id as string;
    },
    /** A feed purchase of farmer A's, at version 1 (it can be corrected or voided). */
    purchase: async () => {
      const url = `/api/farmers/${farmerA.id}/stock/purchases`;
      const bought = must(
        await asA('POST', url, {
          kind: 'feed',
          item: 'Matrix feed',
          quantity: 4,
          unit: 'bag',
          unitKg: 25,
          cost: 60000,
        }),
        'purchase',
      );
      return bought.purchases[0].id as string;
    },
    /** A batch completed (it can be reopened). */
    completedBatch: async () => {
      const batch = await resources.batch();
      must(await asA('POST', `/api/batches/${batch}/complete`, { outcome: 'other' }), 'completed');
      return batch;
    },
    /** A section with today's record (its CSV export is not empty). */
    recordedSection: async () => {
      const section = await resources.section();
      const url = `/api/sections/${section}/records/${today}`;
      must(await asA('PUT', url, { mortality: 1, feedAmount: 12.5 }), 'record');
      return section;
    },
    listing: async () =>
      must(
        await asA('POST', '/api/marketplace/listings', {
          title: 'Matrix layers',
          transactionType: 'sell',
          category: 'livestock',
          price: 5500,
          quantity: 20,
          unit: 'birds',
          location: 'Kaduna',
        }),
        'listing',
      )._id as string,
    request: async () =>
      must(
        await asA('POST', '/api/marketplace/requests', {
          transactionType: 'buy',
          productType: 'feed',
          productName: 'Layer mash',
        }),
        'request',
      ).id as string,
    notification: async () => {
      const row = await notify(db, farmerA.id, {
        type: 'marketplace_interest',
        title: 'Someone is interested in your listing',
        body: 'Matrix notification',
        actions: [
          { id: 'accept', label: 'Accept', variant: 'primary' },
          { id: 'decline', label: 'Decline', variant: 'secondary' },
        ],
      });
      if (!row) throw new Error('fixture notification');
      return keep(row.id);
    },
    chatMessage: async () =>
      keep(
        must(
          await asA('POST', '/api/whatsapp/chat', { message: 'How much feed do broilers need?' }),
          'chat',
        ).messageId,
      ),
    /** A farmer of agent A with a NIN waiting for an admin's review. */
    ninUser: async () => (await newAccount(app, db, 'farmer', { nin: randomNin() })).id,
    /** A farmer of agent A, to be suspended. */
    user: async () => {
      const account = await newAccount(app, db, 'farmer');
      await db.update(users).set({ agentId: agentOfA.id }).where(eq(users.id, account.id));
      return account.id;
    },
    /**
     * Farmer A's open consultation request, assigned to A's agent (who may then read, answer
     * and close it; any other agent may not). Written directly (earlier ones closed first) so the
     * matrix never meets the cap of open requests per person.
     */
    consultation: async () => {
      await db
        .update(consultations)
        .set({ status: 'closed', closedAt: new Date() })
        .where(and(eq(consultations.userId, farmerA.id), ne(consultations.status, 'closed')));
      const [row] = await db
        .insert(consultations)
        .values({
          userId: farmerA.id,
          kind: 'vet',
          channel: 'app',
          topic: 'Matrix coughing birds',
          livestockType: 'poultry',
          description: 'Ten birds are coughing since Monday.',
          status: 'assigned',
          assignedTo: agentOfA.id,
          assignedAt: new Date(),
        })
        .returning({ id: consultations.id });
      if (!row) throw new Error('fixture consultation');
      return keep(row.id);
    },
    /** Farmer A's own pending change of login phone (the code went to the new number). */
    contactChange: async () => {
      const res = await asA('PUT', '/api/auth/updatedetails', { phone: nextPhone() });
      must(res, 'contact change');
      return keep(res.body.contactChanges[0].id as string);
    },
    suspendedUser: async () => {
      const id = await resources.user();
      await db.update(users).set({ status: 'suspended' }).where(eq(users.id, id));
      return id;
    },
    /** An agent who signed themself up and waits for an admin (ADR 0055). */
    /** A vet of Kaduna of their own (an admin changes their states). */
    vetUser: async () => (await newAccount(app, db, 'vet')).id,
    pendingAgent: async () => {
      const account = await newAccount(app, db, 'agent', { pending: true });
      return account.id;
    },
  };

  // Something private of A's in every table a leak could come from.
  await resources.record();
  await resources.listing();
  await resources.notification();
  const chatMessageId = await resources.chatMessage();
  const report = must(
    await send(app, agentOfA, 'POST', '/api/reports', {
      farmerId: farmerA.id,
      reportType: 'visit',
      issue: 'Matrix visit note',
    }),
    'report',
  );
  keep(report._id ?? report.id);

  return {
    app,
    db,
    people,
    farmMarker,
    privateIds,
    resources,
    /** Farmer A's first assistant answer (chat feedback targets it). */
    chatMessageId,
    /** A section of farmer A's that animals are moved into. */
    moveTarget: await resources.section(),
    /** A throwaway account like `person` (same role) for routes that end or delete it. */
    async twin(person: Person): Promise<Account> {
      return newAccount(app, db, people[person].role);
    },
    password: PASSWORD,
    /** Ids no write may ever attach anything to (mass assignment). */
    victim: {
      farmer: (await newAccount(app, db, 'farmer')).id,
      agent: (await newAccount(app, db, 'agent')).id,
    },
  };
}

export type World = Awaited<ReturnType<typeof makeWorld>>;
/** What a path parameter can name; each kind is made fresh, as farmer A's, by `makeWorld`. */
export type ResourceKind =
  | 'farmer'
  | 'waId'
  | 'date'
  | 'resetToken'
  | 'pen'
  | 'batch'
  | 'section'
  | 'record'
  | 'recordedSection'
  | 'completedBatch'
  | 'reportLink'
  | 'purchase'
  | 'deletion'
  | 'listing'
  | 'request'
  | 'notification'
  | 'chatMessage'
  | 'ninUser'
  | 'user'
  | 'suspendedUser'
  | 'pendingAgent'
  | 'vetUser'
  | 'consultation'
  | 'contactChange';
