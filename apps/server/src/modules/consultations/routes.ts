import {
  answerConsultationBody,
  CONSULTATION_PHOTO_MAX_BYTES,
  closeConsultationBody,
  consultationParams,
  consultationResponse,
  consultationsResponse,
  createConsultationBody,
  myConsultationsQuery,
  reassignConsultationBody,
  replyConsultationBody,
  staffQuery,
  staffResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { errorResponses, ok, signedIn } from '../../lib/http';
import { vetStatesOf } from '../staff';
import type { ModuleOptions } from '../types';
import { adminConsultationRoutes } from './admin-routes';
import {
  CONSULTATION_NOT_FOUND,
  consultationById,
  consultationsPage,
  mustGetConsultation,
} from './queries';
import {
  answerConsultation,
  closeConsultation,
  createConsultation,
  handoverCandidates,
  mayHandle,
  reassignConsultation,
  replyToConsultation,
} from './service';

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
      onRequest: app.requireRole('agent', 'vet', 'admin'),
      schema: {
        tags,
        summary:
          "Its assignee, a vet of the asker's state (vet requests) or an admin answers or asks a follow-up; the asker is told",
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
    '/consultations/vet',
    {
      onRequest: app.requireRole('vet'),
      schema: {
        tags,
        summary: "Vet requests of farmers in the signed-in vet's states, newest first",
        querystring: myConsultationsQuery,
        response: { 200: consultationsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      return {
        success: true,
        message: 'Requests retrieved',
        ...(await consultationsPage(app.db, request.query, {
          vetStates: await vetStatesOf(app.db, user.id),
        })),
      };
    },
  );

  app.post(
    '/consultations/:id/reply',
    {
      onRequest: askers,
      schema: {
        tags,
        summary: 'Its asker answers a follow-up question in the thread; its staff are told',
        params: consultationParams,
        body: replyConsultationBody,
        response: { 200: consultationResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await replyToConsultation(app.db, signedIn(request).user, id, request.body.message);
      return ok('Reply sent', await mustGetConsultation(app.db, id));
    },
  );

  app.get(
    '/consultations/:id/handover',
    {
      onRequest: app.requireRole('agent', 'vet'),
      schema: {
        tags,
        summary: 'Its agent or vet: who they may hand the request on to (first 20 matches)',
        params: consultationParams,
        querystring: staffQuery,
        response: { 200: staffResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok(
        'Staff retrieved',
        await handoverCandidates(
          app.db,
          signedIn(request).user,
          request.params.id,
          request.query.search,
        ),
      ),
  );

  app.post(
    '/consultations/:id/reassign',
    {
      onRequest: app.requireRole('agent', 'vet'),
      schema: {
        tags,
        summary:
          'Its agent or vet hands a request to another agent or vet, or (null) back to the queue',
        params: consultationParams,
        body: reassignConsultationBody,
        response: { 200: consultationResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await reassignConsultation(app.db, signedIn(request).user, id, request.body.assigneeId);
      return ok('Request handed on', await mustGetConsultation(app.db, id));
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
      const may =
        found &&
        (await mayHandle(app.db, user, {
          userId: found.asker.id,
          assignedTo: found.assignee?.id ?? null,
          kind: found.kind,
          askerState: found.asker.state,
        }));
      if (!found || !may) {
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
