import {
  adminUserParams,
  adminUserResponse,
  reactivateUserBody,
  suspendUserBody,
} from '@kiwo/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth';
import { errorResponses, ok } from '../auth/http';
import { reactivateUser, suspendUser } from './accounts';
import { adminUser } from './service';

const tags = ['admin'];

/** Account management for admins: suspension and reactivation. */
export async function adminUserRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRole('admin');

  app.post(
    '/admin/users/:id/suspend',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Suspend an account: it cannot log in and every session ends (reason audited)',
        params: adminUserParams,
        body: suspendUserBody,
        response: { 200: adminUserResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await suspendUser(app.db, signedIn(request).user, id, request.body.reason);
      return ok('Account suspended', await adminUser(app.db, id));
    },
  );

  app.post(
    '/admin/users/:id/reactivate',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reactivate a suspended account (it logs in afresh)',
        params: adminUserParams,
        body: reactivateUserBody,
        response: { 200: adminUserResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await reactivateUser(app.db, signedIn(request).user, id, request.body.reason);
      return ok('Account reactivated', await adminUser(app.db, id));
    },
  );
}
