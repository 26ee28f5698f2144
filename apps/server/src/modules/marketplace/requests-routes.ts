import {
  answerRequestBody,
  createRequestBody,
  deletedResponse,
  marketplaceRequestResponse,
  marketplaceRequestsResponse,
  moderateRequestBody,
  requestAnswerResponse,
  requestParams,
  requestsQuery,
  updateRequestBody,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedIn } from '../../lib/http';
import type { ModuleOptions } from '../types';
import { createRequestsService } from './requests-service';

const tags = ['marketplace'];

/** Buy/sell requests (spec §3), stored on the server; the owner is notified of each answer. */
export const requestsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  const requests = createRequestsService(app.db);
  const traders = app.requireRole('farmer', 'agent');

  app.get(
    '/marketplace/requests',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Others’ active requests, or with `mine=true` the caller’s own (any status)',
        querystring: requestsQuery,
        response: { 200: marketplaceRequestsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const page = await requests.list(signedIn(request).user, request.query);
      return { ...ok('Requests retrieved', page.data), pagination: page.pagination };
    },
  );

  app.post(
    '/marketplace/requests',
    {
      onRequest: traders,
      schema: {
        tags,
        summary: 'Post a buy or sell request (farmers and agents)',
        body: createRequestBody,
        response: { 201: marketplaceRequestResponse, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request, reply) => {
      const created = await requests.create(signedIn(request).user, request.body);
      return reply.code(201).send(ok('Request posted', created));
    },
  );

  app.patch(
    '/marketplace/requests/:requestId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Edit or close the caller’s own request (anyone else’s: 404)',
        params: requestParams,
        body: updateRequestBody,
        response: { 200: marketplaceRequestResponse, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request) =>
      ok(
        'Request updated',
        await requests.update(signedIn(request).user, request.params.requestId, request.body),
      ),
  );

  app.delete(
    '/marketplace/requests/:requestId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Delete the caller’s own request (anyone else’s: 404)',
        params: requestParams,
        response: { 200: deletedResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      ok(
        'Request deleted',
        await requests.remove(signedIn(request).user, request.params.requestId),
      ),
  );

  app.patch(
    '/marketplace/requests/:requestId/moderation',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary: 'Admins: hide a request (reason required; its author is told) or show it again',
        params: requestParams,
        body: moderateRequestBody,
        response: {
          200: marketplaceRequestResponse,
          ...errorResponses(400, 401, 403, 404, 409, 415),
        },
      },
    },
    async (request) =>
      ok(
        request.body.hidden ? 'Request hidden' : 'Request shown',
        await requests.moderate(
          signedIn(request).user,
          request.params.requestId,
          request.body.hidden,
          request.body.reason,
        ),
      ),
  );

  app.post(
    '/marketplace/requests/:requestId/answers',
    {
      onRequest: traders,
      schema: {
        tags,
        summary: 'Answer someone else’s active request; its owner is notified',
        params: requestParams,
        body: answerRequestBody,
        response: { 201: requestAnswerResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request, reply) => {
      const answer = await requests.answer(
        signedIn(request).user,
        request.params.requestId,
        request.body,
      );
      return reply.code(201).send(ok('Answer sent', answer));
    },
  );
};
