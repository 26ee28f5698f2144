import {
  adminUserParams,
  conversationParams,
  conversationResponse,
  conversationsQuery,
  conversationsResponse,
  whatsappBotBody,
  whatsappBotResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedIn } from '../../lib/http';
import type { ModuleOptions } from '../types';
import { createConversations } from './conversations';

const tags = ['admin'];

/**
 * The admin conversations page (ADR 0049): WhatsApp conversations by phone with their messages,
 * messages per channel, and the per-user switch for the bot. Admins only; served whether or not
 * the bot is configured (the counts and the history stay readable).
 */
export const conversationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  const onRequest = app.requireRole('admin');
  const conversations = createConversations(app.db);

  app.get(
    '/admin/conversations',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Recent WhatsApp conversations (by phone) and messages per channel',
        querystring: conversationsQuery,
        response: { 200: conversationsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok('Conversations', await conversations.list(request.query.phone)),
  );

  app.get(
    '/admin/conversations/:waId',
    {
      onRequest,
      schema: {
        tags,
        summary: "One WhatsApp number's messages in and out, with their status",
        params: conversationParams,
        response: { 200: conversationResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok('Conversation', await conversations.get(request.params.waId)),
  );

  app.put(
    '/admin/users/:id/whatsapp-bot',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Switch the WhatsApp bot off or on for a user (audited)',
        params: adminUserParams,
        body: whatsappBotBody,
        response: { 200: whatsappBotResponse, ...errorResponses(400, 401, 403, 404, 415) },
      },
    },
    async (request) => {
      const { enabled } = request.body;
      const result = await conversations.setBot(signedIn(request).user, request.params.id, enabled);
      return ok(enabled ? 'WhatsApp bot on' : 'WhatsApp bot off', result);
    },
  );
};
