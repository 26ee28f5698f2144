import {
  markAllReadResponse,
  notificationActionBody,
  notificationActionParams,
  notificationActionResponse,
  notificationParams,
  notificationResponse,
  notificationsQuery,
  notificationsResponse,
  unreadCountResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedIn } from '../../lib/http';
import type { ModuleOptions } from '../types';
import { createNotificationsService } from './service';
import { configureNotifications } from './triggers';

const tags = ['notifications'];

/** Exactly the spec §7 `/notifications` calls, each on the signed-in user's own notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (
  app,
  { config },
) => {
  configureNotifications(config);
  const service = createNotificationsService(app.db);
  const onRequest = app.requireAuth;

  app.get(
    '/notifications',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'The signed-in user’s notifications, newest first (filters: type, isRead, priority)',
        querystring: notificationsQuery,
        response: { 200: notificationsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const page = await service.list(signedIn(request).user, request.query);
      return { ...ok('Notifications retrieved', page.data), ...page };
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      onRequest,
      schema: {
        tags,
        summary: 'How many notifications are unread (the sidebar badge)',
        response: { 200: unreadCountResponse, ...errorResponses(401) },
      },
    },
    async (request) =>
      ok('Unread count retrieved', {
        unreadCount: await service.unreadCount(signedIn(request).user),
      }),
  );

  app.put(
    '/notifications/mark-all-read',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Marks every notification of the signed-in user read',
        response: { 200: markAllReadResponse, ...errorResponses(401) },
      },
    },
    async (request) =>
      ok('All notifications marked as read', {
        updated: await service.markAllRead(signedIn(request).user),
      }),
  );

  app.put(
    '/notifications/:id/read',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Marks one of the signed-in user’s notifications read',
        params: notificationParams,
        response: { 200: notificationResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        'Notification marked as read',
        await service.markRead(signedIn(request).user, request.params.id),
      ),
  );

  app.post(
    '/notifications/:notificationId/action',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Answers one of the notification’s actions (once); `message` says what happened',
        params: notificationActionParams,
        body: notificationActionBody,
        response: {
          200: notificationActionResponse,
          ...errorResponses(400, 401, 404, 409, 415),
        },
      },
    },
    async (request) => {
      const result = await service.act(
        signedIn(request).user,
        request.params.notificationId,
        request.body,
      );
      return ok(result.message, result.data);
    },
  );
};
