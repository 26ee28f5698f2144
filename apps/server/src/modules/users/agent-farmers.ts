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

/** One key of a sort: the expression, its direction, where empty values go, its SQL type. */
type SortKey = {
  expr: SQL;
  dir: 'asc' | 'desc';
  nulls: 'first' | 'last';
  type: 'text' | 'int' | 'date' | 'timestamptz' | 'uuid';
};

/**
 * The keys of a sort, the id last so equal keys keep one order across pages (stable paging).
 * "Last record" puts the never-recorded first (they need the agent most), then the oldest day.
 */
function sortKeys(query: FarmersQuery, mortality: SQL<number>): SortKey[] {
  const flip = (natural: 'asc' | 'desc') =>
    query.order && query.order !== natural ? (natural === 'asc' ? 'desc' : 'asc') : natural;
  const by = (
    expr: SQL,
    type: SortKey['type'],
    natural: 'asc' | 'desc',
    nulls: 'first' | 'last' = 'last',
  ): SortKey => {
    const dir = flip(natural);
    // Flipping the direction flips where the empty values go too.
    return {
      expr,
      type,
      dir,
      nulls: dir === natural ? nulls : nulls === 'first' ? 'last' : 'first',
    };
  };
  const name = by(sql`lower(${users.firstName} || ' ' || ${users.lastName})`, 'text', 'asc');
  const id = by(sql`${users.id}`, 'uuid', query.sort === 'newest' || !query.sort ? 'desc' : 'asc');
  const last = by(lastRecordAt, 'date', 'asc', 'first');
  switch (query.sort) {
    case 'lastRecord':
      return [last, name, id];
    case 'mortality':
      return [by(mortality, 'int', 'desc'), last, id];
    case 'name':
      return [name, id];
    case 'state':
      return [by(sql`${users.stateOfResidence}`, 'text', 'asc'), name, id];
    default:
      return [by(sql`${users.createdAt}`, 'timestamptz', 'desc'), id];
  }
}

const orderBy = (keys: SortKey[]) =>
  keys.map((k) => sql`${k.expr} ${sql.raw(k.dir)} nulls ${sql.raw(k.nulls)}`);

/** Where the last row of a chunk stood in the sort: each key's value as text (null stays null). */
export type FarmerCursor = (string | null)[];

/**
 * The rows after `cursor` in the sort (keyset paging): for some key, every key before it equal
 * and this one further along, empty values where the sort puts them. A farmer registered or
 * moved while an export reads can then neither shift a row into the next chunk twice nor push
 * one out of it (ADR 0071).
 */
function after(keys: SortKey[], cursor: FarmerCursor): SQL {
  const value = (k: SortKey, v: string) => sql`${v}::${sql.raw(k.type)}`;
  const same = (k: SortKey, v: string | null) =>
    v === null ? sql`${k.expr} is null` : sql`${k.expr} = ${value(k, v)}`;
  const beyond = (k: SortKey, v: string | null) => {
    if (v === null) return k.nulls === 'first' ? sql`${k.expr} is not null` : sql`false`;
    const further = sql`${k.expr} ${sql.raw(k.dir === 'asc' ? '>' : '<')} ${value(k, v)}`;
    return k.nulls === 'last' ? sql`(${further} or ${k.expr} is null)` : further;
  };
  const branches = keys.map((k, i) =>
    and(
      ...keys.slice(0, i).map((e, j) => same(e, cursor[j] ?? null)),
      beyond(k, cursor[i] ?? null),
    ),
  );
  return sql`(${or(...branches)})`;
}

function selection(mortality: SQL<number>) {
  return {
    user: users,
    lastRecordAt: sql<string | null>`${lastRecordAt}::text`,
    animals,
    recentMortality: mortality,
  };
}

/**
 * The agent's farmers matching `query`, in its order, `limit` from `offset`: one page of the list
 * (the CSV export reads the same query and order by keyset, `agentFarmerChunk`).
 */
async function agentFarmerRows(
  db: Database,
  agentId: string,
  query: FarmersQuery,
  window: { limit: number; offset: number },
) {
  const mortality = recentMortality(addDays(farmToday(), 1 - MORTALITY_ALERT_DAYS));
  const rows = await db
    .select(selection(mortality))
    .from(users)
    .where(conditions(agentId, query))
    .orderBy(...orderBy(sortKeys(query, mortality)))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(present);
}

/**
 * Up to `limit` of the agent's farmers matching `query` after `cursor` (from the start without
 * one), in the list's order, and the cursor of the last: the CSV export's read (agents module).
 */
export async function agentFarmerChunk(
  db: Database,
  agentId: string,
  query: FarmersQuery,
  window: { limit: number; after?: FarmerCursor },
) {
  const mortality = recentMortality(addDays(farmToday(), 1 - MORTALITY_ALERT_DAYS));
  const keys = sortKeys(query, mortality);
  const found = await db
    .select({
      ...selection(mortality),
      cursor: sql<string>`json_build_array(${sql.join(
        keys.map((k) => sql`(${k.expr})::text`),
        sql`, `,
      )})::text`,
    })
    .from(users)
    .where(and(conditions(agentId, query), window.after ? after(keys, window.after) : undefined))
    .orderBy(...orderBy(keys))
    .limit(window.limit);
  const last = found.at(-1);
  return {
    rows: found.map(present),
    next: last ? (JSON.parse(last.cursor) as FarmerCursor) : undefined,
  };
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
