import { timingSafeEqual } from 'node:crypto';
import { errorEnvelope } from '@kiwo/api-client/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { ModuleOptions } from '../types';
import { createUssdService } from './service';

const tags = ['ussd'];

const field = (max: number) => z.string().trim().max(max);

/** The Africa's Talking USSD callback (form fields). */
const ussdBody = z.object({
  sessionId: field(200).min(1),
  serviceCode: field(50).optional(),
  phoneNumber: field(30).min(1),
  networkCode: field(20).optional(),
  text: z.string().max(500).optional(),
});

/** The gateway's end-of-session notification. */
const ussdEndBody = z.object({
  sessionId: field(200).min(1),
  phoneNumber: field(30).min(1),
  serviceCode: field(50).optional(),
  networkCode: field(20).optional(),
  status: field(50).optional(),
  durationInMillis: z.coerce.number().int().min(0).max(86_400_000).optional(),
  cost: field(50).optional(),
  input: z.string().max(500).optional(),
  lastAppResponse: z.string().max(500).optional(),
  errorMessage: z.string().max(500).optional(),
  date: field(50).optional(),
});

/**
 * The USSD channel (*347*754#): public routes called by the gateway, answering `text/plain`.
 * The gateway posts `application/x-www-form-urlencoded`; this plugin alone parses it.
 */
export const ussdRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const service = createUssdService(app.db, app.sessions.forgetUser);
  const expected = config.ussdCallbackToken;
  /** With USSD_CALLBACK_TOKEN set, a caller without the callback URL's token gets 403. */
  const onRequest = async (request: FastifyRequest) => {
    if (!expected) return;
    const token = (request.query as Record<string, unknown>).token;
    const given = Buffer.from(typeof token === 'string' ? token : '');
    const wanted = Buffer.from(expected);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      throw new AppError(403, 'Forbidden');
    }
  };

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    '/ussd',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "USSD callback (Africa's Talking form fields); answers `CON …` or `END …` in plain text",
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        produces: ['text/plain'],
        body: ussdBody,
        response: { 200: z.string(), 400: errorEnvelope, 403: errorEnvelope, 415: errorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await service.handle(request.body);
      await service.log(request.body, result).catch((error: unknown) => {
        request.log.error({ err: error }, 'ussd event not stored');
      });
      return reply.type('text/plain; charset=utf-8').send(result.response);
    },
  );

  app.post(
    '/ussd/events',
    {
      onRequest,
      schema: {
        tags,
        summary: 'USSD end-of-session notification: stores status, duration and cost',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: ussdEndBody,
        response: {
          200: z.object({ success: z.literal(true) }),
          400: errorEnvelope,
          403: errorEnvelope,
          415: errorEnvelope,
        },
      },
    },
    async (request) => {
      await service.sessionEnded(request.body);
      return { success: true as const };
    },
  );
};
