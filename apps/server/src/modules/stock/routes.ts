import {
  batchParams,
  batchReportResponse,
  farmerParams,
  newReportLinkResponse,
  purchaseBody,
  purchaseCorrectionBody,
  purchaseHistoryResponse,
  purchaseParams,
  purchaseVoidBody,
  purchaseWriteHeaders,
  reportLinkBody,
  reportLinkParams,
  reportLinksResponse,
  reportTokenParams,
  revokedLinkResponse,
  setupWriteHeaders,
  stockSummaryResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, perIp, signedIn } from '../../lib/http';
import type { ModuleOptions } from '../types';
import { configureStock, createStockService } from './service';

/** Feed and medicine stock, batch profit and loss, and its read-only links (ADR 0063). */
export const stockRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  configureStock(config);
  const service = createStockService(app.db);
  const onRequest = app.requireAuth;
  const tags = ['stock'];

  app.get(
    '/farmers/:farmerId/stock',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Feed, medicine and animals bought; feed on hand and days left at the average of the last 7 recorded days; alerts low feed once',
        params: farmerParams,
        response: { 200: stockSummaryResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok('Stock retrieved', await service.summary(signedIn(request).user, request.params.farmerId)),
  );

  app.post(
    '/farmers/:farmerId/stock/purchases',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Record a purchase (item, quantity, unit, kg per unit for feed, cost in naira, supplier, day); the `Idempotency-Key` header (or `clientKey`) writes an offline retry once',
        params: farmerParams,
        headers: purchaseWriteHeaders,
        body: purchaseBody,
        response: { 201: stockSummaryResponse, ...errorResponses(400, 401, 403, 404, 415) },
      },
    },
    async (request, reply) => {
      const summary = await service.addPurchase(
        signedIn(request).user,
        request.headers['x-record-channel'] ?? 'web',
        request.params.farmerId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(201).send(ok('Purchase saved', summary));
    },
  );

  app.patch(
    '/stock/purchases/:purchaseId',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Correct a purchase (quantity, cost, supplier, day) seen at `version`; changed meanwhile: 409. The old and new values go to its history',
        params: purchaseParams,
        headers: setupWriteHeaders,
        body: purchaseCorrectionBody,
        response: { 200: stockSummaryResponse, ...errorResponses(400, 401, 404, 409, 415) },
      },
    },
    async (request) =>
      ok(
        'Purchase corrected',
        await service.correctPurchase(
          signedIn(request).user,
          request.headers['x-record-channel'] ?? 'web',
          request.params.purchaseId,
          request.body,
        ),
      ),
  );

  app.post(
    '/stock/purchases/:purchaseId/void',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Void a wrong purchase seen at `version`: it stops counting in stock, days left and the batch report; kept in its history',
        params: purchaseParams,
        headers: setupWriteHeaders,
        body: purchaseVoidBody,
        response: { 200: stockSummaryResponse, ...errorResponses(400, 401, 404, 409, 415) },
      },
    },
    async (request) =>
      ok(
        'Purchase voided',
        await service.voidPurchase(
          signedIn(request).user,
          request.headers['x-record-channel'] ?? 'web',
          request.params.purchaseId,
          request.body.version,
        ),
      ),
  );

  app.get(
    '/stock/purchases/:purchaseId/history',
    {
      onRequest,
      schema: {
        tags,
        summary: "A purchase's corrections and void: who, role, channel, when, old → new",
        params: purchaseParams,
        response: { 200: purchaseHistoryResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        'History retrieved',
        await service.purchaseHistory(signedIn(request).user, request.params.purchaseId),
      ),
  );

  app.get(
    '/batches/:batchId/report',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "The batch's costs (animals, feed used at purchase price, medicine, expenses) against its sales, per animal and per kg of live weight",
        params: batchParams,
        response: { 200: batchReportResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        'Batch report retrieved',
        await service.batchReport(signedIn(request).user, request.params.batchId),
      ),
  );

  app.get(
    '/batches/:batchId/report-links',
    {
      onRequest,
      schema: {
        tags,
        summary: "The batch report's read-only links, newest first (tokens are never shown again)",
        params: batchParams,
        response: { 200: reportLinksResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok('Links retrieved', await service.links(signedIn(request).user, request.params.batchId)),
  );

  app.post(
    '/batches/:batchId/report-links',
    {
      onRequest: app.requireRole('farmer'),
      schema: {
        tags,
        summary:
          'Share the batch report read-only for 1–90 days (the farmer only); the token is in this answer alone',
        params: batchParams,
        body: reportLinkBody,
        response: { 201: newReportLinkResponse, ...errorResponses(400, 401, 403, 404, 415) },
      },
    },
    async (request, reply) => {
      const link = await service.createLink(
        signedIn(request).user,
        request.params.batchId,
        request.body,
      );
      return reply.code(201).send(ok('Link created', link));
    },
  );

  app.delete(
    '/report-links/:linkId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Stop a read-only link at once',
        params: reportLinkParams,
        response: { 200: revokedLinkResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok('Link stopped', await service.revokeLink(signedIn(request).user, request.params.linkId)),
  );

  app.get(
    '/shared/batch-reports/:token',
    {
      config: perIp(config),
      schema: {
        tags,
        summary:
          'A batch report shared by its farmer, read without an account while the link is live; no ids, the name only if the farmer chose',
        params: reportTokenParams,
        response: { 200: batchReportResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => ok('Batch report retrieved', await service.shared(request.params.token)),
  );
};
