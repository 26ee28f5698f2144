import {
  batchDetailResponse,
  batchListQuery,
  batchListResponse,
  batchParams,
  batchSummaryResponse,
  completeBatchBody,
  createBatchBody,
  createSectionBody,
  farmerParams,
  penParams,
  sectionParams,
  sectionResponse,
  updateBatchBody,
  updateSectionBody,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedIn } from '../../lib/http';
import { farmerFor } from '../farm';
import type { ModuleOptions } from '../types';
import { createBatchesService } from './service';

/** Batches in a pen and animal sections in a batch. */
export const batchesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  const service = createBatchesService(app.db);
  const onRequest = app.requireAuth;
  const tags = ['batches'];

  app.get(
    '/farmers/:farmerId/batches',
    {
      onRequest,
      schema: {
        tags,
        summary: "A farmer's batches, newest first, optionally by status",
        params: farmerParams,
        querystring: batchListQuery,
        response: { 200: batchListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const farmer = await farmerFor(app.db, signedIn(request).user, request.params.farmerId);
      return ok('Batches retrieved', await service.list(farmer.id, request.query.status));
    },
  );

  app.post(
    '/pens/:penId/batches',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Start a batch in a pen',
        params: penParams,
        body: createBatchBody,
        response: { 201: batchSummaryResponse, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request, reply) => {
      const batch = await service.create(
        signedIn(request).user,
        request.params.penId,
        request.body,
      );
      return reply.code(201).send(ok('Batch created', batch));
    },
  );

  app.get(
    '/batches/:batchId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A batch with its sections',
        params: batchParams,
        response: { 200: batchDetailResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok('Batch retrieved', await service.detail(signedIn(request).user, request.params.batchId)),
  );

  app.patch(
    '/batches/:batchId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rename a batch or set its progress (0-100)',
        params: batchParams,
        body: updateBatchBody,
        response: { 200: batchSummaryResponse, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      return ok('Batch updated', await service.update(user, request.params.batchId, request.body));
    },
  );

  app.post(
    '/batches/:batchId/complete',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Complete a batch (Active → Completed) with its outcome; 409 if already done',
        params: batchParams,
        body: completeBatchBody,
        response: { 200: batchSummaryResponse, ...errorResponses(400, 401, 404, 409, 415) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const batch = await service.complete(user, request.params.batchId, request.body);
      return ok('Batch completed', batch);
    },
  );

  app.post(
    '/batches/:batchId/sections',
    {
      onRequest,
      schema: {
        tags: ['sections'],
        summary: 'Add an animal section to an active batch',
        params: batchParams,
        body: createSectionBody,
        response: { 201: sectionResponse, ...errorResponses(400, 401, 404, 409, 415) },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const section = await service.addSection(user, request.params.batchId, request.body);
      return reply.code(201).send(ok('Section added', section));
    },
  );

  app.get(
    '/sections/:sectionId',
    {
      onRequest,
      schema: {
        tags: ['sections'],
        summary: 'An animal section with its live count',
        params: sectionParams,
        response: { 200: sectionResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        'Section retrieved',
        await service.section(signedIn(request).user, request.params.sectionId),
      ),
  );

  app.patch(
    '/sections/:sectionId',
    {
      onRequest,
      schema: {
        tags: ['sections'],
        summary: 'Rename an animal section',
        params: sectionParams,
        body: updateSectionBody,
        response: { 200: sectionResponse, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const section = await service.renameSection(
        user,
        request.params.sectionId,
        request.body.name,
      );
      return ok('Section updated', section);
    },
  );
};
