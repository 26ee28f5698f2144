import {
  createReportBody,
  reportResponse,
  reportsQuery,
  reportsResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedIn } from '../../lib/http';
import type { ModuleOptions } from '../types';
import { createReportsService } from './service';

const tags = ['reports'];

export const reportsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  const reports = createReportsService(app.db, app.log);

  app.post(
    '/reports',
    {
      onRequest: app.requireRole('agent'),
      schema: {
        tags,
        summary: 'File a report about a farmer attached to the signed-in agent',
        body: createReportBody,
        response: { 201: reportResponse, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request, reply) => {
      const report = await reports.file(signedIn(request).user, request.body);
      return reply.code(201).send(ok('Report filed', report));
    },
  );

  app.get(
    '/reports',
    {
      onRequest: app.requireRole('agent', 'admin'),
      schema: {
        tags,
        summary: "Reports, newest first: an agent's own; an admin's all (filter by agent, farmer)",
        querystring: reportsQuery,
        response: { 200: reportsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const page = await reports.list(signedIn(request).user, request.query);
      return { ...ok('Reports retrieved', page.data), pagination: page.pagination };
    },
  );
};
