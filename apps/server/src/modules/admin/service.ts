import type {
  AdminOverview,
  subscribersQuery,
  UssdEvent,
  ussdEventsQuery,
} from '@kiwo/api-client/schemas';
import { addDays } from '@kiwo/domain';
import { and, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { consultations, newsletterSubscribers, users, ussdEvents } from '../../db/schema';
import { rows } from '../../db/sql';
import { farmToday } from '../../lib/farm-today';
import { containsPattern, pageOf, paginationOf, phoneDigits } from '../../lib/paging';

type EventsQuery = z.output<typeof ussdEventsQuery>;
type SubsQuery = z.output<typeof subscribersQuery>;

/** Operations figures for the admin dashboard, each one aggregate query. */
export async function adminOverview(db: Database): Promise<AdminOverview> {
  const since = addDays(farmToday(), -6);
  const [byRole, byState, active, animals, pending, open, vet, ussd] = await Promise.all([
    db
      .select({ role: users.role, count: sql<number>`count(*)::int` })
      .from(users)
      .groupBy(users.role)
      .orderBy(users.role),
    db
      .select({ state: users.stateOfResidence, count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'farmer'))
      .groupBy(users.stateOfResidence)
      .orderBy(desc(sql`count(*)`), users.stateOfResidence),
    rows<{ n: number }>(
      db,
      sql`select count(distinct farmer_id)::int as n from daily_records where date >= ${since}`,
    ),
    rows<{ livestockType: string; animals: number }>(
      db,
      sql`select s.livestock_type as "livestockType", coalesce(sum(s.count), 0)::int as animals
          from sections s join batches b on b.id = s.batch_id
          where b.status = 'Active' group by s.livestock_type order by animals desc`,
    ),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.ninStatus, 'pending'), isNotNull(users.ninSubmittedAt))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(consultations)
      .where(sql`${consultations.status} <> 'closed'`),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(consultations)
      .where(
        sql`${consultations.kind} = 'vet' and ${consultations.status} in ('open', 'assigned')`,
      ),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(ussdEvents)
      .where(
        and(eq(ussdEvents.kind, 'step'), sql`${ussdEvents.createdAt} > now() - interval '7 days'`),
      ),
  ]);
  const farmers = byRole.find((r) => r.role === 'farmer')?.count ?? 0;
  return {
    usersByRole: byRole.map((r) => ({ role: r.role, count: Number(r.count) })),
    usersByState: byState.map((r) => ({ state: r.state, count: Number(r.count) })),
    activeFarmers7d: Number(active[0]?.n ?? 0),
    totalFarmers: Number(farmers),
    animalsByLivestock: animals.map((r) => ({
      livestockType: r.livestockType,
      animals: Number(r.animals),
    })),
    pendingNinReviews: Number(pending[0]?.n ?? 0),
    openConsultations: Number(open[0]?.n ?? 0),
    unansweredVetRequests: Number(vet[0]?.n ?? 0),
    ussdRequests7d: Number(ussd[0]?.n ?? 0),
  };
}

export async function ussdEventsPage(db: Database, q: EventsQuery) {
  const paging = pageOf(q);
  const filters: (SQL | undefined)[] = [];
  if (q.outcome) filters.push(eq(ussdEvents.outcome, q.outcome));
  if (q.search) {
    const digits = phoneDigits(q.search);
    filters.push(
      or(
        eq(ussdEvents.sessionId, q.search),
        digits ? sql`${ussdEvents.phone} like ${containsPattern(digits)}` : undefined,
      ),
    );
  }
  const where = and(...filters);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ussdEvents)
    .where(where);
  // Ids of the page first (index walk), then the names for those rows only.
  const page = db
    .select({ id: ussdEvents.id })
    .from(ussdEvents)
    .where(where)
    .orderBy(desc(ussdEvents.createdAt), desc(ussdEvents.id))
    .limit(paging.limit)
    .offset(paging.offset)
    .as('page');
  const rows = await db
    .select({ event: ussdEvents, first: users.firstName, last: users.lastName })
    .from(ussdEvents)
    .innerJoin(page, eq(page.id, ussdEvents.id))
    .leftJoin(users, eq(users.id, ussdEvents.userId))
    .orderBy(desc(ussdEvents.createdAt), desc(ussdEvents.id));
  const data: UssdEvent[] = rows.map(({ event: e, first, last }) => ({
    id: e.id,
    kind: e.kind,
    sessionId: e.sessionId,
    phone: e.phone,
    userId: e.userId,
    userName: first ? `${first} ${last ?? ''}`.trim() : null,
    text: e.text,
    response: e.response,
    outcome: e.outcome,
    status: e.status,
    durationMs: e.durationMs,
    cost: e.cost,
    createdAt: e.createdAt.toISOString(),
  }));
  return { data, pagination: paginationOf(paging, Number(counted?.total ?? 0)) };
}

const subscriberWhere = (q: SubsQuery) =>
  q.search
    ? ilike(newsletterSubscribers.email, containsPattern(q.search.toLowerCase()))
    : undefined;

export async function subscribersPage(db: Database, q: SubsQuery) {
  const paging = pageOf(q);
  const where = subscriberWhere(q);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(where);
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return {
    data: rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.createdAt.toISOString() })),
    pagination: paginationOf(paging, Number(counted?.total ?? 0)),
  };
}

/** Every subscriber (the search applies), oldest first, for the CSV export. */
export async function allSubscribers(db: Database, q: SubsQuery) {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(subscriberWhere(q))
    .orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id);
}
