import {
  agentDashboardResponse,
  PAGE_LIMIT_DEFAULT,
  visitsQuery,
  visitsResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmToday } from '../../lib/farm-today';
import { errorResponses, ok, signedIn } from '../../lib/http';
import { createReportsService } from '../reports';
import type { ModuleOptions } from '../types';
import { agentDashboard } from './dashboard';
import { agentVisits } from './visits';

/** The dashboard shows the agent's five newest reports. */
const RECENT_REPORTS = 5;

export const agentsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const reports = createReportsService(app.db, app.log);

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
