import {
  adminOverviewResponse,
  subscribersQuery,
  subscribersResponse,
  ussdEventsQuery,
  ussdEventsResponse,
} from '@kiwo/api-client/schemas';
import { NO_DATA_TO_EXPORT, toCsv } from '@kiwo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_BOM, csvReaderText } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { attachment, errorResponses, ok, signedIn } from '../../lib/http';
import type { ModuleOptions } from '../types';
import { offlineNinChecker, premblyNinChecker } from './nin-check';
import { adminOpsRoutes } from './ops-routes';
import { adminOverview, allSubscribers, subscribersPage, ussdEventsPage } from './service';
import { adminUserRoutes } from './user-routes';

const tags = ['admin'];

/** The admin console's API (ADR 0015): every route answers 403 to farmers and agents. */
export const adminRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const onRequest = app.requireRole('admin');
  const ninChecker = config.ninCheck ? premblyNinChecker(config.ninCheck) : offlineNinChecker;
  await adminUserRoutes(app, ninChecker);
  await adminOpsRoutes(app);

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
      // Headed in the admin's language, like every CSV the server writes (lib/csv.ts).
      const h = (await csvReaderText(signedIn(request).user.language)).t.csv.newsletter;
      const csv = toCsv(rows, [
        { key: 'email', header: h.email(), value: (r) => r.email },
        { key: 'createdAt', header: h.subscribedAt(), value: (r) => r.createdAt.toISOString() },
      ]);
      if (csv === null) throw new AppError(404, NO_DATA_TO_EXPORT);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(h.fileName()))
        .header('cache-control', 'no-store')
        .send(`${CSV_BOM}${csv}`);
    },
  );
};
