import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisUnreachable } from './errors';

/**
 * Tells every process sharing one Redis that a user's sessions were revoked (ADR 0030), so their
 * live voice calls check their session at once: one Redis channel, one message per revocation.
 * Nothing depends on a message arriving for correctness (every request reads its session from the
 * database); a lost one only leaves a call to its periodic re-check (`IVR_SESSION_RECHECK_MS`).
 */
export interface RevocationBus {
  /** Announces a revocation; fire-and-forget, a failure is logged. */
  publish(userId: string): void;
  close(): Promise<void>;
}

export interface RevocationBusOptions {
  url: string;
  channel: string;
  /** Another process revoked this user's sessions. */
  onRevoked(userId: string): void;
  warn(error: unknown, message: string): void;
}

const USER_ID = /^[0-9a-f-]{36}$/i;

export async function createRevocationBus(opts: RevocationBusOptions): Promise<RevocationBus> {
  // Our own messages come back to us too; the local listeners have already run, so skip them.
  const origin = randomUUID();
  const pub = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const sub = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  for (const client of [pub, sub]) {
    // ioredis reconnects (and re-subscribes) by itself; an unhandled 'error' would end the
    // process. One line per outage, not one per reconnect attempt.
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
  sub.on('message', (channel: string, message: string) => {
    if (channel !== opts.channel) return;
    const [from, userId] = message.split(' ');
    if (from !== origin && userId && USER_ID.test(userId)) opts.onRevoked(userId);
  });
  await Promise.all([pub.connect(), sub.connect()]).catch((error: unknown) => {
    throw redisUnreachable(opts.url, error);
  });
  await sub.subscribe(opts.channel);

  return {
    publish(userId) {
      pub
        .publish(opts.channel, `${origin} ${userId}`)
        .catch((error) => opts.warn(error, 'session revocation publish failed'));
    },
    async close() {
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
