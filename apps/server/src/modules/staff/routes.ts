import {
  createdInviteResponse,
  createInviteBody,
  invitePreviewResponse,
  invitesResponse,
  inviteTokenParams,
  vetStatesBody,
  vetStatesParams,
  vetStatesResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, perIp, signedIn } from '../../lib/http';
import type { ModuleOptions } from '../types';
import { createInvite, listInvites, previewInvite, setVetStates, vetStatesOf } from './service';

const tags = ['staff'];

/** Admins invite agents and vets by link; vets' states (ADR 0061). */
export const staffRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const admins = app.requireRole('admin');

  app.post(
    '/admin/invites',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'Make a single-use sign-up link for an agent or a vet (a vet with their states)',
        body: createInviteBody,
        response: { 201: createdInviteResponse, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request, reply) => {
      const made = await createInvite(
        app.db,
        signedIn(request).user,
        request.body,
        config.publicUrl,
      );
      return reply.code(201).send(ok('Invitation created', made));
    },
  );

  app.get(
    '/admin/invites',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'The latest invitations, used or not (never their links)',
        response: { 200: invitesResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ok('Invitations retrieved', await listInvites(app.db)),
  );

  app.get(
    '/auth/invites/:token',
    {
      config: perIp(config),
      schema: {
        tags,
        summary: 'What an invitation link offers (role, states), before its sign-up form',
        params: inviteTokenParams,
        response: { 200: invitePreviewResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => ok('Invitation found', await previewInvite(app.db, request.params.token)),
  );

  app.put(
    '/admin/vets/:id/states',
    {
      onRequest: admins,
      schema: {
        tags,
        summary: "Replace a vet's states (whose vet consultations they see and answer)",
        params: vetStatesParams,
        body: vetStatesBody,
        response: { 200: vetStatesResponse, ...errorResponses(400, 401, 403, 404, 415) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const states = await setVetStates(app.db, user, request.params.id, request.body.states);
      return ok('States saved', { states });
    },
  );

  app.get(
    '/vet/states',
    {
      onRequest: app.requireRole('vet'),
      schema: {
        tags,
        summary: 'The states the signed-in vet serves',
        response: { 200: vetStatesResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      ok('States retrieved', { states: await vetStatesOf(app.db, signedIn(request).user.id) }),
  );
};
