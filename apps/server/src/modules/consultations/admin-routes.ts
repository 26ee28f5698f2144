import {
  adminConsultationsQuery,
  answerConsultationBody,
  assignConsultationBody,
  consultationParams,
  consultationResponse,
  consultationsResponse,
  firstAnswerResponse,
  staffQuery,
  staffResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedIn } from '../../lib/http';
import { consultationsPage, firstAnswerFigures, mustGetConsultation, staffList } from './queries';
import { answerConsultation, assignConsultation } from './service';

const tags = ['admin', 'consultations'];

/** `/admin/consultations` and `/admin/vet-consultations` read and act through these. */
export async function adminConsultationRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRole('admin');

  app.get(
    '/admin/consultations',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every request (kind, status, urgency, search), newest first',
        querystring: adminConsultationsQuery,
        response: { 200: consultationsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true,
      message: 'Requests retrieved',
      ...(await consultationsPage(app.db, request.query)),
    }),
  );

  app.get(
    '/admin/consultations/first-answer',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Median time-to-first-answer of the last 30 days, and how many still wait',
        response: { 200: firstAnswerResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ok('Figures retrieved', await firstAnswerFigures(app.db)),
  );

  app.get(
    '/admin/staff',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Active admins and agents to assign a request to (first 20 matches)',
        querystring: staffQuery,
        response: { 200: staffResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok('Staff retrieved', await staffList(app.db, request.query.search)),
  );

  app.post(
    '/admin/consultations/:id/assign',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Give a request to an admin or an agent (asker and assignee notified)',
        params: consultationParams,
        body: assignConsultationBody,
        response: { 200: consultationResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assignConsultation(app.db, signedIn(request).user, id, request.body.assigneeId);
      return ok('Request assigned', await mustGetConsultation(app.db, id));
    },
  );

  app.post(
    '/admin/consultations/:id/answer',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Answer a request (the asker is notified)',
        params: consultationParams,
        body: answerConsultationBody,
        response: { 200: consultationResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await answerConsultation(app.db, signedIn(request).user, id, request.body.answer);
      return ok('Answer sent', await mustGetConsultation(app.db, id));
    },
  );
}
