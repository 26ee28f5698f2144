import { createHmac } from 'node:crypto';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema';
import { decrypt, encrypt } from '../lib/crypto';

export type Channel = 'email' | 'sms';

export interface OutboundMessage {
  to: string;
  subject?: string;
  text: string;
  /** Codes, tokens and links inside `text`: masked in the database and in logs. */
  secrets?: readonly string[];
}

/** Where the development outbox prints a message; tests pass a collector, production stdout. */
export type OutboxPrinter = (channel: Channel, message: OutboundMessage) => void;

export const MASK = '[hidden: see the server console]';

export const redact = (text: string, secrets: readonly string[] = []) =>
  secrets.filter(Boolean).reduce((out, secret) => out.replaceAll(secret, MASK), text);

export const consolePrinter: OutboxPrinter = (channel, message) => {
  const head =
    channel === 'email'
      ? `email to ${message.to}: ${message.subject ?? ''}`
      : `SMS to ${message.to}`;
  process.stdout.write(
    `\n── development outbox ── ${head}\n${message.text}\n──────────────────────────\n`,
  );
};

/** Seconds before each retry of a failed delivery; after the last one the message is given up. */
export const RETRY_DELAYS_SECONDS = [30, 60, 120, 300, 600] as const;

/** The key that seals a message's full text while it waits for a retry (derived, purpose-bound). */
export const outboxKey = (authSecret: Buffer) =>
  createHmac('sha256', authSecret).update('kiwo outbox retry v1').digest();

/** What the user is told when the first delivery failed (the outbox keeps trying). */
export const notSentYet = (sentTo: string) =>
  `We could not send the code to ${sentTo} right now. We will keep trying for a few minutes, or you can ask for a new code.`;

/**
 * Records a message (masked). `sentAt` null + `error` null = kept in the development outbox.
 * A failed delivery with `retryKey` is kept for retry: its full text sealed, the first retry due
 * in RETRY_DELAYS_SECONDS[0].
 */
export async function recordMessage(
  db: Database,
  channel: Channel,
  message: OutboundMessage,
  outcome: { sentAt?: Date; error?: string; retryKey?: Buffer | undefined } = {},
) {
  const retry = outcome.error !== undefined && outcome.retryKey !== undefined;
  await db.insert(outboxMessages).values({
    channel,
    to: message.to,
    subject: message.subject ?? null,
    body: redact(message.text, message.secrets),
    sentAt: outcome.sentAt ?? null,
    error: outcome.error ? redact(outcome.error, message.secrets).slice(0, 500) : null,
    attempts: outcome.sentAt || outcome.error ? 1 : 0,
    retryAt: retry ? new Date(Date.now() + RETRY_DELAYS_SECONDS[0] * 1000) : null,
    sealed: retry && outcome.retryKey ? encrypt(outcome.retryKey, message.text) : null,
  });
}

/** Sends one message through the real provider; rejects when it refuses. */
export type Deliver = (
  channel: Channel,
  message: { to: string; subject: string | null; text: string },
) => Promise<void>;

/**
 * One pass over the failed deliveries that are due: each is claimed (so two servers never send
 * it twice), unsealed and sent again. Delivered → `sent_at`, the sealed text dropped; refused →
 * the next delay, or given up after the last (the row stays, with its error, for the record).
 */
export async function retryDue(db: Database, key: Buffer, deliver: Deliver, now = new Date()) {
  const due = await db
    .select()
    .from(outboxMessages)
    .where(and(isNotNull(outboxMessages.sealed), lte(outboxMessages.retryAt, now)))
    .orderBy(outboxMessages.retryAt)
    .limit(20);
  const result = { sent: 0, failed: 0, givenUp: 0 };
  for (const row of due) {
    if (!row.sealed || !row.retryAt) continue;
    const claimed = await db
      .update(outboxMessages)
      .set({ retryAt: new Date(now.getTime() + 120_000) })
      .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.retryAt, row.retryAt)))
      .returning({ id: outboxMessages.id });
    if (claimed.length === 0) continue;
    const attempts = row.attempts + 1;
    const text = (() => {
      try {
        return decrypt(key, row.sealed);
      } catch {
        return undefined; // AUTH_SECRET changed: the text cannot be recovered
      }
    })();
    try {
      if (text === undefined) throw new Error('the sealed text could not be opened');
      await deliver(row.channel, { to: row.to, subject: row.subject, text });
      await db
        .update(outboxMessages)
        .set({ sentAt: new Date(), error: null, attempts, retryAt: null, sealed: null })
        .where(eq(outboxMessages.id, row.id));
      result.sent++;
    } catch (error) {
      const delay = text === undefined ? undefined : RETRY_DELAYS_SECONDS[attempts - 1];
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(outboxMessages)
        .set({
          attempts,
          error: redact(reason, text ? [text] : []).slice(0, 500),
          retryAt: delay === undefined ? null : new Date(now.getTime() + delay * 1000),
          sealed: delay === undefined ? null : row.sealed,
        })
        .where(eq(outboxMessages.id, row.id));
      if (delay === undefined) result.givenUp++;
      else result.failed++;
    }
  }
  return result;
}

/**
 * Deliveries started without awaiting them (forgot-password answers before sending, so the reply
 * time does not reveal whether an account exists). close() waits for them.
 */
export function createBackgroundQueue(onError: (error: unknown) => void) {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task: () => Promise<unknown>) {
      const p = task()
        .catch(onError)
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
