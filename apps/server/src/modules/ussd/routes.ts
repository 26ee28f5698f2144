import { errorEnvelope, ussdPinBody, ussdPinResponse } from '@kiwo/api-client/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptForms, queryTokenCheck } from '../../lib/callbacks';
import { errorResponses, ok, signedIn } from '../../lib/http';
import type { ModuleOptions } from '../types';
import { hasPin, removePin, setPin } from './pin';
import { createUssdService } from './service';
import { ussdSessionRoutes } from './sessions';

const tags = ['ussd'];

const field = (max: number) => z.string().trim().max(max);

/** The Africa's Talking USSD callback (form fields). */
const ussdBody = z.object({
  sessionId: field(200).min(1),
  serviceCode: field(50).optional(),
  phoneNumber: field(30).min(1),
  networkCode: field(20).optional(),
  text: z.string().max(500).optional(),
});

/** The gateway's end-of-session notification. */
const ussdEndBody = z.object({
  sessionId: field(200).min(1),
  phoneNumber: field(30).min(1),
  serviceCode: field(50).optional(),
  networkCode: field(20).optional(),
  status: field(50).optional(),
  durationInMillis: z.coerce.number().int().min(0).max(86_400_000).optional(),
  cost: field(50).optional(),
  input: z.string().max(500).optional(),
  lastAppResponse: z.string().max(500).optional(),
  errorMessage: z.string().max(500).optional(),
  date: field(50).optional(),
});

const pinBody = ussdPinBody;
const pinStatus = ussdPinResponse;

const USSD_OFF_MESSAGE =
  'USSD is switched off: set USSD_CALLBACK_TOKEN (required in production) and put ?token=… in the gateway callback URL';

/**
 * The USSD channel (*347*754#): public routes called by the gateway, answering `text/plain`.
 * The gateway posts `application/x-www-form-urlencoded`; this plugin alone parses it. Both are
 * authenticated by the shared secret in the callback URL's query (`?token=`, ADR 0027): Africa's
 * Talking sends neither a signature nor custom headers with USSD callbacks.
 */
export const ussdRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const service = createUssdService(app.db, app.passwords);
  const expected = config.ussdCallbackToken;
  // Production without the secret: the routes exist but refuse every call (503), so the rest of
  // Kiwo still starts; one line says why at start. Elsewhere the open default stays, with a warning.
  const off = !expected && config.env === 'production';
  if (off) app.log.error(USSD_OFF_MESSAGE);
  else if (!expected && config.env !== 'test') {
    app.log.warn('USSD callbacks are open (no USSD_CALLBACK_TOKEN): anyone can post as any phone');
  }
  const onRequest = queryTokenCheck(expected, off, USSD_OFF_MESSAGE);
  acceptForms(app, 4096);

  app.post(
    '/ussd',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "USSD callback (Africa's Talking form fields); answers `CON …` or `END …` in plain text",
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        produces: ['text/plain'],
        body: ussdBody,
        response: {
          200: z.string(),
          400: errorEnvelope,
          403: errorEnvelope,
          415: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const result = await service.handle(request.body);
      await service.log(request.body, result).catch((error: unknown) => {
        request.log.error({ err: error }, 'ussd event not stored');
      });
      return reply.type('text/plain; charset=utf-8').send(result.response);
    },
  );

  app.post(
    '/ussd/events',
    {
      onRequest,
      schema: {
        tags,
        summary: 'USSD end-of-session notification: stores status, duration and cost',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: ussdEndBody,
        response: {
          200: z.object({ success: z.literal(true) }),
          400: errorEnvelope,
          403: errorEnvelope,
          415: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    async (request) => {
      await service.sessionEnded(request.body);
      return { success: true as const };
    },
  );

  // The signed-in user's USSD PIN (Settings): set, change or remove; never read back.
  app.get(
    '/ussd/pin',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Whether the signed-in user has a USSD PIN',
        response: { 200: pinStatus, ...errorResponses(401) },
      },
    },
    async (request) =>
      ok('USSD PIN status', { hasPin: await hasPin(app.db, signedIn(request).user.id) }),
  );

  app.put(
    '/ussd/pin',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Sets the USSD PIN (4 digits) that guards saving records by USSD',
        body: pinBody,
        response: { 200: pinStatus, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await setPin(app.db, app.passwords, signedIn(request).user.id, request.body.pin);
      return ok('USSD PIN saved', { hasPin: true });
    },
  );

  app.delete(
    '/ussd/pin',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Removes the USSD PIN',
        response: { 200: pinStatus, ...errorResponses(401) },
      },
    },
    async (request) => {
      await removePin(app.db, signedIn(request).user.id);
      return ok('USSD PIN removed', { hasPin: false });
    },
  );

  await ussdSessionRoutes(app);
};
