import { timingSafeEqual } from 'node:crypto';
import { envelope, errorEnvelope } from '@kiwo/api-client/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { createWhatsAppClient } from '../../messaging/whatsapp';
import { createChatService } from '../chat';
import { createMessagesRepository } from '../messages';
import type { ModuleOptions } from '../types';
import { createWhatsAppMedia } from './media';
import { createWhatsAppBot } from './service';
import { afterWindowClosed, outsideWindow } from './templates';
import { type InboundMessage, messageOf, readNotification, signatureValid } from './webhook';

const tags = ['whatsapp'];

/** Meta's notifications are a few kilobytes; a megabyte leaves room for a large batch. */
const BODY_LIMIT = 1_048_576;
/** How long a process holds a stored message before another may take it over. */
const CLAIM_MS = 120_000;
/** How often stored messages nobody handled are looked for, and how far back. */
const SWEEP_MS = 60_000;
const SWEEP_WINDOW_MS = 24 * 3600_000;

const handshakeQuery = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Meta's status names → the outbound queue's (read counts as delivered: it was). */
const QUEUE_STATUS: Record<string, 'sent' | 'delivered' | 'failed'> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  failed: 'failed',
};

/**
 * The WhatsApp Cloud API webhook (ADR 0041). Registered only when the chatbot is configured
 * (otherwise both routes are 404). `GET` answers Meta's verification handshake; `POST` checks
 * `X-Hub-Signature-256` over the raw body (this plugin alone keeps it), stores each message id
 * and status before answering 200, and acts on new messages after the answer, one at a time.
 */
export const whatsappRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config }) => {
  const wa = config.whatsapp;
  // "Chat with Us" opens the bot's number from here, not one built into the web app.
  app.get(
    '/whatsapp/number',
    {
      schema: {
        tags,
        summary: 'The WhatsApp number "Chat with Us" opens (the chatbot’s), or null (support)',
        response: { 200: envelope(z.object({ number: z.string().nullable() })) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        success: true,
        message: 'ok',
        data: { number: wa?.businessNumber ?? null },
      };
    },
  );
  if (!wa) return;

  const bot = createWhatsAppBot({
    db: app.db,
    outbound: app.outbound,
    chat: createChatService({
      db: app.db,
      advisor: app.advisor,
      ratePerMinute: config.chatRateLimitPerMinute,
      log: app.log,
      limits: app.limits,
    }),
    publicUrl: config.publicUrl,
    log: app.log,
    media: app.hasDecorator('speech')
      ? createWhatsAppMedia({
          db: app.db,
          client: createWhatsAppClient(wa),
          speech: app.speech,
          config: wa,
          log: app.log,
        })
      : undefined,
    passwords: app.passwords,
    secrets: app.secrets,
  });
  const messages = createMessagesRepository(app.db);

  // The raw bytes for the signature; the parsed JSON for everything after it.
  const raw = new WeakMap<FastifyRequest, Buffer>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      const bytes = body as Buffer;
      raw.set(request, bytes);
      try {
        done(null, bytes.length === 0 ? undefined : JSON.parse(bytes.toString('utf8')));
      } catch {
        done(null, undefined);
      }
    },
  );

  // New messages are acted on after the 200, in arrival order; close() waits for them.
  let chain: Promise<unknown> = Promise.resolve();
  const work = (m: InboundMessage) => {
    chain = chain.then(async () => {
      try {
        const { userId, outcome } = await bot.handle(m);
        await bot.repo.markProcessed(m.wamid, userId, outcome);
      } catch (err) {
        app.log.error({ err, wamid: m.wamid }, 'WhatsApp message not handled');
        await bot.repo.markProcessed(m.wamid, null, 'error').catch(() => {});
      }
    });
  };
  // A process that died after the 200 but before handling a message leaves it unprocessed: once
  // its claim runs out, the next sweep (at start, then every minute, in any process) takes it.
  const sweep = async () => {
    const now = new Date();
    const stale = await bot.repo.claimStale(
      now,
      new Date(now.getTime() - SWEEP_WINDOW_MS),
      new Date(now.getTime() + CLAIM_MS),
      20,
    );
    for (const row of stale) {
      const m = messageOf(row.payload);
      if (m) work(m);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const run = () => sweep().catch((err) => app.log.error({ err }, 'WhatsApp sweep failed'));
    void run();
    timer = setInterval(run, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await chain;
  });

  app.get(
    '/whatsapp/webhook',
    {
      schema: {
        tags,
        summary: 'WhatsApp Cloud API verification: echoes hub.challenge for the right verify token',
        querystring: handshakeQuery,
        produces: ['text/plain'],
        response: { 200: z.string(), 400: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const token = q['hub.verify_token'] ?? '';
      if (q['hub.mode'] !== 'subscribe' || !sameText(token, wa.verifyToken)) {
        throw new AppError(403, 'The verify token does not match');
      }
      return reply.type('text/plain; charset=utf-8').send(q['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/whatsapp/webhook',
    {
      schema: {
        tags,
        summary:
          'WhatsApp Cloud API notifications (messages and statuses), signed with X-Hub-Signature-256',
        consumes: ['application/json'],
        response: {
          200: z.object({ success: z.literal(true) }),
          400: errorEnvelope,
          401: errorEnvelope,
          413: errorEnvelope,
          415: errorEnvelope,
        },
      },
    },
    async (request) => {
      const bytes = raw.get(request);
      if (!bytes || !signatureValid(bytes, request.headers['x-hub-signature-256'], wa.appSecret)) {
        throw new AppError(401, 'The X-Hub-Signature-256 signature is missing or wrong');
      }
      if (request.body === undefined) throw new AppError(400, 'The body must be a JSON object');
      const { messages: received, statuses } = readNotification(request.body);
      for (const s of statuses) {
        const fresh = await bot.repo.storeStatus(s);
        const status = QUEUE_STATUS[s.status];
        if (status) {
          await messages.applyReport('whatsapp', {
            providerMessageId: s.wamid,
            status,
            failureReason: status === 'failed' ? JSON.stringify(s.errors).slice(0, 200) : undefined,
          });
        }
        // An alert refused later for the closed 24-hour window: its template or SMS instead.
        if (fresh && s.status === 'failed' && outsideWindow(s.errors)) {
          await afterWindowClosed(app.db, app.outbound, s.wamid);
        }
      }
      for (const m of received) {
        // Stored before the 200: a redelivery, even after a restart, finds it and does nothing.
        const stored = await bot.repo.storeInbound(
          { wamid: m.wamid, from: m.from, type: m.type, payload: m.raw },
          new Date(Date.now() + CLAIM_MS),
        );
        if (stored) work(m);
      }
      return { success: true as const };
    },
  );
};
