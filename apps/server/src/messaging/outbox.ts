import { createHmac } from 'node:crypto';

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

// Stored and shown to admins in place of a code: the text that left for the phone had it.
const MASK = '[code hidden]';

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

/**
 * Seconds before each retry of a failed delivery by default (OUTBOX_RETRY_DELAYS_SECONDS); after
 * the last one the message is given up. The queue itself is modules/messages (ADR 0038).
 */
export const RETRY_DELAYS_SECONDS = [30, 60, 120, 300, 600] as const;

/** The key that seals a message's full text while it waits for a retry (derived, purpose-bound). */
export const outboxKey = (authSecret: Buffer) =>
  createHmac('sha256', authSecret).update('kiwo outbox retry v1').digest();

/** What the user is told when the first delivery failed (the outbox keeps trying). */
export const notSentYet = (sentTo: string) =>
  `We could not send the code to ${sentTo} right now. We will keep trying for a few minutes, or you can ask for a new code.`;

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
