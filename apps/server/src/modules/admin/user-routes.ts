import {
  adminUserDetailResponse,
  adminUserParams,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  agentApprovalBody,
  agentPerformanceQuery,
  agentPerformanceResponse,
  assignAgentBody,
  farmerImportBody,
  farmerImportResponse,
  moveFarmersBody,
  moveFarmersResponse,
  ninCheckBody,
  ninCheckResponse,
  ninDecisionBody,
  reactivateUserBody,
  suspendUserBody,
} from '@kiwo/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ok, signedIn } from '../../lib/http';
import { importFarmers } from '../auth';
import { decideAgent, reactivateUser, suspendUser } from './accounts';
import { assignAgent, moveFarmers } from './assign';
import { checkNin, currentNinCheck, decideNin } from './nin';
import type { NinChecker } from './nin-check';
import { agentPerformancePage } from './performance';
import { adminUser, adminUserDetail, adminUsersPage } from './users';

const tags = ['admin'];

/** Farmers, agents and accounts: lists, details, agent assignment, NIN review, suspension. */
export async function adminUserRoutes(root: FastifyInstance, ninChecker: NinChecker) {
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
    '/admin/agents/performance',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Every agent's last 7 days: farmers recording, visits, alerts handled, consultations " +
          'answered; sortable, a page at a time',
        querystring: agentPerformanceQuery,
        response: { 200: agentPerformanceResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true,
      message: 'Agent performance retrieved',
      ...(await agentPerformancePage(app.db, request.query)),
    }),
  );

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
    '/admin/farmers/import',
    {
      onRequest,
      // The CSV (at most 512 K characters) travels as a JSON string: room for its escapes.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Import farmers from a CSV: a dry run lists row errors (line, column, code); commit ' +
          'writes the file only when it has none; a phone already a farmer is left alone',
        body: farmerImportBody,
        response: { 200: farmerImportResponse, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request) => {
      const report = await importFarmers(
        { db: app.db, passwords: app.passwords, secrets: app.secrets },
        signedIn(request).user,
        request.body,
      );
      const message = report.committed
        ? 'Farmers imported'
        : report.errors.length > 0
          ? 'The file has errors; nothing was imported'
          : 'Dry run: nothing was imported';
      return ok(message, report);
    },
  );

  app.post(
    '/admin/farmers/move',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Move many farmers to one agent: picked by id or every one matching a filter ' +
          '(audited per farmer; the new and former agents are told)',
        body: moveFarmersBody,
        response: { 200: moveFarmersResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const result = await moveFarmers(app.db, signedIn(request).user, request.body);
      return ok(result.moved > 0 ? 'Farmers moved' : 'No change', result);
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

  app.get(
    '/admin/users/:id/nin/check',
    {
      onRequest,
      schema: {
        tags,
        summary: "The latest check of the user's pending NIN (null: not checked yet)",
        params: adminUserParams,
        response: { 200: ninCheckResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok('NIN check retrieved', await currentNinCheck(app.db, request.params.id)),
  );

  app.post(
    '/admin/users/:id/nin/check',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Check a submitted NIN: its format and the name on the slip, and the provider when ' +
          'one is configured; stores and audits the outcome, never the number',
        params: adminUserParams,
        body: ninCheckBody,
        response: { 200: ninCheckResponse, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) =>
      ok(
        'NIN checked',
        await checkNin(app.db, signedIn(request).user, request.params.id, request.body, {
          checker: ninChecker,
          ninKey: app.secrets.ninEncryptionKey,
        }),
      ),
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
