import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisUnreachable } from './errors';

/**
 * Tells every process sharing one Redis that a user's cached sessions must go (ADR 0019): one
 * Redis channel, one message per revocation. Messages are fire-and-forget in Redis, so the
 * receiving side only trusts its cache while its subscription is up (`onLive(false)` when the
 * connection drops, `onLive(true)` once subscribed again); the cache's short expiry bounds
 * whatever a lost message would have left.
 */
export interface RevocationBus {
  /** Announces a revocation; resolves when Redis took it, or after `timeoutMs` (then logged). */
  publish(userId: string): Promise<void>;
  close(): Promise<void>;
}

export interface RevocationBusOptions {
  url: string;
  channel: string;
  /** Another process revoked this user's sessions. */
  onRevoked(userId: string): void;
  /** The subscription is up (true) or lost (false). */
  onLive(live: boolean): void;
  warn(error: unknown, message: string): void;
  /** A publish waits at most this long before the answer goes out anyway. */
  timeoutMs?: number;
}

const USER_ID = /^[0-9a-f-]{36}$/i;

export async function createRevocationBus(opts: RevocationBusOptions): Promise<RevocationBus> {
  // Our own messages come back to us too; the local drop has already happened, so skip them.
  const origin = randomUUID();
  const timeoutMs = opts.timeoutMs ?? 1000;
  const pub = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const sub = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  for (const client of [pub, sub]) {
    // ioredis reconnects by itself; an unhandled 'error' would end the process. One line per
    // outage, not one per reconnect attempt.
    let reported = false;
    client.on('error', (error) => {
      if (reported) return;
      reported = true;
      opts.warn(error, 'session revocation redis error');
    });
    client.on('ready', () => {
      reported = false;
    });
  }
  sub.on('close', () => opts.onLive(false));
  sub.on('ready', () => {
    // Subscribing again is harmless if ioredis already did; only then is the cache trusted.
    sub.subscribe(opts.channel).then(
      () => opts.onLive(true),
      (error) => opts.warn(error, 'session revocation subscribe failed'),
    );
  });
  sub.on('message', (channel: string, message: string) => {
    if (channel !== opts.channel) return;
    const [from, userId] = message.split(' ');
    if (from !== origin && userId && USER_ID.test(userId)) opts.onRevoked(userId);
  });
  await Promise.all([pub.connect(), sub.connect()]).catch((error: unknown) => {
    throw redisUnreachable(opts.url, error);
  });
  await sub.subscribe(opts.channel);
  opts.onLive(true);

  return {
    async publish(userId) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          opts.warn(new Error(`no answer within ${timeoutMs} ms`), 'session revocation publish');
          resolve();
        }, timeoutMs);
      });
      const sent = pub.publish(opts.channel, `${origin} ${userId}`).then(
        () => {},
        (error) => opts.warn(error, 'session revocation publish failed'),
      );
      await Promise.race([sent, late]).finally(() => clearTimeout(timer));
    },
    async close() {
      sub.removeAllListeners('close');
      await Promise.all(
        [pub, sub].map((client) =>
          client.quit().then(
            () => {},
            () => client.disconnect(),
          ),
        ),
      );
    },
  };
}
