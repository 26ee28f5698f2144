import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import {
  consolePrinter,
  createBackgroundQueue,
  type OutboundMessage,
  type OutboxPrinter,
} from '../messaging/outbox';

interface Mailer {
  /** `smtp` with SMTP_URL; otherwise the development outbox (stored and printed). */
  readonly mode: 'smtp' | 'outbox';
  /** Resolves true when the message left (or, in the outbox, was stored); never throws. */
  send(
    message: OutboundMessage & { subject: string; kind?: string; userId?: string | null },
  ): Promise<boolean>;
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

interface MailerOptions {
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
          await app.outbound.keep('email', message, { kind: message.kind, userId: message.userId });
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
      html: htmlOf(message.text),
    });
  };
  app.decorate('mailer', {
    mode: 'smtp',
    deliver,
    // Stored in the outbound queue first, then sent; a refusal stays queued for the retries
    // (ADR 0038). The queue is the sms plugin's, registered after this one.
    async send(message) {
      try {
        const { sent } = await app.outbound.sendNow('email', message, {
          kind: message.kind,
          userId: message.userId,
        });
        if (!sent) app.log.error({ to: message.to }, 'email delivery failed');
        return sent;
      } catch (err) {
        app.log.error({ err }, 'could not store an email');
        return false;
      }
    },
  } satisfies Mailer);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The HTML part of an email, made from its plain text so a retry rebuilds it exactly: one
 * paragraph per blank-line block, links clickable, the footer small.
 */
function htmlOf(text: string): string {
  const blocks = text.split(/\n{2,}/).map((block) => {
    const html = escapeHtml(block)
      .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
      .replace(/\n/g, '<br>');
    return `<p>${html}</p>`;
  });
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${blocks.join('')}</body></html>`;
}

export default fp(mailer, { name: 'mailer', dependencies: ['db', 'auth'] });
