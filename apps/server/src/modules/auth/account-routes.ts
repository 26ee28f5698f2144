import {
  confirmContactChangeBody,
  registerFarmerBody,
  updateDetailsBody,
  updateProfileBody,
  userResponse,
  userUpdateResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError } from '../../lib/errors';
import { errorResponses, ok, perIp, signedIn } from '../../lib/http';
import { recordEvent } from '../events';
import type { ModuleOptions } from '../types';
import { toPublicUser } from '../users';
import { createAccountSettingsService } from './account';
import {
  CHANGE_NOT_FOUND,
  createContactChanges,
  detailsMessage,
  wantedContacts,
} from './contact-change';
import { authDeps } from './deps';
import { registerFarmer } from './register-farmer';

const tags = ['users'];
const COUNT_NEEDS_LIVESTOCK = 'Choose the livestock these animals are';
const FARMER_NOT_FOUND = 'Farmer not found';

/**
 * The `/users/…` routes that change an account: its profile, a farmer an agent registers, a
 * farmer's details and the confirmation of a new phone or email. They live in auth with the
 * credentials and codes they use; `users` keeps the table and the reads (ADR 0032).
 */
export const accountRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const deps = authDeps(app, config);
  const settings = createAccountSettingsService(deps);
  const contacts = createContactChanges(deps);
  app.patch(
    '/users/profile',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "Save the signed-in user's language and dashboard mode",
        body: updateProfileBody,
        response: { 200: userResponse, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request) => {
      const user = await settings.updateProfile(signedIn(request).user, request.body);
      return ok('Profile updated', toPublicUser(user));
    },
  );

  app.post(
    '/users/farmers',
    {
      onRequest: app.requireRole('agent', 'admin'),
      // One argon2 hash per call: the same per-IP budget as sign-up.
      config: perIp(config),
      schema: {
        tags,
        summary:
          'Register a farmer attached to the signed-in agent (an admin names the agent); ' +
          'default pen included; the farmer must change the password at first login',
        body: registerFarmerBody,
        response: { 201: userResponse, ...errorResponses(400, 401, 403, 409, 415, 429) },
      },
    },
    async (request, reply) => {
      const farmer = await registerFarmer(deps, signedIn(request).user, request.body);
      const signup = { name: 'signup', channel: 'agent', role: 'farmer' } as const;
      await recordEvent(
        app.db,
        { ...signup, userId: farmer.id, language: farmer.language },
        request.log,
      );
      return reply.code(201).send(ok('Farmer registered', toPublicUser(farmer)));
    },
  );

  app.put(
    '/users/:farmerId',
    {
      onRequest: app.requireRole('agent', 'admin'),
      schema: {
        tags,
        summary:
          "Update a farmer's details (an agent: only farmers attached to them; an admin: any); " +
          'a new phone or email gets a code, the old one is told, and it changes once confirmed',
        params: z.object({ farmerId: z.uuid({ error: FARMER_NOT_FOUND }) }),
        body: updateDetailsBody,
        response: {
          200: userUpdateResponse,
          ...errorResponses(400, 401, 403, 404, 409, 415, 429),
        },
      },
    },
    async (request) => {
      const { user: actor } = signedIn(request);
      const farmer = await deps.users.findById(request.params.farmerId);
      // Someone else's farmer answers exactly like a missing one: ids are not probed.
      const allowed =
        farmer?.role === 'farmer' && (actor.role === 'admin' || farmer.agentId === actor.id);
      if (!farmer || !allowed) throw new AppError(404, FARMER_NOT_FOUND);
      // Declared animals are of a livestock (ADR 0067), as at registration.
      const livestock = request.body.primaryLivestock ?? farmer.primaryLivestock;
      if ((request.body.totalLivestockCount ?? 0) > 0 && !livestock) {
        throw fieldError('primaryLivestock', COUNT_NEEDS_LIVESTOCK);
      }
      const wanted = wantedContacts(farmer, request.body);
      await contacts.check(farmer, wanted);
      const updated = await settings.updateDetails(farmer, request.body, actor);
      const contactChanges = await contacts.stage(updated, actor, wanted);
      const message = contactChanges.length > 0 ? detailsMessage(contactChanges) : 'Farmer updated';
      return { ...ok(message, toPublicUser(updated)), contactChanges };
    },
  );

  app.post(
    '/users/contact-changes/:changeId/confirm',
    {
      onRequest: app.requireAuth,
      config: perIp(config),
      schema: {
        tags,
        summary:
          'Finish a phone or email change with the code the new contact received ' +
          '(the user, or the agent or admin who asked for it)',
        params: z.object({ changeId: z.uuid({ error: CHANGE_NOT_FOUND }) }),
        body: confirmContactChangeBody,
        response: { 200: userResponse, ...errorResponses(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => {
      const user = await contacts.confirm(
        signedIn(request).user,
        request.params.changeId,
        request.body.otp,
      );
      return ok('Contact changed', toPublicUser(user));
    },
  );
};
