import {
  analyticsQuery,
  analyticsResponse,
  dashboardResponse,
  farmerParams,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { farmToday } from '../../lib/farm-today';
import { errorResponses, ok, signedIn } from '../../lib/http';
import { farmerFor } from '../farm';
import type { ModuleOptions } from '../types';
import { farmerAnalytics } from './analytics';
import { farmerDashboard } from './dashboard';

const tags = ['analytics'];

/** Spec §9 figures for one farm, computed in SQL over date ranges. */
export const analyticsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  app.get(
    '/farmers/:farmerId/dashboard',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Totals, 30-day trends, spec §9 rates, the Mon-Sun week and recent activity',
        params: farmerParams,
        response: { 200: dashboardResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const farmer = await farmerFor(app.db, signedIn(request).user, request.params.farmerId);
      return ok('Dashboard retrieved', await farmerDashboard(app.db, farmer.id, farmToday()));
    },
  );

  app.get(
    '/farmers/:farmerId/analytics',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Daily series, per-livestock figures and totals for the last 30, 90 or 365 days',
        params: farmerParams,
        querystring: analyticsQuery,
        response: { 200: analyticsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const farmer = await farmerFor(app.db, signedIn(request).user, request.params.farmerId);
      const days = request.query.days ?? 30;
      return ok('Analytics retrieved', await farmerAnalytics(app.db, farmer.id, farmToday(), days));
    },
  );
};
