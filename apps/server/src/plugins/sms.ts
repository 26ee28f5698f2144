import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  consolePrinter,
  type OutboundMessage,
  type OutboxPrinter,
  outboxKey,
  recordMessage,
} from '../messaging/outbox';

/** The extension point for a real SMS gateway (Africa's Talking, Termii, …). */
export interface SmsAdapter {
  readonly name: string;
  /** Rejects when the gateway refuses the message. */
  send(to: string, text: string): Promise<void>;
}

export interface Sms {
  /** `provider` with an adapter; otherwise the development outbox (stored and printed). */
  readonly mode: 'provider' | 'outbox';
  /** Resolves true when the message left (or was stored in the outbox); never throws. */
  send(message: OutboundMessage): Promise<boolean>;
  /** One delivery attempt, nothing recorded; rejects when refused (the outbox retries use it). */
  deliver(message: { to: string; text: string }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: Sms;
  }
}

export interface SmsOptions {
  adapter?: SmsAdapter | undefined;
  print: boolean;
  printer?: OutboxPrinter | undefined;
}

async function sms(app: FastifyInstance, opts: SmsOptions) {
  const printer = opts.printer ?? (opts.print ? consolePrinter : undefined);
  const adapter = opts.adapter;
  if (!adapter) {
    app.decorate('sms', {
      mode: 'outbox',
      async send(message) {
        try {
          await recordMessage(app.db, 'sms', message);
        } catch (err) {
          app.log.error({ err }, 'could not store an outbox SMS');
          return false;
        }
        printer?.('sms', message);
        return true;
      },
      async deliver() {},
    } satisfies Sms);
    return;
  }
  // A refused message is kept, sealed, for the outbox retries (plugins/outbox-retry.ts).
  const retryKey = outboxKey(app.secrets.authSecret);
  app.decorate('sms', {
    mode: 'provider',
    deliver: (message) => adapter.send(message.to, message.text),
    async send(message) {
      try {
        await adapter.send(message.to, message.text);
        await recordMessage(app.db, 'sms', message, { sentAt: new Date() });
        return true;
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        app.log.error({ provider: adapter.name, to: message.to }, 'SMS delivery failed');
        await recordMessage(app.db, 'sms', message, { error: reason, retryKey }).catch(() => {});
        return false;
      }
    },
  } satisfies Sms);
}

export default fp(sms, { name: 'sms', dependencies: ['db', 'auth'] });
