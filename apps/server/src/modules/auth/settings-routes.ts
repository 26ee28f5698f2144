import {
  otpBody,
  otpSentResponse,
  reportSettings,
  reportSettingsResponse,
  tokenResponse,
  updateDetailsBody,
  updatePasswordBody,
  userDataResponse,
  userUpdateResponse,
  validateNinBody,
  verificationStatusResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, perIp, signedIn } from '../../lib/http';
import { notSentYet } from '../../messaging/outbox';
import type { ModuleOptions } from '../types';
import { toPublicUser } from '../users';
import { createAccountSettingsService } from './account';
import { createContactChanges, detailsMessage, wantedContacts } from './contact-change';
import { authDeps } from './deps';
import { createVerificationService } from './verification';

const tags = ['auth'];

/** Signed-in account settings on the main base: details, password, reports, phone OTP, NIN. */
export const authSettingsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const deps = authDeps(app, config);
  const settings = createAccountSettingsService(deps);
  const verification = createVerificationService(deps);
  const contacts = createContactChanges(deps);
  const guarded = { onRequest: app.requireAuth };

  app.put(
    '/auth/updatedetails',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Update profile details; a new phone or email gets a code and changes once it is entered',
        body: updateDetailsBody,
        response: { 200: userUpdateResponse, ...errorResponses(400, 401, 403, 409, 415, 429) },
      },
    },
    async (request) => {
      const { user: me } = signedIn(request);
      const wanted = wantedContacts(me, request.body);
      await contacts.check(me, wanted);
      const user = await settings.updateDetails(me, request.body);
      const contactChanges = await contacts.stage(user, me, wanted);
      return { ...ok(detailsMessage(contactChanges), toPublicUser(user)), contactChanges };
    },
  );

  app.put(
    '/auth/updatepassword',
    {
      ...guarded,
      // The one way out of a forced password change (ADR 0025).
      config: { allowMustChangePassword: true },
      schema: {
        tags,
        summary: 'Change the password; every session ends and a new token is returned',
        body: updatePasswordBody,
        response: { 200: tokenResponse, ...errorResponses(400, 401, 403, 415, 429) },
      },
    },
    async (request) => {
      const token = await settings.updatePassword(signedIn(request).user, request.body);
      return ok('Password updated', { token });
    },
  );

  app.get(
    '/auth/report-settings',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'How often and where farm reports are sent',
        response: { 200: reportSettingsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok('Report settings', settings.reportSettings(signedIn(request).user)),
  );

  app.put(
    '/auth/report-settings',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Change report frequency, channels and language',
        body: reportSettings,
        response: { 200: reportSettingsResponse, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request) => {
      const saved = await settings.updateReportSettings(signedIn(request).user, request.body);
      return ok('Report settings updated', saved);
    },
  );

  app.get(
    '/auth/verification-status',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Email, phone and NIN verification state',
        response: { 200: verificationStatusResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok('Verification status', verification.status(signedIn(request).user)),
  );

  app.post(
    '/auth/send-phone-otp',
    {
      ...guarded,
      config: perIp(config),
      schema: {
        tags,
        summary: 'Text a 6-digit code to the account phone',
        response: { 200: otpSentResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const sent = await verification.sendPhoneOtp(signedIn(request).user);
      return ok(sent.sent ? `We sent a code to ${sent.sentTo}` : notSentYet(sent.sentTo), sent);
    },
  );

  app.post(
    '/auth/verify-phone-otp',
    {
      ...guarded,
      config: perIp(config),
      schema: {
        tags,
        summary: 'Confirm the phone with the texted code',
        body: otpBody,
        response: { 200: userDataResponse, ...errorResponses(400, 401, 403, 415, 429) },
      },
    },
    async (request) => {
      const user = await verification.verifyPhoneOtp(signedIn(request).user, request.body.otp);
      return ok('Phone number verified', { user: toPublicUser(user) });
    },
  );

  app.post(
    '/auth/validate-nin',
    {
      ...guarded,
      config: perIp(config),
      schema: {
        tags,
        summary: 'Submit a NIN for verification (stored encrypted, shown masked)',
        body: validateNinBody,
        response: { 200: userDataResponse, ...errorResponses(400, 401, 403, 409, 415, 429) },
      },
    },
    async (request) => {
      const user = await verification.validateNin(signedIn(request).user, request.body.nin);
      const message =
        user.ninStatus === 'verified'
          ? 'NIN verified'
          : user.ninStatus === 'rejected'
            ? 'NIN could not be verified'
            : 'NIN submitted for verification';
      return ok(message, { user: toPublicUser(user) });
    },
  );
};
