import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queue } from '../modules/messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** One drain of the outbound queue (runs by itself every `intervalMs`; tests call it). */
    retryOutbox(now?: Date): ReturnType<Queue['drain']>;
  }
}

interface OutboxRetryOptions {
  /** How often due messages are looked for. */
  intervalMs: number;
}

/**
 * Drains the outbound queue in the background (ADR 0038): alerts queued by events, and emails
 * and SMS a provider refused, so an outage delays messages instead of losing them. Several
 * processes may drain at once: each claims rows `FOR UPDATE SKIP LOCKED` under a lease.
 */
async function outboxRetry(app: FastifyInstance, opts: OutboxRetryOptions) {
  app.decorate('retryOutbox', (now?: Date) => app.outbound.drain(now));

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= app
        .retryOutbox()
        .then((r) => {
          if (r.sent + r.failed + r.givenUp > 0) app.log.info(r, 'outbound queue drained');
        })
        .catch((err) => app.log.error({ err }, 'outbound queue drain failed'))
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
