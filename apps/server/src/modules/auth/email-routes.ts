import {
  authResponse,
  emptyResponse,
  forgotPasswordBody,
  otpBody,
  otpSentResponse,
  resendAdminOtpBody,
  userDataResponse,
  verifyAdminEmailBody,
} from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { errorResponses, ok, perIp, signedIn } from '../../lib/http';
import { notSentYet } from '../../messaging/outbox';
import type { ModuleOptions } from '../types';
import { toPublicUser } from '../users';
import { authDeps } from './deps';
import { maskAddress } from './messages';
import { OTP_TTL_SECONDS } from './otp';
import { createRecoveryService, RESET_SENT } from './recovery';
import { ADMIN_SIGNUP_OFF, adminSignupOff, createAccountService } from './service';
import { createVerificationService } from './verification';

const tags = ['auth (email base)'];

/** Spec §7 secondary base (EMAIL_API_PREFIX): forgot password, admin and email OTPs. */
export const authEmailRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const deps = authDeps(app, config);
  const accounts = createAccountService(deps);
  const recovery = createRecoveryService(deps);
  const verification = createVerificationService(deps);

  app.post(
    '/auth/forgotpassword',
    {
      config: perIp(config),
      schema: {
        tags,
        summary: 'Send a reset link by email (or SMS for phone-only accounts); same answer always',
        body: forgotPasswordBody,
        response: { 200: emptyResponse, ...errorResponses(400, 415, 429) },
      },
    },
    async (request) => {
      await recovery.forgot(request.body.identifier);
      return ok(RESET_SENT, null);
    },
  );

  app.post(
    '/auth/verify-admin-email',
    {
      config: perIp(config),
      schema: {
        tags,
        summary: "Confirm a new admin's email with the 6-digit code; returns a session",
        body: verifyAdminEmailBody,
        response: { 200: authResponse, ...errorResponses(400, 415, 429) },
      },
    },
    async (request) => {
      const { user, token } = await accounts.verifyAdminEmail(
        request.body.userId,
        request.body.otp,
      );
      return ok('Email verified', { user: toPublicUser(user), token });
    },
  );

  app.post(
    '/auth/resend-admin-otp',
    {
      config: perIp(config),
      schema: {
        tags,
        summary: 'Email a new admin code; the previous one stops working',
        body: resendAdminOtpBody,
        response: { 200: otpSentResponse, ...errorResponses(400, 403, 415, 429) },
      },
    },
    async (request) => {
      // Production without SMTP_URL: no mailbox could receive it (ADR 0025).
      if (adminSignupOff(deps)) throw new AppError(403, ADMIN_SIGNUP_OFF);
      const sent = await accounts.resendAdminOtp(request.body.userId);
      const sentTo = maskAddress(sent.email);
      return ok(sent.emailSent ? `We sent a new code to ${sentTo}` : notSentYet(sentTo), {
        sentTo,
        channel: 'email' as const,
        sent: sent.emailSent,
        emailSent: sent.emailSent,
        expiresInSeconds: OTP_TTL_SECONDS,
        otpCode: sent.otpCode,
      });
    },
  );

  app.post(
    '/auth/send-email-otp',
    {
      onRequest: app.requireAuth,
      config: perIp(config),
      schema: {
        tags,
        summary: 'Email a 6-digit code to the account email',
        response: { 200: otpSentResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const sent = await verification.sendEmailOtp(signedIn(request).user);
      return ok(sent.sent ? `We sent a code to ${sent.sentTo}` : notSentYet(sent.sentTo), sent);
    },
  );

  app.post(
    '/auth/verify-email-otp',
    {
      onRequest: app.requireAuth,
      config: perIp(config),
      schema: {
        tags,
        summary: 'Confirm the email with the emailed code',
        body: otpBody,
        response: { 200: userDataResponse, ...errorResponses(400, 401, 403, 415, 429) },
      },
    },
    async (request) => {
      const user = await verification.verifyEmailOtp(signedIn(request).user, request.body.otp);
      return ok('Email verified', { user: toPublicUser(user) });
    },
  );
};
