import {
  authResponse,
  deleteAccountBody,
  emptyResponse,
  loginBody,
  loginErrorEnvelope,
  registerBody,
  registerResponse,
  resetPasswordBody,
  userResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, perIp, signedIn } from '../../lib/http';
import { errorCodeOf, recordEvent } from '../events';
import type { ModuleOptions } from '../types';
import { toPublicUser } from '../users';
import { createAccountSettingsService } from './account';
import { authDeps } from './deps';
import { createRecoveryService, INVALID_RESET } from './recovery';
import { ADMIN_SIGNUP_OFF, adminSignupOff, createAccountService } from './service';

const tags = ['auth'];

/** Sign-up, login, logout, the current user, account deletion and the password-reset landing. */
export const authRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const deps = authDeps(app, config);
  const accounts = createAccountService(deps);
  const settings = createAccountSettingsService(deps);
  const recovery = createRecoveryService(deps);
  if (adminSignupOff(deps)) app.log.warn(`Admin sign-up is off: ${ADMIN_SIGNUP_OFF}`);

  app.post(
    '/auth/register',
    {
      config: perIp(config),
      // A refused sign-up is a product event with its code only (ADR 0052).
      onResponse: async (request, reply) => {
        if (reply.statusCode < 400) return;
        const route = request.routeOptions.url;
        const errorCode = errorCodeOf(reply.statusCode);
        await recordEvent(
          app.db,
          { name: 'signup_failed', channel: 'web', route, errorCode },
          request.log,
        );
      },
      schema: {
        tags,
        summary: 'Create an account (farmer, agent, or admin with an allowed email domain)',
        body: registerBody,
        response: { 201: registerResponse, ...errorResponses(400, 403, 409, 415, 429) },
      },
    },
    async (request, reply) => {
      const result = await accounts.register(request.body);
      const signedUp = result.kind === 'admin' ? undefined : result.user;
      await recordEvent(
        app.db,
        {
          name: 'signup',
          channel: 'web',
          role: request.body.role,
          userId: signedUp?.id,
          language: signedUp?.language,
        },
        request.log,
      );
      if (result.kind === 'admin') {
        return reply
          .code(201)
          .send(
            ok('Account created. Enter the 6-digit code we emailed you to finish.', result.data),
          );
      }
      return reply
        .code(201)
        .send(
          ok('Registration successful', { user: toPublicUser(result.user), token: result.token }),
        );
    },
  );

  app.post(
    '/auth/login',
    {
      config: perIp(config),
      // A failed login is a product event with its code, never the phone or email (ADR 0052).
      onResponse: async (request, reply) => {
        if (reply.statusCode < 400) return;
        const route = request.routeOptions.url;
        const errorCode = errorCodeOf(reply.statusCode);
        await recordEvent(
          app.db,
          { name: 'login_failed', channel: 'web', route, errorCode },
          request.log,
        );
      },
      schema: {
        tags,
        summary: 'Log in with a phone number or email and a password',
        body: loginBody,
        response: {
          200: authResponse,
          400: loginErrorEnvelope,
          401: loginErrorEnvelope,
          403: loginErrorEnvelope,
          415: loginErrorEnvelope,
          429: loginErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { user, token, deviceToken } = await accounts.login(request.body, request.ip);
      return ok('Login successful', { user: toPublicUser(user), token, deviceToken });
    },
  );

  app.get(
    '/auth/logout',
    {
      onRequest: app.requireAuth,
      config: { allowMustChangePassword: true, allowPending: true },
      schema: {
        tags,
        summary: 'End this session',
        response: { 200: emptyResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { user, sessionId } = signedIn(request);
      await settings.logout(user, sessionId);
      return ok('Logged out', null);
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: app.requireAuth,
      config: { allowMustChangePassword: true, allowPending: true },
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: userResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok('User retrieved', toPublicUser(signedIn(request).user)),
  );

  app.delete(
    '/auth/account',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Delete the account and everything it owns (needs the password); every session ends',
        body: deleteAccountBody,
        response: { 200: emptyResponse, ...errorResponses(400, 401, 403, 415, 429) },
      },
    },
    async (request) => {
      await settings.deleteAccount(signedIn(request).user, request.body.password);
      return ok('Your account has been deleted', null);
    },
  );

  app.put(
    '/auth/resetpassword/:resetToken',
    {
      config: perIp(config),
      schema: {
        tags,
        summary: 'Set a new password with an emailed reset link; ends every other session',
        params: z.object({ resetToken: z.string().min(1, INVALID_RESET).max(128, INVALID_RESET) }),
        body: resetPasswordBody,
        response: { 200: authResponse, ...errorResponses(400, 415, 429) },
      },
    },
    async (request) => {
      const { user, token } = await recovery.reset(
        request.params.resetToken,
        request.body.password,
      );
      return ok('Your password has been reset', { user: toPublicUser(user), token });
    },
  );
};
