import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema';

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

/** Records a message (masked). `sentAt` null + `error` null = kept in the development outbox. */
export async function recordMessage(
  db: Database,
  channel: Channel,
  message: OutboundMessage,
  outcome: { sentAt?: Date; error?: string } = {},
) {
  await db.insert(outboxMessages).values({
    channel,
    to: message.to,
    subject: message.subject ?? null,
    body: redact(message.text, message.secrets),
    sentAt: outcome.sentAt ?? null,
    error: outcome.error ? redact(outcome.error, message.secrets).slice(0, 500) : null,
  });
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
