import type { agentFarmersQuery } from '@kiwo/api-client/schemas';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
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
 * `GET /users/farmers/by-agent`: one page of the agent's farmers, newest first, each with the
 * day of their latest record and their live animals in active batches (two index look-ups per
 * farmer on the page, never a scan of everyone's records). Drizzle writes a selected column
 * unqualified, so the correlated sub-queries name `"users"."id"` themselves.
 */
export async function agentFarmersPage(db: Database, agentId: string, query: FarmersQuery) {
  const paging = pageOf(query);
  const where = conditions(agentId, query);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  const rows = await db
    .select({
      user: users,
      lastRecordAt: sql<string | null>`(
        select max(r.date)::text from daily_records r where r.farmer_id = "users"."id")`,
      animals: sql<number>`(
        select coalesce(sum(s.count), 0)::int from sections s
        join batches b on b.id = s.batch_id
        where s.farmer_id = "users"."id" and b.status = 'Active')`,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return {
    data: rows.map((r) => ({
      ...toPublicUser(r.user),
      lastRecordAt: r.lastRecordAt,
      animals: Number(r.animals),
    })),
    pagination: paginationOf(paging, Number(counted?.total ?? 0)),
  };
}

/** One farmer as the agent list shows them, or undefined (missing, or not a farmer). */
export async function agentFarmerById(db: Database, farmerId: string) {
  const [row] = await db
    .select({
      user: users,
      lastRecordAt: sql<string | null>`(
        select max(r.date)::text from daily_records r where r.farmer_id = "users"."id")`,
      animals: sql<number>`(
        select coalesce(sum(s.count), 0)::int from sections s
        join batches b on b.id = s.batch_id
        where s.farmer_id = "users"."id" and b.status = 'Active')`,
    })
    .from(users)
    .where(and(eq(users.id, farmerId), eq(users.role, 'farmer')));
  if (!row) return undefined;
  return {
    ...toPublicUser(row.user),
    lastRecordAt: row.lastRecordAt,
    animals: Number(row.animals),
  };
}
