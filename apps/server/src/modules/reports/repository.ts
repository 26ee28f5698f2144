import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { agentReports, users } from '../../db/schema';

export type ReportRow = typeof agentReports.$inferSelect;
export type NewReport = typeof agentReports.$inferInsert;

const agent = alias(users, 'report_agent');
const farmer = alias(users, 'report_farmer');

/** A report with the names a list shows. */
const withNames = {
  report: agentReports,
  agent: { id: agent.id, firstName: agent.firstName, lastName: agent.lastName },
  farmer: {
    id: farmer.id,
    firstName: farmer.firstName,
    lastName: farmer.lastName,
    phone: farmer.phone,
  },
};

export interface ReportFilter {
  agentId?: string | undefined;
  farmerId?: string | undefined;
}

export function createReportsRepository(db: Database) {
  const named = () =>
    db
      .select(withNames)
      .from(agentReports)
      .innerJoin(agent, eq(agent.id, agentReports.agentId))
      .innerJoin(farmer, eq(farmer.id, agentReports.farmerId));
  const where = (filter: ReportFilter): SQL | undefined =>
    and(
      filter.agentId ? eq(agentReports.agentId, filter.agentId) : undefined,
      filter.farmerId ? eq(agentReports.farmerId, filter.farmerId) : undefined,
    );

  return {
    async insert(values: NewReport) {
      const [row] = await db.insert(agentReports).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async findNamed(id: string) {
      const [row] = await named().where(eq(agentReports.id, id));
      return row;
    },
    /** Newest first. */
    list(filter: ReportFilter, limit: number, offset = 0) {
      return named()
        .where(where(filter))
        .orderBy(desc(agentReports.createdAt), desc(agentReports.id))
        .limit(limit)
        .offset(offset);
    },
    async count(filter: ReportFilter) {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(agentReports)
        .where(where(filter));
      return Number(row?.total ?? 0);
    },
  };
}

type ReportsRepository = ReturnType<typeof createReportsRepository>;
export type NamedReport = NonNullable<Awaited<ReturnType<ReportsRepository['findNamed']>>>;
