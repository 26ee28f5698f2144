import { errorEnvelope } from '@kiwo/api-client/schemas';
import { normalizeNigerianPhone } from '@kiwo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptForms, queryTokenCheck } from '../../lib/callbacks';
import { errorResponses, ok } from '../../lib/http';
import { signedIn } from '../../plugins/auth';
import type { ModuleOptions } from '../types';
import { configureSmsAlerts } from './alerts';
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
  403: errorEnvelope,
  415: errorEnvelope,
  503: errorEnvelope,
};

const preference = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({
    /** on: alerts by SMS whatever the app use; off: none; auto: only after 14 days away. */
    mode: z.enum(['on', 'off', 'auto']),
    phone: z.string(),
  }),
});

const statusEnum = z.enum(['queued', 'sent', 'delivered', 'failed', 'outbox']);
const messagesQuery = z.object({
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^[+0-9]*$/, 'must be digits')
    .optional(),
  status: statusEnum.optional(),
  channel: z.enum(['sms', 'email', 'whatsapp']).optional(),
  minCost: z.coerce.number().min(0).max(100_000).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
const messageItem = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email', 'whatsapp']),
  to: z.string(),
  kind: z.string(),
  body: z.string(),
  status: statusEnum,
  provider: z.string().nullable(),
  costNaira: z.string().nullable(),
  segments: z.number().nullable(),
  attempts: z.number(),
  error: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
  deliveredAt: z.date().nullable(),
});
const messagesResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({
    items: z.array(messageItem),
    pagination: z.object({ page: z.number(), limit: z.number(), total: z.number() }),
  }),
});
const summaryResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({
    settings: z.object({
      provider: z.string().nullable(),
      senderId: z.string().nullable(),
      baseUrl: z.string().nullable(),
      callbacksAuthenticated: z.boolean(),
      dailyCapPerUser: z.number(),
      dailyBudgetNaira: z.number(),
      retryDelaysSeconds: z.array(z.number()),
    }),
    today: z.object({ spentNaira: z.number() }),
    month: z.object({
      spentNaira: z.number(),
      byStatus: z.record(z.string(), z.number()),
    }),
  }),
});

const SMS_CALLBACKS_OFF =
  'SMS callbacks are switched off: set SMS_CALLBACK_TOKEN (required in production) and put ?token=… in the gateway callback URLs';

/**
 * The gateways' callbacks (delivery reports, incoming SMS), the user's SMS alert switch and the
 * admin messages page (ADR 0037). Neither gateway signs its callbacks in a way this server can
 * check with its own keys, so each callback URL carries a shared secret, `?token=`.
 */
export const messagesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  configureSmsAlerts(config.sms);
  const service = createMessagesService(app.db, app.outbound);
  const expected = config.sms.callbackToken;
  const off = !expected && config.env === 'production';
  if (off && config.sms.provider) app.log.error(SMS_CALLBACKS_OFF);
  const callback = queryTokenCheck(expected, off, SMS_CALLBACKS_OFF);
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
      onRequest: callback,
      schema: {
        tags,
        summary: 'Termii SMS delivery report (JSON)',
        body: termiiDeliveryBody,
        response: { 200: received, ...callbackErrors },
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
        response: { 200: preference, ...errorResponses(401) },
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
        body: z.object({ enabled: z.boolean() }),
        response: { 200: preference, ...errorResponses(400, 401, 415) },
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
        querystring: messagesQuery,
        response: { 200: messagesResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const phone = q.phone ? (normalizeNigerianPhone(q.phone) ?? q.phone) : undefined;
      const { items, total } = await service.page({ ...q, phone });
      return ok('Messages', { items, pagination: { page: q.page, limit: q.limit, total } });
    },
  );

  app.get(
    '/admin/messages/summary',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "SMS settings (never the keys), today's and the month's spend",
        response: { 200: summaryResponse, ...errorResponses(401, 403) },
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
          dailyCapPerUser: config.sms.dailyCapPerUser,
          dailyBudgetNaira: config.sms.dailyBudgetNaira,
          retryDelaysSeconds: config.sms.retryDelaysSeconds,
        },
        ...spend,
      });
    },
  );
};
