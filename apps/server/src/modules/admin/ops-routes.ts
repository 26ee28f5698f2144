import {
  adminAnalyticsQuery,
  adminAnalyticsResponse,
  audienceQuery,
  recipientCountResponse,
  sendNotificationBody,
  sentMessagesResponse,
  sentNotificationResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedIn } from '../../lib/http';
import { adminAnalytics } from './analytics';
import { countRecipients, sendAdminMessage, sentMessages } from './messages';

const tags = ['admin'];

/** `/admin/notifications` (messages to a role, a state or one user) and `/admin/analytics`. */
export async function adminOpsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRole('admin');

  app.get(
    '/admin/notifications/recipients',
    {
      onRequest,
      schema: {
        tags,
        summary: 'How many active accounts a message to this audience would reach',
        querystring: audienceQuery,
        response: { 200: recipientCountResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      ok('Recipients counted', { recipients: await countRecipients(app.db, request.query) }),
  );

  app.post(
    '/admin/notifications',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Send a notification to one user, or to a role and/or a state (active accounts)',
        body: sendNotificationBody,
        response: { 201: sentNotificationResponse, ...errorResponses(400, 401, 403, 404, 415) },
      },
    },
    async (request, reply) => {
      const sent = await sendAdminMessage(app.db, signedIn(request).user, request.body);
      return reply.code(201).send(ok(`Sent to ${sent}`, { sent }));
    },
  );

  app.get(
    '/admin/notifications/sent',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The last 20 messages admins sent',
        response: { 200: sentMessagesResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ok('Sent messages retrieved', await sentMessages(app.db)),
  );

  app.get(
    '/admin/analytics',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Sign-ups, active farmers, deaths and sales over time, by state and livestock',
        querystring: adminAnalyticsQuery,
        response: { 200: adminAnalyticsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok('Analytics retrieved', await adminAnalytics(app.db, request.query)),
  );
}
