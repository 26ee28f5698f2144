import {
  agentFarmer,
  agentFarmersQuery,
  agentFarmersResponse,
  envelope,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { errorResponses, ok, signedIn } from '../../lib/http';
import type { ModuleOptions } from '../types';
import { agentFarmerById, agentFarmersPage } from './agent-farmers';

const tags = ['users'];
const FARMER_NOT_FOUND = 'Farmer not found';

/** The reads of farmers for their agent (and admins); changes to an account are auth's routes. */
export const usersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  app.get(
    '/users/farmers/by-agent',
    {
      onRequest: app.requireRole('agent'),
      schema: {
        tags,
        summary:
          'The farmers attached to the signed-in agent (search, state, livestock, pagination), ' +
          'with their last record day and live animals',
        querystring: agentFarmersQuery,
        response: { 200: agentFarmersResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const page = await agentFarmersPage(app.db, signedIn(request).user.id, request.query);
      return { ...ok('Farmers retrieved', page.data), pagination: page.pagination };
    },
  );

  app.get(
    '/users/farmers/:farmerId',
    {
      onRequest: app.requireRole('agent', 'admin'),
      schema: {
        tags,
        summary:
          'One farmer with their last record day and live animals (an agent: only their own)',
        params: z.object({ farmerId: z.uuid({ error: FARMER_NOT_FOUND }) }),
        response: { 200: envelope(agentFarmer), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { user: actor } = signedIn(request);
      const farmer = await agentFarmerById(app.db, request.params.farmerId);
      // Someone else's farmer answers exactly like a missing one: ids are not probed.
      if (!farmer || (actor.role !== 'admin' && farmer.agentId !== actor.id)) {
        throw new AppError(404, FARMER_NOT_FOUND);
      }
      return ok('Farmer retrieved', farmer);
    },
  );
};
