import {
  answerConsultationBody,
  CONSULTATION_PHOTO_MAX_BYTES,
  closeConsultationBody,
  consultationParams,
  consultationResponse,
  consultationsResponse,
  createConsultationBody,
  myConsultationsQuery,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { errorResponses, ok, signedIn } from '../../lib/http';
import type { ModuleOptions } from '../types';
import { adminConsultationRoutes } from './admin-routes';
import {
  CONSULTATION_NOT_FOUND,
  consultationById,
  consultationsPage,
  mustGetConsultation,
} from './queries';
import { answerConsultation, closeConsultation, createConsultation, mayHandle } from './service';

const tags = ['consultations'];
/** The photo travels as base64 (4/3 of its size) inside JSON. */
const BODY_LIMIT = Math.ceil((CONSULTATION_PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024;

/** Farmers and agents ask for an extension or a vet consultation and read the answers. */
export const consultationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  const askers = app.requireRole('farmer', 'agent');

  app.post(
    '/consultations',
    {
      onRequest: askers,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Ask for an extension or a vet consultation (topic, livestock, urgency, photo)',
        body: createConsultationBody,
        response: { 201: consultationResponse, ...errorResponses(400, 401, 403, 409, 415) },
      },
    },
    async (request, reply) => {
      const id = await createConsultation(app.db, signedIn(request).user, request.body);
      const created = await mustGetConsultation(app.db, id);
      return reply.code(201).send(ok('Request sent', created));
    },
  );

  app.get(
    '/consultations/mine',
    {
      onRequest: askers,
      schema: {
        tags,
        summary: "The signed-in user's own requests with their latest answers, newest first",
        querystring: myConsultationsQuery,
        response: { 200: consultationsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true,
      message: 'Requests retrieved',
      ...(await consultationsPage(app.db, request.query, { userId: signedIn(request).user.id })),
    }),
  );

  app.get(
    '/consultations/assigned',
    {
      onRequest: app.requireRole('agent'),
      schema: {
        tags,
        summary: 'Requests an admin assigned to the signed-in agent, newest first',
        querystring: myConsultationsQuery,
        response: { 200: consultationsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true,
      message: 'Requests retrieved',
      ...(await consultationsPage(app.db, request.query, {
        assignedTo: signedIn(request).user.id,
      })),
    }),
  );

  app.post(
    '/consultations/:id/answer',
    {
      onRequest: app.requireRole('agent', 'admin'),
      schema: {
        tags,
        summary: 'The agent it is assigned to (or an admin) answers a request; the asker is told',
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

  app.get(
    '/consultations/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'One request with every answer and its photo (its asker, assignee or an admin)',
        params: consultationParams,
        response: { 200: consultationResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const found = await consultationById(app.db, request.params.id);
      // Someone else's request answers exactly like a missing one.
      const assignedTo = found?.assignee?.id ?? null;
      if (!found || !mayHandle(user, { userId: found.asker.id, assignedTo })) {
        throw new AppError(404, CONSULTATION_NOT_FOUND);
      }
      return ok('Request retrieved', found);
    },
  );

  app.post(
    '/consultations/:id/close',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Close a request: its asker withdraws it, its assignee or an admin closes it',
        params: consultationParams,
        body: closeConsultationBody,
        response: { 200: consultationResponse, ...errorResponses(400, 401, 404, 409, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await closeConsultation(app.db, signedIn(request).user, id, request.body.note);
      return ok('Request closed', await mustGetConsultation(app.db, id));
    },
  );

  await adminConsultationRoutes(app);
};
