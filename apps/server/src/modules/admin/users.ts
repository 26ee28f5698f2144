import type {
  AdminAuditEntry,
  AdminUser,
  AdminUserDetail,
  adminUsersQuery,
} from '@kiwo/api-client/schemas';
import { aliasedTable, and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema';
import { rows } from '../../db/sql';
import { AppError } from '../../lib/errors';
import { pageOf, paginationOf } from '../../lib/paging';
import { searchCondition, toPublicUser, type UserRow } from '../users';

type UsersQuery = z.output<typeof adminUsersQuery>;
type ListRole = 'farmer' | 'agent';

export const USER_NOT_FOUND = 'User not found';

export function userConditions(role: ListRole, q: UsersQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(users.role, role)];
  if (q.state) filters.push(eq(users.stateOfResidence, q.state));
  if (q.livestock) filters.push(eq(users.primaryLivestock, q.livestock));
  if (q.status) filters.push(eq(users.status, q.status));
  if (q.agentId) filters.push(eq(users.agentId, q.agentId));
  if (q.ninStatus === 'pending') {
    filters.push(eq(users.ninStatus, 'pending'), isNotNull(users.ninSubmittedAt));
  } else if (q.ninStatus) filters.push(eq(users.ninStatus, q.ninStatus));
  if (q.search) filters.push(searchCondition(q.search));
  return and(...filters);
}

const agents = aliasedTable(users, 'agent');

/**
 * The per-row figures: correlated look-ups on indexed columns, evaluated for the rows returned
 * only, so a page costs the same with 100,000 farmers.
 */
const figuresFor = (role: ListRole) => {
  const farmer = role === 'farmer';
  return {
    lastRecordAt: farmer
      ? sql<
          string | null
        >`(select max(r.date)::text from daily_records r where r.farmer_id = "users"."id")`
      : sql<string | null>`null::text`,
    animals: farmer
      ? sql<number>`(select coalesce(sum(s.count), 0)::int from sections s
          join batches b on b.id = s.batch_id
          where s.farmer_id = "users"."id" and b.status = 'Active')`
      : sql<number>`0`,
    farmers: farmer
      ? sql<number>`0`
      : sql<number>`(select count(*)::int from users f where f.agent_id = "users"."id")`,
  };
};

function selectUsers(db: Database, role: ListRole) {
  return db
    .select({
      user: users,
      ...figuresFor(role),
      agentFirst: agents.firstName,
      agentLast: agents.lastName,
    })
    .from(users)
    .leftJoin(agents, eq(agents.id, users.agentId))
    .$dynamic();
}

function toAdminUser(r: {
  user: UserRow;
  lastRecordAt: string | null;
  animals: number;
  farmers: number;
  agentFirst: string | null;
  agentLast: string | null;
}): AdminUser {
  return {
    ...toPublicUser(r.user),
    lastRecordAt: r.lastRecordAt,
    animals: Number(r.animals),
    farmers: Number(r.farmers),
    agentName: r.agentFirst ? `${r.agentFirst} ${r.agentLast ?? ''}`.trim() : null,
    status: r.user.status,
    ninSubmittedAt: r.user.ninSubmittedAt?.toISOString() ?? null,
  };
}

/** One page of farmers or agents, newest first. */
export async function adminUsersPage(db: Database, role: ListRole, q: UsersQuery) {
  const paging = pageOf(q);
  const where = userConditions(role, q);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  // The page's ids first (an index walk, however deep the page), then the figures and the
  // agent's name for those 20 rows only: in one query the per-row look-ups would also run for
  // every row the OFFSET skips.
  const page = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(paging.limit)
    .offset(paging.offset)
    .as('page');
  const rows = await selectUsers(db, role)
    .innerJoin(page, eq(page.id, users.id))
    .orderBy(desc(users.createdAt), desc(users.id));
  return {
    data: rows.map(toAdminUser),
    pagination: paginationOf(paging, Number(counted?.total ?? 0)),
  };
}

/** Any user (admins too) as the admin lists show them, or 404. */
export async function adminUser(db: Database, id: string): Promise<AdminUser> {
  const [found] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  if (!found) throw new AppError(404, USER_NOT_FOUND);
  const [row] = await selectUsers(db, found.role === 'agent' ? 'agent' : 'farmer').where(
    eq(users.id, id),
  );
  if (!row) throw new AppError(404, USER_NOT_FOUND);
  return toAdminUser(row);
}

/** The user, their counts across the product, and what admins did to the account. */
export async function adminUserDetail(db: Database, id: string): Promise<AdminUserDetail> {
  const user = await adminUser(db, id);
  const [counted] = await rows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from pens where farmer_id = ${id}) as pens,
      (select count(*)::int from batches where farmer_id = ${id}) as batches,
      (select count(*)::int from batches where farmer_id = ${id} and status = 'Active') as "activeBatches",
      (select count(*)::int from agent_reports
        where ${user.role === 'agent' ? sql`agent_id` : sql`farmer_id`} = ${id}) as reports,
      (select count(*)::int from consultations where user_id = ${id}) as consultations,
      (select count(*)::int from marketplace_listings where seller_id = ${id}) as listings`,
  );
  const admin = aliasedTable(users, 'admin');
  const history = await db
    .select({ entry: adminAuditLog, first: admin.firstName, last: admin.lastName })
    .from(adminAuditLog)
    .leftJoin(admin, eq(admin.id, adminAuditLog.adminId))
    .where(eq(adminAuditLog.userId, id))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(50);
  const n = (key: string) => Number(counted?.[key] ?? 0);
  return {
    user,
    counts: {
      pens: n('pens'),
      batches: n('batches'),
      activeBatches: n('activeBatches'),
      reports: n('reports'),
      consultations: n('consultations'),
      listings: n('listings'),
    },
    history: history.map(
      ({ entry, first, last }): AdminAuditEntry => ({
        id: entry.id,
        action: entry.action,
        adminName: first ? `${first} ${last ?? ''}`.trim() : null,
        reason: entry.reason,
        details: entry.details,
        createdAt: entry.createdAt.toISOString(),
      }),
    ),
  };
}
