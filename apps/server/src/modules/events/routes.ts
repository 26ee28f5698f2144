import {
  errorEnvelope,
  eventsBody,
  eventsResponse,
  signupFunnelResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/http';
import type { ModuleOptions } from '../types';
import type { EventRole } from './names';
import { createEventsRepository } from './repository';
import { recordEvents } from './service';

/** The funnel's window: the last 30 days. */
const FUNNEL_DAYS = 30;
/** Batches per client IP per minute: a page sends one every few seconds at most. */
const EVENTS_PER_MINUTE = 30;

export const eventsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  // Public: the sign-in and sign-up screens report their errors before anyone is signed in.
  // A session, when sent, only gives the role; client events never carry the account (ADR 0052).
  app.post(
    '/events',
    {
      config: { rateLimit: { max: EVENTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['events'],
        summary: 'Record product events from the web app (no personal data)',
        body: eventsBody,
        response: {
          202: eventsResponse,
          400: errorEnvelope,
          415: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const auth = request.headers.authorization;
      const token = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
      const session = token ? await app.sessions.resolve(token).catch(() => null) : null;
      const role: EventRole = session?.user.role ?? 'anonymous';
      const events = request.body.events.map((e) => ({
        ...e,
        channel: 'web' as const,
        role,
        language: e.language ?? session?.user.language,
      }));
      await recordEvents(app.db, events, { log: request.log, source: 'client' });
      return reply.code(202).send(ok('Recorded', { stored: events.length }));
    },
  );

  app.get(
    '/admin/analytics/funnel',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Farmers: sign-up → first record → active 7 days later, last 30 days',
        response: { 200: signupFunnelResponse, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const { steps, channels } = await createEventsRepository(app.db).funnel(FUNNEL_DAYS);
      return ok('Sign-up funnel', {
        days: FUNNEL_DAYS,
        signedUp: steps?.signed_up ?? 0,
        firstRecord: steps?.first_record ?? 0,
        eligible7d: steps?.eligible_7d ?? 0,
        active7d: steps?.active_7d ?? 0,
        channels: channels.map((c) => ({ channel: c.channel, count: Number(c.n) })),
      });
    },
  );
};
