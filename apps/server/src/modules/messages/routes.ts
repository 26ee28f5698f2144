import { Readable } from 'node:stream';
import {
  adminMessagesQuery,
  adminMessagesResponse,
  errorEnvelope,
  messagesSummaryResponse,
  smsAlertsBody,
  smsAlertsResponse,
} from '@kiwo/api-client/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptForms, queryTokenCheck } from '../../lib/callbacks';
import { AppError } from '../../lib/errors';
import { errorResponses, ok, signedIn } from '../../lib/http';
import { pageOf, paginationOf } from '../../lib/paging';
import { termiiSignatureValid } from '../../messaging/gateways';
import type { ModuleOptions } from '../types';
import { configureSmsAlerts, configureWhatsAppAlerts } from './alerts';
import { createMessagesService } from './service';

const tags = ['messages'];
const field = (max: number) => z.string().trim().max(max);

/** Africa's Talking delivery report (form fields). */
const atDeliveryBody = z.object({
  id: field(200).min(1),
  status: field(50).min(1),
  phoneNumber: field(30).optional(),
  networkCode: field(20).optional(),
  failureReason: field(200).optional(),
  retryCount: field(10).optional(),
});

/** Africa's Talking incoming SMS (form fields). */
const atInboundBody = z.object({
  from: field(30).min(1),
  to: field(30).optional(),
  text: z.string().max(1600).default(''),
  date: field(50).optional(),
  id: field(200).min(1),
  linkId: field(200).optional(),
  networkCode: field(20).optional(),
});

/** Termii delivery report (JSON). */
const termiiDeliveryBody = z.object({
  type: field(50).optional(),
  id: field(200).optional(),
  message_id: z.union([field(200).min(1), z.number().int()]).transform(String),
  receiver: field(30).optional(),
  status: field(200).min(1),
  cost: z.union([field(30), z.number()]).optional(),
  channel: field(50).optional(),
});

const received = z.object({ success: z.literal(true) });
const callbackErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  415: errorEnvelope,
  503: errorEnvelope,
};

const SMS_CALLBACKS_OFF =
  'SMS callbacks are switched off: set SMS_CALLBACK_TOKEN (required in production) and put ?token=… in the gateway callback URLs';

/** The largest Termii report read to check its signature (its reports are well under 2 KB). */
const TERMII_REPORT_MAX = 16_384;
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * The gateways' callbacks (delivery reports, incoming SMS), the user's SMS alert switch and the
 * admin messages page (ADR 0037). Africa's Talking signs nothing, so its callback URLs carry a
 * shared secret, `?token=`; Termii's reports also carry `X-Termii-Signature` (HMAC-SHA512 of the
 * raw body with the account's secret key), checked when TERMII_SECRET_KEY is set.
 */
export const messagesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  configureSmsAlerts(config.sms);
  configureWhatsAppAlerts(config.whatsapp);
  const service = createMessagesService(app.db, app.outbound);
  const expected = config.sms.callbackToken;
  const termiiSecret = config.sms.termiiSecretKey;
  const off = !expected && config.env === 'production';
  if (off && config.sms.provider) app.log.error(SMS_CALLBACKS_OFF);
  const callback = queryTokenCheck(expected, off, SMS_CALLBACKS_OFF);
  // A signed Termii report is authenticated without the URL secret (still checked when set).
  const termiiCallback = queryTokenCheck(expected, off && !termiiSecret, SMS_CALLBACKS_OFF);
  // Africa's Talking posts form fields; this plugin (its routes only) parses them.
  acceptForms(app, 8192);

  app.post(
    '/sms/africastalking/delivery',
    {
      onRequest: callback,
      schema: {
        tags,
        summary: "Africa's Talking SMS delivery report (form fields)",
        consumes: ['application/x-www-form-urlencoded'],
        body: atDeliveryBody,
        response: { 200: received, ...callbackErrors },
      },
    },
    async (request) => {
      await service.atDelivery(request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/sms/africastalking/inbound',
    {
      onRequest: callback,
      schema: {
        tags,
        summary: "Africa's Talking incoming SMS: STOP opts out of alerts, START back in",
        consumes: ['application/x-www-form-urlencoded'],
        body: atInboundBody,
        response: { 200: received, ...callbackErrors },
      },
    },
    async (request) => {
      await service.inbound('africastalking', request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/sms/termii/delivery',
    {
      onRequest: termiiCallback,
      // The signature covers the bytes as sent: keep them before the JSON parser reads them.
      preParsing: termiiSecret
        ? async (request, _reply, payload) => {
            const chunks: Buffer[] = [];
            let size = 0;
            for await (const chunk of payload) {
              size += (chunk as Buffer).length;
              if (size > TERMII_REPORT_MAX) throw new AppError(413, 'Report too large');
              chunks.push(chunk as Buffer);
            }
            const raw = Buffer.concat(chunks);
            rawBodies.set(request, raw);
            const copy = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
            copy.receivedEncodedLength = raw.length;
            return copy;
          }
        : undefined,
      preValidation: termiiSecret
        ? async (request) => {
            const raw = rawBodies.get(request) ?? Buffer.alloc(0);
            const signature = request.headers['x-termii-signature'];
            if (!termiiSignatureValid(raw, signature, termiiSecret)) {
              throw new AppError(
                401,
                signature
                  ? 'X-Termii-Signature does not match the body'
                  : 'X-Termii-Signature is missing',
              );
            }
          }
        : undefined,
      schema: {
        tags,
        summary: 'Termii SMS delivery report (JSON, signed with X-Termii-Signature)',
        body: termiiDeliveryBody,
        response: { 200: received, 413: errorEnvelope, ...callbackErrors },
      },
    },
    async (request) => {
      await service.termiiDelivery(request.body);
      return { success: true as const };
    },
  );

  app.get(
    '/users/sms-alerts',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Whether the signed-in user gets alerts by SMS',
        response: { 200: smsAlertsResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      return ok('SMS alerts', { mode: await service.mode(user.id), phone: user.phone });
    },
  );

  app.put(
    '/users/sms-alerts',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Turns alerts by SMS on or off for the signed-in user',
        body: smsAlertsBody,
        response: { 200: smsAlertsResponse, ...errorResponses(400, 401, 415) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      await service.setEnabled(user.id, request.body.enabled);
      return ok(request.body.enabled ? 'SMS alerts on' : 'SMS alerts off', {
        mode: await service.mode(user.id),
        phone: user.phone,
      });
    },
  );

  const admin = app.requireRole('admin');
  app.get(
    '/admin/messages',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Outbound SMS and emails: search by phone, status, channel, cost',
        querystring: adminMessagesQuery,
        response: { 200: adminMessagesResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const paging = pageOf(q);
      const { items, total } = await service.page({ ...q, ...paging });
      return { ...ok('Messages', items), pagination: paginationOf(paging, total) };
    },
  );

  app.get(
    '/admin/messages/summary',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "SMS settings (never the keys), today's and the month's spend",
        response: { 200: messagesSummaryResponse, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const p = config.sms.provider;
      const spend = await service.spend();
      return ok('SMS summary', {
        settings: {
          provider: p?.kind ?? null,
          senderId: p?.senderId ?? null,
          baseUrl: p?.baseUrl ?? null,
          callbacksAuthenticated: Boolean(expected),
          termiiReportsSigned: Boolean(termiiSecret),
          dailyCapPerUser: config.sms.dailyCapPerUser,
          dailyBudgetNaira: config.sms.dailyBudgetNaira,
          retryDelaysSeconds: config.sms.retryDelaysSeconds,
        },
        ...spend,
      });
    },
  );
};
