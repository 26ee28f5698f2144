import { errorEnvelope, pagination } from '@kiwo/api-client/schemas';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { phoneCalls, users } from '../../db/schema';
import { acceptForms, queryTokenCheck } from '../../lib/callbacks';
import { AppError } from '../../lib/errors';
import { errorResponses, ok } from '../../lib/http';
import { pageOf, paginationOf } from '../../lib/paging';
import { createSpeechProviders, type SpeechProviders } from '../speech';
import { createPhoneService } from './service';
import { createPhoneStore } from './store';

const field = (max: number) => z.string().trim().max(max);

/** The Africa's Talking Voice callback: every notification of a call posts these form fields. */
const voiceBody = z.object({
  sessionId: field(200).min(1),
  isActive: z.enum(['0', '1']),
  callerNumber: field(30).optional(),
  destinationNumber: field(30).optional(),
  direction: field(20).optional(),
  dtmfDigits: field(20).optional(),
  recordingUrl: z.string().trim().max(2000).optional(),
  durationInSeconds: z.coerce.number().int().min(0).max(86_400).optional(),
  amount: field(30).optional(),
  currencyCode: field(10).optional(),
  hangupCause: field(100).optional(),
  status: field(50).optional(),
});

const turn = z.object({
  at: z.string(),
  kind: z.enum(['question', 'heard', 'doubtful', 'not-heard', 'failed']),
  question: z.string(),
  answer: z.string(),
  stt: z.string().nullable(),
  advisor: z.string().nullable(),
  spoken: z.enum(['play', 'say']),
});
const phoneCall = z.object({
  id: z.string(),
  sessionId: z.string(),
  callerNumber: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  language: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  endStatus: z.string().nullable(),
  turns: z.array(turn),
});

const VOICE_OFF_MESSAGE =
  'The phone line is switched off: set VOICE_CALLBACK_TOKEN (required in production) and put ?token=… in the voice callback URL';

interface PhoneLineOptions {
  config: Config;
  /** Replaces the configured speech providers (tests). */
  speech?: SpeechProviders | undefined;
}

/**
 * The AI vet phone line (ADR 0043), registered under the API prefix (encapsulated: the form
 * parser stays with these routes): `POST /voice/callback` (the gateway,
 * authenticated by the callback URL's token like USSD), `GET /voice/audio/:token` (the spoken
 * answers the gateway plays, unguessable and expiring) and `GET /admin/phone-calls`.
 */
export async function phoneLine(app: FastifyInstance, { config, speech }: PhoneLineOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const expected = config.phone.callbackToken;
  const off = !expected && config.env === 'production';
  if (off) app.log.error(VOICE_OFF_MESSAGE);
  else if (!expected && config.env !== 'test') {
    app.log.warn(
      'Voice callbacks are open (no VOICE_CALLBACK_TOKEN): anyone can call as any phone',
    );
  }
  const onRequest = queryTokenCheck(expected, off, VOICE_OFF_MESSAGE);
  const providers =
    speech ?? (app.hasDecorator('ivr') ? app.ivr.speech : createSpeechProviders(config.ivr));
  const store = createPhoneStore(app.db);
  const service = createPhoneService({
    db: app.db,
    store,
    advisor: app.advisor,
    speech: providers,
    log: app.log.child({ channel: 'phone' }),
    config: config.phone,
    audioBase: `${config.publicUrl}${config.apiPrefix}/voice/audio/`,
  });
  acceptForms(app, 8192);

  r.post(
    '/voice/callback',
    {
      onRequest,
      schema: {
        tags: ['voice'],
        summary:
          "Africa's Talking Voice callback (form fields); answers the call's next XML actions",
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        produces: ['application/xml'],
        body: voiceBody,
        response: { 200: z.string(), ...errorResponses(400, 403, 415), 503: errorEnvelope },
      },
    },
    async (request, reply) =>
      reply.type('application/xml; charset=utf-8').send(await service.handle(request.body)),
  );

  r.get(
    '/voice/audio/:token',
    {
      schema: {
        tags: ['voice'],
        summary: 'A spoken answer for the gateway to play (an unguessable token, expiring)',
        produces: ['audio/mpeg', 'audio/wav'],
        params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Unknown audio') }),
        response: { 200: z.any(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const found = await store.audio(request.params.token);
      if (!found) throw new AppError(404, 'This audio has expired or never existed');
      return reply
        .type(found.contentType)
        .header('cache-control', 'private, no-store')
        .send(found.audio);
    },
  );

  r.get(
    '/admin/phone-calls',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Phone-line calls, newest first, with what was asked and answered',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).optional(),
          limit: z.coerce.number().int().min(1).max(100).optional(),
        }),
        response: {
          200: z.object({
            success: z.boolean(),
            message: z.string(),
            data: z.object({ calls: z.array(phoneCall), pagination }),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const [rows, [count]] = await Promise.all([
        app.db
          .select({
            call: phoneCalls,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(phoneCalls)
          .leftJoin(users, eq(users.id, phoneCalls.userId))
          .orderBy(desc(phoneCalls.startedAt))
          .limit(page.limit)
          .offset(page.offset),
        app.db.select({ n: sql<number>`count(*)::int` }).from(phoneCalls),
      ]);
      const calls = rows.map(({ call, firstName, lastName }) => ({
        id: call.id,
        sessionId: call.sessionId,
        callerNumber: call.callerNumber,
        userId: call.userId,
        userName: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
        language: call.language,
        startedAt: call.startedAt.toISOString(),
        endedAt: call.endedAt?.toISOString() ?? null,
        durationSeconds: call.durationSeconds,
        amount: call.amount,
        currency: call.currency,
        endStatus: call.endStatus,
        turns: call.turns,
      }));
      return ok('Phone calls retrieved', { calls, pagination: paginationOf(page, count?.n ?? 0) });
    },
  );
}
