import {
  adminOverviewResponse,
  adminUserParams,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  ninDecisionBody,
  subscribersQuery,
  subscribersResponse,
  ussdEventsQuery,
  ussdEventsResponse,
} from '@kiwo/api-client/schemas';
import { NO_DATA_TO_EXPORT, toCsv } from '@kiwo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { errorResponses, ok } from '../auth/http';
import { attachment } from '../records/export';
import type { ModuleOptions } from '../types';
import {
  adminOverview,
  adminUsersPage,
  allSubscribers,
  decideNin,
  subscribersPage,
  ussdEventsPage,
} from './service';
import { adminUserRoutes } from './user-routes';

const tags = ['admin'];
const BOM = '\uFEFF';

/** The admin console's API (issue 9): every route answers 403 to farmers and agents. */
export const adminRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  const onRequest = app.requireRole('admin');
  await adminUserRoutes(app);

  app.get(
    '/admin/overview',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Users by role and state, active farmers, animals by type, pending work',
        response: { 200: adminOverviewResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ok('Overview retrieved', await adminOverview(app.db)),
  );

  for (const role of ['farmer', 'agent'] as const) {
    app.get(
      `/admin/${role}s`,
      {
        onRequest,
        schema: {
          tags,
          summary: `All ${role}s: search, filters, a page at a time, newest first`,
          querystring: adminUsersQuery,
          response: { 200: adminUsersResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({
        success: true,
        message: `${role === 'farmer' ? 'Farmers' : 'Agents'} retrieved`,
        ...(await adminUsersPage(app.db, role, request.query)),
      }),
    );
  }

  app.post(
    '/admin/users/:id/nin',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Approve or reject a submitted NIN (a rejection keeps its reason)',
        params: adminUserParams,
        body: ninDecisionBody,
        response: { 200: adminUserResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const user = await decideNin(app.db, request.params.id, request.body);
      return ok(request.body.decision === 'approve' ? 'NIN approved' : 'NIN rejected', user);
    },
  );

  app.get(
    '/admin/ussd-events',
    {
      onRequest,
      schema: {
        tags,
        summary: 'USSD requests and end-of-session notifications, newest first',
        querystring: ussdEventsQuery,
        response: { 200: ussdEventsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true,
      message: 'USSD events retrieved',
      ...(await ussdEventsPage(app.db, request.query)),
    }),
  );

  app.get(
    '/admin/newsletter-subscribers',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Newsletter subscribers, newest first',
        querystring: subscribersQuery,
        response: { 200: subscribersResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true,
      message: 'Subscribers retrieved',
      ...(await subscribersPage(app.db, request.query)),
    }),
  );

  app.get(
    '/admin/newsletter-subscribers.csv',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Newsletter subscribers as CSV, oldest first',
        produces: ['text/csv'],
        querystring: subscribersQuery,
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const rows = await allSubscribers(app.db, request.query);
      const csv = toCsv(rows, [
        { key: 'email', header: 'Email', value: (r) => r.email },
        { key: 'createdAt', header: 'Subscribed at', value: (r) => r.createdAt.toISOString() },
      ]);
      if (csv === null) throw new AppError(404, NO_DATA_TO_EXPORT);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment('kiwo-newsletter-subscribers'))
        .header('cache-control', 'no-store')
        .send(`${BOM}${csv}`);
    },
  );
};
