import { updateProfileBody, userResponse } from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth';
import { createAccountSettingsService } from '../auth/account';
import { authDeps } from '../auth/deps';
import { errorResponses, ok } from '../auth/http';
import type { ModuleOptions } from '../types';
import { toPublicUser } from './present';

export const usersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const settings = createAccountSettingsService(authDeps(app, config));

  app.patch(
    '/users/profile',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['users'],
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
};
