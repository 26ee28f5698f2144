import {
  batchDetailResponse,
  batchListQuery,
  batchListResponse,
  batchParams,
  batchSummaryResponse,
  completeBatchBody,
  countConflictResponse,
  countCorrectionBody,
  createBatchBody,
  createSectionBody,
  deletionParams,
  deletionResponse,
  deletionsResponse,
  farmerParams,
  moveAnimalsBody,
  penParams,
  sectionChangesResponse,
  sectionMoveResponse,
  sectionParams,
  sectionResponse,
  setupWriteHeaders,
  updateBatchBody,
  updateSectionBody,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedIn } from '../../lib/http';
import { farmerFor } from '../farm';
import type { ModuleOptions } from '../types';
import { createCorrectionsService } from './corrections';
import { createDeletionsService } from './deletions';
import { createBatchesService } from './service';

/** Batches in a pen and animal sections in a batch. */
export const batchesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  const service = createBatchesService(app.db);
  const corrections = createCorrectionsService(app.db);
  const deletions = createDeletionsService(app.db);
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
        summary:
          "Rename a batch or set its progress (0-100); a rename is kept in each of its sections' changes",
        params: batchParams,
        headers: setupWriteHeaders,
        body: updateBatchBody,
        response: { 200: batchSummaryResponse, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const channel = request.headers['x-record-channel'] ?? 'web';
      return ok(
        'Batch updated',
        await service.update(user, channel, request.params.batchId, request.body),
      );
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
    '/batches/:batchId/reopen',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reopen a completed batch (Completed → Active); 409 if it is active',
        params: batchParams,
        response: { 200: batchSummaryResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const batch = await service.reopen(signedIn(request).user, request.params.batchId);
      return ok('Batch reopened', batch);
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
        summary: "Rename an animal section; the rename is kept in the section's changes",
        params: sectionParams,
        headers: setupWriteHeaders,
        body: updateSectionBody,
        response: { 200: sectionResponse, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const section = await service.renameSection(
        user,
        request.headers['x-record-channel'] ?? 'web',
        request.params.sectionId,
        request.body.name,
      );
      return ok('Section updated', section);
    },
  );

  app.post(
    '/sections/:sectionId/count-corrections',
    {
      onRequest,
      schema: {
        tags: ['sections'],
        summary:
          "Correct a section's live count (150 that were really 148) with a reason; kept as an entry in the section's changes. 409 with the section when its count moved since `from`",
        params: sectionParams,
        headers: setupWriteHeaders,
        body: countCorrectionBody,
        response: {
          201: sectionResponse,
          ...errorResponses(400, 401, 404, 415),
          409: countConflictResponse,
        },
      },
    },
    async (request, reply) => {
      const section = await corrections.correct(
        signedIn(request).user,
        request.headers['x-record-channel'] ?? 'web',
        request.params.sectionId,
        request.body,
      );
      return reply.code(201).send(ok('Count corrected', section));
    },
  );

  app.post(
    '/sections/:sectionId/moves',
    {
      onRequest,
      schema: {
        tags: ['sections'],
        summary:
          'Move animals into another section of the same farm; both sections get an entry. 400 when more would move than are alive',
        params: sectionParams,
        headers: setupWriteHeaders,
        body: moveAnimalsBody,
        response: { 200: sectionMoveResponse, ...errorResponses(400, 401, 404, 409, 415) },
      },
    },
    async (request) => {
      const moved = await corrections.move(
        signedIn(request).user,
        request.headers['x-record-channel'] ?? 'web',
        request.params.sectionId,
        request.body,
      );
      return ok('Animals moved', moved);
    },
  );

  app.get(
    '/sections/:sectionId/changes',
    {
      onRequest,
      // Not cached: read rarely, and every correction or move adds to it (ADR 0026).
      schema: {
        tags: ['sections'],
        summary:
          "A section's count corrections and moves, newest first: who, role, channel, when, before → after, reason",
        params: sectionParams,
        response: { 200: sectionChangesResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        'Section changes retrieved',
        await corrections.changes(signedIn(request).user, request.params.sectionId),
      ),
  );

  // Delete with Undo (ADR 0045 addendum): only what holds no records; kept for restore.
  const deleteRoute = (
    url: '/pens/:penId' | '/batches/:batchId' | '/sections/:sectionId',
    kind: 'pen' | 'batch' | 'section',
  ) => {
    const params = { pen: penParams, batch: batchParams, section: sectionParams }[kind];
    app.delete(
      url,
      {
        onRequest,
        schema: {
          tags: [kind === 'pen' ? 'pens' : kind === 'batch' ? 'batches' : 'sections'],
          summary: `Delete a ${kind} that holds no records (409 when it does: complete it instead); Undo restores it within a day`,
          params,
          headers: setupWriteHeaders,
          response: { 200: deletionResponse, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request) => {
        const id = Object.values(request.params as Record<string, string>)[0] ?? '';
        const deleted = await deletions.remove(
          signedIn(request).user,
          request.headers['x-record-channel'] ?? 'web',
          kind,
          id,
        );
        return ok(`${kind[0]?.toUpperCase()}${kind.slice(1)} deleted`, deleted);
      },
    );
  };
  deleteRoute('/pens/:penId', 'pen');
  deleteRoute('/batches/:batchId', 'batch');
  deleteRoute('/sections/:sectionId', 'section');

  app.post(
    '/deletions/:deletionId/restore',
    {
      onRequest,
      schema: {
        tags: ['batches'],
        summary:
          'Undo a delete: the pen, batch or section back with its ids. 409 when already restored, too late, or what held it is deleted',
        params: deletionParams,
        headers: setupWriteHeaders,
        response: { 200: deletionResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const restored = await deletions.restore(
        signedIn(request).user,
        request.headers['x-record-channel'] ?? 'web',
        request.params.deletionId,
      );
      return ok('Restored', restored);
    },
  );

  app.get(
    '/farmers/:farmerId/deletions',
    {
      onRequest,
      schema: {
        tags: ['batches'],
        summary:
          "The farm's deleted pens, batches and sections, newest first: who, channel, when, and their restore",
        params: farmerParams,
        response: { 200: deletionsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const farmer = await farmerFor(app.db, signedIn(request).user, request.params.farmerId);
      return ok('Deletions retrieved', await deletions.history(farmer.id));
    },
  );
};
