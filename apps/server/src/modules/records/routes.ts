import {
  batchParams,
  csvQuery,
  dailyRecordBody,
  dailyRecordDetailResponse,
  dailyRecordResponse,
  deletedResponse,
  errorEnvelope,
  farmerParams,
  productionResponse,
  recordConflictResponse,
  recordHistoryResponse,
  recordPageResponse,
  recordParams,
  recordsQuery,
  recordWriteHeaders,
  sectionDayParams,
  sectionParams,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, signedIn } from '../../lib/http';
import { farmerFor, reachable } from '../farm';
import type { ModuleOptions } from '../types';
import { sendRecordsCsv } from './export';
import { productionOf } from './production';
import { createRecordsRepository } from './repository';
import { createRecordsService, type RecordPrecondition } from './service';

const tags = ['records'];

/** `If-None-Match: *` → the writer saw no record; `If-Match: "<updatedAt>"` → that version. */
const preconditionOf = (headers: {
  'if-match'?: string | undefined;
  'if-none-match'?: string | undefined;
}): RecordPrecondition | undefined => {
  if (headers['if-none-match'] === '*') return 'none';
  const tag = headers['if-match'];
  return tag ? { updatedAt: tag.replace(/^W\//, '').replace(/^"|"$/g, '') } : undefined;
};
const csvResponse = z.string().describe('text/csv; charset=utf-8, streamed');

/** Daily records per section and date, and their CSV export. */
export const recordsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  const service = createRecordsService(app.db);
  const repo = createRecordsRepository(app.db);
  const onRequest = app.requireAuth;

  app.put(
    '/sections/:sectionId/records/:date',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Save a section's record for a day (201 new, 200 replaced); moves the live count by the difference",
        params: sectionDayParams,
        headers: recordWriteHeaders,
        body: dailyRecordBody,
        response: {
          200: dailyRecordResponse,
          201: dailyRecordResponse,
          ...errorResponses(400, 401, 404, 409, 415),
          412: recordConflictResponse,
        },
      },
    },
    async (request, reply) => {
      const { sectionId, date } = request.params;
      const result = await service.save(
        signedIn(request).user,
        sectionId,
        date,
        request.body,
        request.headers['idempotency-key'],
        preconditionOf(request.headers),
        request.headers['x-record-channel'] ?? 'web',
      );
      return reply
        .code(result.statusCode as 200 | 201)
        .send(result.body as z.infer<typeof dailyRecordResponse>);
    },
  );

  app.get(
    '/sections/:sectionId/records',
    {
      onRequest,
      schema: {
        tags,
        summary: "A section's records, newest first, a page at a time",
        params: sectionParams,
        querystring: recordsQuery,
        response: { 200: recordPageResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const page = await service.page(user, request.params.sectionId, request.query);
      return ok('Records retrieved', page);
    },
  );

  // Production (ADR 0059): the last 30 days.
  const productionSchema = (summary: string) => ({
    tags,
    summary,
    response: { 200: productionResponse, ...errorResponses(400, 401, 403, 404) },
  });
  app.get(
    '/sections/:sectionId/production',
    {
      onRequest,
      schema: {
        ...productionSchema(
          "A section's eggs, lay rate, milk and weights by day for 30 days, and its deaths by cause",
        ),
        params: sectionParams,
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const section = reachable(user, await repo.findSection(request.params.sectionId), 'Section');
      return ok('Production retrieved', await productionOf(app.db, [section]));
    },
  );
  app.get(
    '/batches/:batchId/production',
    {
      onRequest,
      schema: {
        ...productionSchema(
          "A batch's eggs, lay rate, milk and weights by day for 30 days, and its deaths by cause",
        ),
        params: batchParams,
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const batch = reachable(user, await repo.batchWithSections(request.params.batchId), 'Batch');
      return ok('Production retrieved', await productionOf(app.db, batch.sections));
    },
  );
  app.get(
    '/farmers/:farmerId/production',
    {
      onRequest,
      schema: {
        ...productionSchema(
          "A farm's eggs, lay rate and milk by day for 30 days across its active batches",
        ),
        params: farmerParams,
      },
    },
    async (request) => {
      const farmer = await farmerFor(app.db, signedIn(request).user, request.params.farmerId);
      const list = await repo.activeSectionsOf(farmer.id);
      return ok('Production retrieved', await productionOf(app.db, list));
    },
  );

  app.get(
    '/records/:recordId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One daily record with its section and batch names',
        params: recordParams,
        response: { 200: dailyRecordDetailResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok('Record retrieved', await service.detail(signedIn(request).user, request.params.recordId)),
  );

  app.get(
    '/records/:recordId/history',
    {
      onRequest,
      // Not cached: read rarely, and every change of the record adds to it (ADR 0026).
      schema: {
        tags,
        summary:
          'Every change of a daily record, oldest first: who (and their role), through which channel, when, and the values before and after',
        params: recordParams,
        response: { 200: recordHistoryResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        'Record history retrieved',
        await service.history(signedIn(request).user, request.params.recordId),
      ),
  );

  app.delete(
    '/records/:recordId',
    {
      onRequest,
      schema: {
        tags,
        summary: "Delete a daily record and reverse its effect on the section's live count",
        params: recordParams,
        response: { 200: deletedResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) =>
      ok('Record deleted', await service.remove(signedIn(request).user, request.params.recordId)),
  );

  app.get(
    '/sections/:sectionId/records.csv',
    {
      onRequest,
      schema: {
        tags,
        summary: "A section's records as CSV (spec §3 export row), oldest first, streamed",
        produces: ['text/csv'],
        params: sectionParams,
        querystring: csvQuery,
        response: { 200: csvResponse, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const section = reachable(user, await repo.findSection(request.params.sectionId), 'Section');
      return sendRecordsCsv(reply, app.db, { sectionId: section.id }, request.query, {
        language: user.language,
        name: section.name,
      });
    },
  );

  app.get(
    '/farmers/:farmerId/records.csv',
    {
      onRequest,
      schema: {
        tags,
        summary: "All of a farmer's records as CSV (spec §3 export row), oldest first, streamed",
        produces: ['text/csv'],
        params: farmerParams,
        querystring: csvQuery,
        response: {
          200: csvResponse,
          400: errorEnvelope,
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const farmer = await farmerFor(app.db, user, request.params.farmerId);
      const name = farmer.farmName ?? `${farmer.firstName} ${farmer.lastName}`;
      return sendRecordsCsv(reply, app.db, { farmerId: farmer.id }, request.query, {
        language: user.language,
        name,
      });
    },
  );
};
