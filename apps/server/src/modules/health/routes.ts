import {
  markGivenBody,
  purchaseWriteHeaders,
  sectionHealthResponse,
  sectionParams,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedIn } from '../../lib/http';
import type { ModuleOptions } from '../types';
import { createHealthService } from './service';

/** The health calendar of an animal section (ADR 0056). */
export const healthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  const service = createHealthService(app.db);
  const onRequest = app.requireAuth;
  const tags = ['health'];

  app.get(
    '/sections/:sectionId/health',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "A section's vaccinations and treatments by its animals' age today: overdue, due, coming up, given; due items remind the farmer once",
        params: sectionParams,
        response: { 200: sectionHealthResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        'Health calendar retrieved',
        await service.calendar(signedIn(request).user, request.params.sectionId),
      ),
  );

  app.post(
    '/sections/:sectionId/health',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Mark a schedule item given (product, route, product batch, withdrawal days); the day's record gets it as a vaccination; the `Idempotency-Key` header writes an offline retry once",
        params: sectionParams,
        // The outbox's headers, as for a purchase: channel and Idempotency-Key (ADR 0068).
        headers: purchaseWriteHeaders,
        body: markGivenBody,
        response: { 200: sectionHealthResponse, ...errorResponses(400, 401, 404, 409, 415) },
      },
    },
    async (request) =>
      ok(
        'Marked given',
        await service.markGiven(
          signedIn(request).user,
          request.params.sectionId,
          request.body,
          request.headers['x-record-channel'] ?? 'web',
          request.headers['idempotency-key'],
        ),
      ),
  );
};
