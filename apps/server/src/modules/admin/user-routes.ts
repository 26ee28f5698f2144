import {
  adminUserDetailResponse,
  adminUserParams,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  agentApprovalBody,
  assignAgentBody,
  ninDecisionBody,
  reactivateUserBody,
  suspendUserBody,
} from '@kiwo/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedIn } from '../../lib/http';
import { decideAgent, reactivateUser, suspendUser } from './accounts';
import { assignAgent } from './assign';
import { decideNin } from './nin';
import { adminUser, adminUserDetail, adminUsersPage } from './users';

const tags = ['admin'];

/** Farmers, agents and accounts: lists, details, agent assignment, NIN review, suspension. */
export async function adminUserRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireRole('admin');

  for (const role of ['farmer', 'agent'] as const) {
    app.get(
      `/admin/${role}s`,
      {
        onRequest,
        schema: {
          tags,
          summary: `All ${role}s: search, filters, a page at a time, newest first`,
          querystring: adminUsersQuery,
          response: { 200: adminUsersResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({
        success: true,
        message: `${role === 'farmer' ? 'Farmers' : 'Agents'} retrieved`,
        ...(await adminUsersPage(app.db, role, request.query)),
      }),
    );
  }

  app.get(
    '/admin/users/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One user with their figures, counts and the admin actions on the account',
        params: adminUserParams,
        response: { 200: adminUserDetailResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok('User retrieved', await adminUserDetail(app.db, request.params.id)),
  );

  app.put(
    '/admin/farmers/:id/agent',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Attach a farmer to an agent, move them, or detach them (agentId null)',
        params: adminUserParams,
        body: assignAgentBody,
        response: { 200: adminUserResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { agentId } = request.body;
      const changed = await assignAgent(app.db, signedIn(request).user, id, agentId);
      const message = !changed ? 'No change' : agentId ? 'Agent assigned' : 'Agent removed';
      return ok(message, await adminUser(app.db, id));
    },
  );

  app.post(
    '/admin/users/:id/nin',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Approve or reject a submitted NIN (a rejection keeps its reason; user notified)',
        params: adminUserParams,
        body: ninDecisionBody,
        response: { 200: adminUserResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await decideNin(app.db, signedIn(request).user, id, request.body);
      const approved = request.body.decision === 'approve';
      return ok(approved ? 'NIN approved' : 'NIN rejected', await adminUser(app.db, id));
    },
  );

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
      // Committed: the user's live voice calls end now, in every process (ADR 0030).
      app.sessions.announceRevoked(id);
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

  app.post(
    '/admin/users/:id/agent-approval',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Approve or reject an agent who signed up (a rejection needs a reason; audited)',
        params: adminUserParams,
        body: agentApprovalBody,
        response: { 200: adminUserResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { decision, reason } = request.body;
      await decideAgent(app.db, signedIn(request).user, id, decision, reason);
      if (decision === 'reject') app.sessions.announceRevoked(id);
      return ok(
        decision === 'approve' ? 'Agent approved' : 'Agent rejected',
        await adminUser(app.db, id),
      );
    },
  );
}
