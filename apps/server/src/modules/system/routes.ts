import { envelope, errorEnvelope } from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/http';
import type { ModuleOptions } from '../types';

const ok = envelope(z.object({ status: z.literal('ok') }));

export const systemRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  // Liveness: the process answers. Never touches the database, so a DB outage does not get the
  // container restarted in a loop.
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness', response: { 200: ok } } },
    async () => ({ success: true, message: 'ok', data: { status: 'ok' as const } }),
  );

  // Readiness: send traffic here only if the database answers `select 1`.
  app.get(
    '/ready',
    {
      schema: { tags: ['system'], summary: 'Readiness', response: { 200: ok, 503: errorEnvelope } },
    },
    async (request, reply) => {
      try {
        await app.dbHandle.ping();
        return { success: true, message: 'ok', data: { status: 'ok' as const } };
      } catch (err) {
        request.log.error({ err }, 'readiness check failed');
        return reply.code(503).send(errorBody('Not ready', 'The database is unreachable'));
      }
    },
  );

  // Routes cannot change once the app is ready, so the document is built, checked and
  // serialized once per process (it took 0.3-0.7 s a request); a JSON string is sent as it is.
  let openapi: string | undefined;
  app.get(
    '/openapi.json',
    { schema: { hide: true, response: { 200: z.record(z.string(), z.unknown()) } } },
    async (_request, reply) => {
      openapi ??= JSON.stringify(app.swagger());
      // The schema describes the document; the cached text skips its per-request encoding.
      return reply
        .type('application/json; charset=utf-8')
        .send(openapi as unknown as Record<string, unknown>);
    },
  );
};
