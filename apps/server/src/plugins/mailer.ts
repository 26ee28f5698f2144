import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import {
  consolePrinter,
  createBackgroundQueue,
  type OutboundMessage,
  type OutboxPrinter,
  outboxKey,
  recordMessage,
  redact,
} from '../messaging/outbox';

export interface Mailer {
  /** `smtp` with SMTP_URL; otherwise the development outbox (stored and printed). */
  readonly mode: 'smtp' | 'outbox';
  /** Resolves true when the message left (or, in the outbox, was stored); never throws. */
  send(message: OutboundMessage & { subject: string }): Promise<boolean>;
  /** One delivery attempt, nothing recorded; rejects when refused (the outbox retries use it). */
  deliver(message: { to: string; subject: string | null; text: string }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Runs a delivery without making the request wait; close() waits for it. */
    background: ReturnType<typeof createBackgroundQueue>;
  }
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Print outbox messages (their codes and links) to the console. */
  print: boolean;
  printer?: OutboxPrinter | undefined;
}

async function mailer(app: FastifyInstance, opts: MailerOptions) {
  const printer = opts.printer ?? (opts.print ? consolePrinter : undefined);
  const background = createBackgroundQueue((err) =>
    app.log.error({ err }, 'background task failed'),
  );
  app.decorate('background', background);
  app.addHook('onClose', () => background.drain());

  if (!opts.smtpUrl) {
    app.decorate('mailer', {
      mode: 'outbox',
      async send(message) {
        try {
          await recordMessage(app.db, 'email', message);
        } catch (err) {
          app.log.error({ err }, 'could not store an outbox email');
          return false;
        }
        printer?.('email', message);
        return true;
      },
      async deliver() {},
    } satisfies Mailer);
    return;
  }

  const transport = nodemailer.createTransport(opts.smtpUrl);
  app.addHook('onClose', async () => transport.close());
  const deliver: Mailer['deliver'] = async (message) => {
    await transport.sendMail({
      from: opts.from,
      to: message.to,
      subject: message.subject ?? '',
      text: message.text,
    });
  };
  // A refused message is kept, sealed, for the outbox retries (plugins/outbox-retry.ts).
  const retryKey = outboxKey(app.secrets.authSecret);
  app.decorate('mailer', {
    mode: 'smtp',
    deliver,
    async send(message) {
      try {
        await deliver(message);
        await recordMessage(app.db, 'email', message, { sentAt: new Date() });
        return true;
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        app.log.error(
          { reason: redact(reason, message.secrets), to: message.to },
          'email delivery failed',
        );
        await recordMessage(app.db, 'email', message, { error: reason, retryKey }).catch(() => {});
        return false;
      }
    },
  } satisfies Mailer);
}

export default fp(mailer, { name: 'mailer', dependencies: ['db', 'auth'] });
