import {
  adminPhoneCallsQuery,
  adminPhoneCallsResponse,
  errorEnvelope,
} from '@kiwo/api-client/schemas';
import { desc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { phoneCalls, users } from '../../db/schema';
import { acceptForms, queryTokenCheck } from '../../lib/callbacks';
import { AppError } from '../../lib/errors';
import { errorResponses, ok } from '../../lib/http';
import { containsPattern, pageOf, paginationOf, phoneDigits } from '../../lib/paging';
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

/**
 * A caller's number as admins see it: country code and network prefix, then the last four
 * digits (`+234803•••4567`); enough to tell calls apart and match a complaint, not to dial.
 */
function maskPhone(phone: string): string {
  if (phone.length < 10) return phone.replace(/\d(?=\d{2})/g, '•');
  const head = phone.startsWith('+') ? 7 : 4;
  return `${phone.slice(0, head)}•••${phone.slice(-4)}`;
}

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
    hasher: app.passwords,
    callbackUrl: `${config.publicUrl}${config.apiPrefix}/voice/callback?token=${encodeURIComponent(expected ?? '')}`,
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
        querystring: z.object({
          token: z.string().max(200).optional(),
          /** The keypad step a GetDigits posts back (keypad.ts). */
          kp: z.coerce.number().int().min(0).max(1_000_000).optional(),
        }),
        response: { 200: z.string(), ...errorResponses(400, 403, 415), 503: errorEnvelope },
      },
    },
    async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .send(await service.handle(request.body, request.query.kp)),
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
        summary:
          'Phone-line calls, newest first, with what was asked, keyed and answered; search by phone',
        querystring: adminPhoneCallsQuery,
        response: {
          200: adminPhoneCallsResponse,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { phone } = request.query;
      const digits = phone ? (phoneDigits(phone) ?? phone.replace(/\D/g, '')) : '';
      const where = digits ? ilike(phoneCalls.callerNumber, containsPattern(digits)) : undefined;
      const [rows, [count]] = await Promise.all([
        app.db
          .select({
            call: phoneCalls,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(phoneCalls)
          .leftJoin(users, eq(users.id, phoneCalls.userId))
          .where(where)
          .orderBy(desc(phoneCalls.startedAt))
          .limit(page.limit)
          .offset(page.offset),
        app.db.select({ n: sql<number>`count(*)::int` }).from(phoneCalls).where(where),
      ]);
      const calls = rows.map(({ call, firstName, lastName }) => ({
        id: call.id,
        sessionId: call.sessionId,
        callerNumber: maskPhone(call.callerNumber),
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
