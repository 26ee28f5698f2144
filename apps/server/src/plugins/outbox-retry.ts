import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Deliver, outboxKey, retryDue } from '../messaging/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the outbox retries (runs by itself every `intervalMs`; tests call it). */
    retryOutbox(now?: Date): ReturnType<typeof retryDue>;
  }
}

export interface OutboxRetryOptions {
  /** How often due retries are looked for. */
  intervalMs: number;
}

/**
 * Sends again, in the background, the emails and SMS a provider refused (messaging/outbox.ts
 * `retryDue`): a mail server or SMS gateway outage delays codes and links instead of losing them.
 */
async function outboxRetry(app: FastifyInstance, opts: OutboxRetryOptions) {
  const key = outboxKey(app.secrets.authSecret);
  const deliver: Deliver = (channel, message) =>
    channel === 'email' ? app.mailer.deliver(message) : app.sms.deliver(message);
  app.decorate('retryOutbox', (now?: Date) => retryDue(app.db, key, deliver, now));
  // With no real provider nothing can be refused, so there is nothing to retry.
  if (app.mailer.mode === 'outbox' && app.sms.mode === 'outbox') return;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= app
        .retryOutbox()
        .then((r) => {
          if (r.sent + r.failed + r.givenUp > 0) app.log.info(r, 'outbox retries');
        })
        .catch((err) => app.log.error({ err }, 'outbox retries failed'))
        .finally(() => {
          running = undefined;
        });
    }, opts.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(outboxRetry, {
  name: 'outbox-retry',
  dependencies: ['db', 'auth', 'mailer', 'sms'],
});
