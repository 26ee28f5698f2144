import {
  agentDashboardResponse,
  agentFarmersCsvQuery,
  errorEnvelope,
  PAGE_LIMIT_DEFAULT,
  visitsQuery,
  visitsResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/errors';
import { farmToday } from '../../lib/farm-today';
import { errorResponses, ok, signedIn } from '../../lib/http';
import { createReportsService } from '../reports';
import type { ModuleOptions } from '../types';
import { createUsersRepository } from '../users';
import { agentDashboard } from './dashboard';
import { sendAgentFarmersCsv } from './farmers-csv';
import { agentVisits } from './visits';

/** The dashboard shows the agent's five newest reports. */
const RECENT_REPORTS = 5;

export const agentsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const reports = createReportsService(app.db, app.log);
  const users = createUsersRepository(app.db);

  /** An agent exports their own farmers (a body `agentId` is ignored); an admin names an agent. */
  const exportedAgent = async (actor: { id: string; role: string }, agentId?: string) => {
    if (actor.role === 'agent') return actor.id;
    if (!agentId) throw fieldError('agentId', 'Choose the agent whose farmers to export');
    const agent = await users.findById(agentId);
    if (agent?.role !== 'agent') throw fieldError('agentId', 'Agent not found');
    return agent.id;
  };

  app.get(
    '/agents/farmers.csv',
    {
      onRequest: app.requireRole('agent', 'admin'),
      schema: {
        tags: ['agents'],
        summary:
          "Every one of an agent's farmers matching the list's search, filters and sort, as CSV " +
          "in the reader's language (an agent: their own; an admin: the agent named), streamed",
        produces: ['text/csv'],
        querystring: agentFarmersCsvQuery,
        response: {
          200: z.string().describe('text/csv; charset=utf-8, streamed'),
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const { agentId, ...query } = request.query;
      return sendAgentFarmersCsv(reply, app.db, {
        agentId: await exportedAgent(user, agentId),
        language: user.language,
        query,
        today: farmToday(),
        mortalityAlertPercent: config.mortalityAlertPercent,
      });
    },
  );

  app.get(
    '/agents/me/dashboard',
    {
      onRequest: app.requireRole('agent'),
      schema: {
        tags: ['agents'],
        summary:
          "The signed-in agent's figures: farmers, animals, who needs a visit, mortality alerts, " +
          'recent reports',
        response: { 200: agentDashboardResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const agentId = signedIn(request).user.id;
      const data = await agentDashboard(app.db, agentId, farmToday(), {
        mortalityAlertPercent: config.mortalityAlertPercent,
        recentReports: await reports.recent(agentId, RECENT_REPORTS),
      });
      return ok('Dashboard retrieved', data);
    },
  );
  app.get(
    '/agents/me/visits',
    {
      onRequest: app.requireRole('agent'),
      schema: {
        tags: ['agents'],
        summary:
          "Every one of the signed-in agent's farmers who needs a visit, worst first, with why " +
          '(mortality alert, overdue health item, no record in 7 days), paged',
        querystring: visitsQuery,
        response: { 200: visitsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const page = await agentVisits(app.db, signedIn(request).user.id, farmToday(), {
        mortalityAlertPercent: config.mortalityAlertPercent,
        page: request.query.page ?? 1,
        limit: request.query.limit ?? PAGE_LIMIT_DEFAULT,
      });
      return { ...ok('Visits retrieved', page.items), pagination: page.pagination };
    },
  );
};
