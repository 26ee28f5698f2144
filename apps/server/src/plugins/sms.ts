import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toGsm7 } from '../lib/gsm7';
import { type SmsAdapter, SmsGatewayError } from '../messaging/gateways';
import {
  consolePrinter,
  type OutboundMessage,
  type OutboxPrinter,
  outboxKey,
} from '../messaging/outbox';
import { sendStored, type WhatsAppClient } from '../messaging/whatsapp';
import { createMessagesRepository, createQueue, type Queue } from '../modules/messages';

export type { SmsAdapter } from '../messaging/gateways';

interface Sms {
  /** `provider` with a gateway; otherwise the development outbox (stored and printed). */
  readonly mode: 'provider' | 'outbox';
  /** The gateway's name (africastalking, termii) or null. */
  readonly provider: string | null;
  /**
   * Stores the message in the queue and sends it now; resolves true when the gateway took it
   * (or the outbox stored it). A refused message stays queued for retries; never throws.
   */
  send(
    message: OutboundMessage,
    extra?: { userId?: string | null; kind?: string },
  ): Promise<boolean>;
  /** One delivery attempt, nothing recorded; rejects when refused (the queue's drain uses it). */
  deliver(message: { to: string; text: string }): ReturnType<SmsAdapter['send']>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: Sms;
    /** The durable outbound queue of emails and SMS (ADR 0038). */
    outbound: Queue;
  }
}

interface SmsOptions {
  adapter?: SmsAdapter | undefined;
  print: boolean;
  printer?: OutboxPrinter | undefined;
  /** Seconds between the tries of a refused message. */
  retryDelaysSeconds: readonly number[];
  /** The WhatsApp Cloud API, when configured: `whatsapp` rows hold a message body as JSON. */
  whatsapp?: WhatsAppClient | undefined;
}

/**
 * SMS through the configured gateway (ADR 0037), every message in GSM-7 so one segment holds 160
 * characters, and the queue (ADR 0038) that emails share: the mailer plugin delivers through it.
 */
async function sms(app: FastifyInstance, opts: SmsOptions) {
  const printer = opts.printer ?? (opts.print ? consolePrinter : undefined);
  const adapter = opts.adapter;
  const deliverSms: Sms['deliver'] = async (message) => {
    if (adapter) return adapter.send(message.to, message.text);
    printer?.('sms', { to: message.to, text: message.text });
  };
  const queue = createQueue({
    repo: createMessagesRepository(app.db),
    key: outboxKey(app.secrets.authSecret),
    delaysSeconds: opts.retryDelaysSeconds,
    providerOf: (channel) => {
      if (channel === 'whatsapp') return opts.whatsapp?.name ?? null;
      if (channel === 'sms') return adapter?.name ?? null;
      return app.mailer.mode === 'smtp' ? 'smtp' : null;
    },
    deliver: async (channel, message) => {
      if (channel === 'whatsapp') {
        if (!opts.whatsapp) throw new SmsGatewayError('WhatsApp is not configured', false);
        // Outside the 24-hour window an alert's SMS goes as its own row (ADR 0048).
        return sendStored(opts.whatsapp, message.to, message.text, (sms) =>
          queue.enqueue(
            'sms',
            { to: sms.to, text: toGsm7(sms.text) },
            { userId: sms.userId, kind: sms.kind },
          ),
        );
      }
      return channel === 'sms' ? deliverSms(message) : app.mailer.deliver(message);
    },
  });
  app.decorate('outbound', queue);

  app.decorate('sms', {
    mode: adapter ? 'provider' : 'outbox',
    provider: adapter?.name ?? null,
    deliver: deliverSms,
    async send(message, extra = {}) {
      const gsm = { ...message, text: toGsm7(message.text) };
      try {
        if (!adapter) {
          await queue.keep('sms', gsm, extra);
          printer?.('sms', gsm);
          return true;
        }
        const { sent } = await queue.sendNow('sms', gsm, extra);
        if (!sent) app.log.error({ provider: adapter.name }, 'SMS delivery failed');
        return sent;
      } catch (err) {
        app.log.error({ err }, 'could not store an SMS');
        return false;
      }
    },
  } satisfies Sms);
}

export default fp(sms, { name: 'sms', dependencies: ['db', 'auth', 'mailer'] });
