import type { createReportBody, reportsQuery } from '@kiwo/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { pageOf, paginationOf } from '../../lib/paging';
import type { UserRow } from '../users';
import { runReportFiledHooks } from './hooks';
import { toReport } from './present';
import { createReportsRepository, type ReportFilter } from './repository';

type CreateReportInput = z.output<typeof createReportBody>;
type ReportsQueryInput = z.output<typeof reportsQuery>;

const NOT_YOUR_FARMER = 'You can only file reports about farmers attached to you';

/** Spec §3 Reports: filed by an agent about one of their farmers; read by that agent and admins. */
export function createReportsService(db: Database, log: FastifyBaseLogger) {
  const reports = createReportsRepository(db);

  return {
    /**
     * The farmer must be attached to the agent. Anyone else's id — or one that does not exist —
     * is the same 403, so farmer ids cannot be probed, and nothing is written.
     */
    async file(agent: UserRow, input: CreateReportInput) {
      // The farmer row is held FOR SHARE until the report is saved: a farmer detached from the
      // agent at the same moment cannot end up with a report filed after the detachment.
      const row = await db.transaction(async (tx) => {
        const [farmer] = await tx
          .select({ role: users.role, agentId: users.agentId })
          .from(users)
          .where(eq(users.id, input.farmerId))
          .for('share');
        if (farmer?.role !== 'farmer' || farmer.agentId !== agent.id) {
          throw new AppError(403, NOT_YOUR_FARMER, { fields: { farmerId: NOT_YOUR_FARMER } });
        }
        return createReportsRepository(tx).insert({
          agentId: agent.id,
          farmerId: input.farmerId,
          reportType: input.reportType,
          issue: input.issue,
          location: input.location ?? null,
        });
      });
      await runReportFiledHooks(row, { db, log });
      const named = await reports.findNamed(row.id);
      if (!named) throw new Error('report vanished after insert');
      return toReport(named);
    },

    /** An agent's list is always their own (`agentId` ignored); an admin filters freely. */
    async list(actor: UserRow, query: ReportsQueryInput) {
      const filter: ReportFilter = {
        agentId: actor.role === 'admin' ? query.agentId : actor.id,
        farmerId: query.farmerId,
      };
      const paging = pageOf(query);
      const [rows, total] = await Promise.all([
        reports.list(filter, paging.limit, paging.offset),
        reports.count(filter),
      ]);
      return { data: rows.map(toReport), pagination: paginationOf(paging, total) };
    },

    /** The agent's newest reports (dashboard). */
    async recent(agentId: string, limit: number) {
      return (await reports.list({ agentId }, limit)).map(toReport);
    },
  };
}
