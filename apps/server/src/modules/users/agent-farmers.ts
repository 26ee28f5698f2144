import { type agentFarmersQuery, MORTALITY_ALERT_DAYS } from '@kiwo/api-client/schemas';
import { addDays } from '@kiwo/domain';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { farmToday } from '../../lib/farm-today';
import { containsPattern, pageOf, paginationOf, phoneDigits } from '../../lib/paging';
import { toPublicUser } from './present';

type FarmersQuery = z.output<typeof agentFarmersQuery>;

/** The agent's farmers matching the filters (never anyone else's). */
function conditions(agentId: string, query: FarmersQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(users.agentId, agentId), eq(users.role, 'farmer')];
  if (query.state) filters.push(eq(users.stateOfResidence, query.state));
  if (query.livestock) filters.push(eq(users.primaryLivestock, query.livestock));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const digits = phoneDigits(query.search);
    filters.push(
      or(
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        ilike(users.farmName, pattern),
        digits ? sql`${users.phone} like ${containsPattern(digits)}` : undefined,
      ),
    );
  }
  return and(...filters);
}

/**
 * What the list shows beside each farmer: the day of their latest record, their live animals in
 * active batches and their deaths since `since` — index look-ups per farmer (`daily_records`
 * by farmer and date, `sections` by farmer), never a scan of everyone's records. Drizzle writes
 * a selected column unqualified, so the correlated sub-queries name `"users"."id"` themselves.
 */
const lastRecordAt = sql<string | null>`(
  select max(r.date) from daily_records r where r.farmer_id = "users"."id")`;
const recentMortality = (since: string) => sql<number>`(
  select coalesce(sum(r.mortality), 0)::int from daily_records r
  where r.farmer_id = "users"."id" and r.date >= ${since}::date)`;
const animals = sql<number>`(
  select coalesce(sum(s.count), 0)::int from sections s
  join batches b on b.id = s.batch_id
  where s.farmer_id = "users"."id" and b.status = 'Active')`;

/**
 * The order of a sort, the id last so equal keys keep one order across pages (stable paging).
 * "Last record" puts the never-recorded first (they need the agent most), then the oldest day.
 */
function orderOf(query: FarmersQuery, mortality: SQL<number>): SQL[] {
  const flip = (natural: 'asc' | 'desc') =>
    query.order && query.order !== natural ? (natural === 'asc' ? 'desc' : 'asc') : natural;
  const by = (expr: SQL, natural: 'asc' | 'desc', nulls: 'first' | 'last' = 'last') => {
    const dir = flip(natural);
    // Flipping the direction flips where the empty values go too.
    const where = dir === natural ? nulls : nulls === 'first' ? 'last' : 'first';
    return sql`${expr} ${sql.raw(dir)} nulls ${sql.raw(where)}`;
  };
  const name = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;
  const id = sql`${users.id} ${sql.raw(flip(query.sort === 'newest' || !query.sort ? 'desc' : 'asc'))}`;
  switch (query.sort) {
    case 'lastRecord':
      return [by(lastRecordAt, 'asc', 'first'), by(name, 'asc'), id];
    case 'mortality':
      return [by(mortality, 'desc'), by(lastRecordAt, 'asc', 'first'), id];
    case 'name':
      return [by(name, 'asc'), id];
    case 'state':
      return [by(sql`${users.stateOfResidence}`, 'asc'), by(name, 'asc'), id];
    default:
      return [by(sql`${users.createdAt}`, 'desc'), id];
  }
}

/**
 * The agent's farmers matching `query`, in its order, `limit` from `offset`: one page of the list
 * or one chunk of the CSV export (agents module), so both show the same farmers in one order.
 */
export async function agentFarmerRows(
  db: Database,
  agentId: string,
  query: FarmersQuery,
  window: { limit: number; offset: number },
) {
  const mortality = recentMortality(addDays(farmToday(), 1 - MORTALITY_ALERT_DAYS));
  const rows = await db
    .select({
      user: users,
      lastRecordAt: sql<string | null>`${lastRecordAt}::text`,
      animals,
      recentMortality: mortality,
    })
    .from(users)
    .where(conditions(agentId, query))
    .orderBy(...orderOf(query, mortality))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(present);
}

/**
 * `GET /users/farmers/by-agent`: one page of the agent's farmers in the asked order (newest
 * first by default), each with the day of their latest record, live animals and recent deaths.
 */
export async function agentFarmersPage(db: Database, agentId: string, query: FarmersQuery) {
  const paging = pageOf(query);
  const where = conditions(agentId, query);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  return {
    data: await agentFarmerRows(db, agentId, query, paging),
    pagination: paginationOf(paging, Number(counted?.total ?? 0)),
  };
}

type FarmerRow = {
  user: typeof users.$inferSelect;
  lastRecordAt: string | null;
  animals: number;
  recentMortality: number;
};
const present = (r: FarmerRow) => ({
  ...toPublicUser(r.user),
  lastRecordAt: r.lastRecordAt,
  animals: Number(r.animals),
  recentMortality: Number(r.recentMortality),
});

/** One farmer as the agent list shows them, or undefined (missing, or not a farmer). */
export async function agentFarmerById(db: Database, farmerId: string) {
  const [row] = await db
    .select({
      user: users,
      lastRecordAt: sql<string | null>`${lastRecordAt}::text`,
      animals,
      recentMortality: recentMortality(addDays(farmToday(), 1 - MORTALITY_ALERT_DAYS)),
    })
    .from(users)
    .where(and(eq(users.id, farmerId), eq(users.role, 'farmer')));
  return row ? present(row) : undefined;
}
