import { agentDashboardResponse } from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmToday } from '../../lib/farm-today';
import { errorResponses, ok, signedIn } from '../../lib/http';
import { createReportsService } from '../reports';
import type { ModuleOptions } from '../types';
import { agentDashboard } from './dashboard';

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
};
