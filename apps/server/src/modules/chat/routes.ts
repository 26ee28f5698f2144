import {
  chatFeedbackBody,
  chatFeedbackResponse,
  chatFeedbackStatsResponse,
  chatHistoryResponse,
  chatReplyResponse,
  chatSendBody,
  errorEnvelope,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedIn } from '../../lib/http';
import type { ModuleOptions } from '../types';
import { CHAT_FAILED, createChatService } from './service';

const tags = ['chat'];

/**
 * Spec §7 AI farming assistant: `/whatsapp/chat` (ask, history), `/whatsapp/feedback`, Kiwo's
 * streaming `/whatsapp/chat/stream`, and the admins' quality signal `/admin/chat-feedback`.
 * Signed-in users only; each sees and rates only their own conversation.
 */
export const chatRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const service = createChatService({
    db: app.db,
    advisor: app.advisor,
    ratePerMinute: config.chatRateLimitPerMinute,
    log: app.log,
    limits: app.limits,
  });

  app.post(
    '/whatsapp/chat',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Ask the AI farming assistant; the answer uses the farm’s own records',
        body: chatSendBody,
        response: {
          200: chatReplyResponse,
          ...errorResponses(400, 401, 403, 415, 429),
          503: errorEnvelope,
        },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      await service.checkRate(user.id);
      const { message, language, farmerId } = request.body;
      const farmer = await service.openedOn(user, farmerId);
      return ok('Reply generated', await service.ask(user, { message, language, farmer }));
    },
  );

  app.post(
    '/whatsapp/chat/stream',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Ask as above, answered as text/event-stream: token events, then done or error',
        body: chatSendBody,
        response: errorResponses(400, 401, 403, 415, 429),
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      await service.checkRate(user.id);
      const { message, language, farmerId } = request.body;
      // Refused before the stream opens: a farm the user may not reach is a plain 403.
      const farmer = await service.openedOn(user, farmerId);
      const controller = new AbortController();
      // The farmer closed the panel or lost the connection: stop the model.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      const send = (event: string, data: unknown) => {
        if (!reply.raw.destroyed)
          reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      try {
        const answer = await service.ask(
          user,
          { message, language, farmer },
          { signal: controller.signal, onToken: (text) => send('token', { text }) },
        );
        send('done', answer);
      } catch (error) {
        if (!controller.signal.aborted) request.log.error({ err: error }, 'chat stream failed');
        send('error', { message: CHAT_FAILED });
      }
      reply.raw.end();
    },
  );

  app.get(
    '/whatsapp/chat',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'The signed-in user’s conversation, oldest first',
        response: { 200: chatHistoryResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok('Chat history', await service.history(signedIn(request).user.id)),
  );

  app.post(
    '/whatsapp/feedback',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Like, dislike or clear (null) the rating of one of your assistant messages',
        body: chatFeedbackBody,
        response: { 200: chatFeedbackResponse, ...errorResponses(400, 401, 403, 404, 415) },
      },
    },
    async (request) => {
      const { messageId, feedbackType } = request.body;
      const saved = await service.feedback(signedIn(request).user.id, messageId, feedbackType);
      return ok(feedbackType === null ? 'Feedback cleared' : 'Feedback saved', saved);
    },
  );

  app.get(
    '/admin/chat-feedback',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary: 'Admins: likes, dislikes and cleared ratings of the assistant’s answers',
        response: { 200: chatFeedbackStatsResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ok('Chat feedback', await service.feedbackStats()),
  );
};
