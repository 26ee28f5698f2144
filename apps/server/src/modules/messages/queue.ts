import { decrypt, encrypt } from '../../lib/crypto';
import { segmentsOf } from '../../lib/gsm7';
import { outboundMessages } from '../../lib/metrics';
import { type SmsAdapter, SmsGatewayError } from '../../messaging/gateways';
import type { OutboundMessage } from '../../messaging/outbox';
import { redact } from '../../messaging/outbox';
import type { MessageRow, MessagesRepository, NewMessage } from './repository';

/**
 * The durable outbound queue (ADR 0038) over `outbox_messages`. A message is stored before the
 * provider is called, with its full text sealed when it holds a code or link, so a crash or a
 * refusal loses nothing; a sender holds it under a lease (`retry_at` in the future) so no second
 * process sends it while the first one is; a refusal sets the next try after a backoff, and after
 * the last delay the message is given up (`failed`, the text unsealed away).
 */

/** How long a sender holds a message before another process may take it again. */
const LEASE_MS = 120_000;

/** One delivery attempt through the real provider; rejects when it refuses. */
type Deliver = (
  channel: MessageRow['channel'],
  message: { to: string; subject: string | null; text: string },
) => ReturnType<SmsAdapter['send']>;

export interface QueueOptions {
  repo: MessagesRepository;
  /** Seals texts with codes and links while they wait (derived from AUTH_SECRET). */
  key: Buffer;
  /** Seconds before each retry; after the last one the message is given up. */
  delaysSeconds: readonly number[];
  /** `undefined` per channel: the development outbox (nothing is sent). */
  deliver: Deliver;
  providerOf: (channel: MessageRow['channel']) => string | null;
}

export interface Extra {
  userId?: string | null | undefined;
  kind?: string | undefined;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createQueue(opts: QueueOptions) {
  const { repo, key } = opts;

  /** Sends a claimed row once and records the outcome. */
  async function attempt(
    row: MessageRow,
    text: string | undefined,
    now: Date,
  ): Promise<'sent' | 'retry' | 'failed'> {
    const attempts = row.attempts + 1;
    const provider = opts.providerOf(row.channel);
    try {
      if (text === undefined)
        throw new SmsGatewayError('the sealed text could not be opened', false);
      const receipt = await opts.deliver(row.channel, { to: row.to, subject: row.subject, text });
      await repo.markSent(row.id, {
        attempts,
        provider,
        providerMessageId: receipt?.providerMessageId ?? null,
        costNaira: receipt?.costNaira ?? null,
      });
      outboundMessages.inc({ channel: row.channel, provider: provider ?? 'none', outcome: 'sent' });
      return 'sent';
    } catch (error) {
      const final = error instanceof SmsGatewayError && !error.retryable;
      const delay = final ? undefined : opts.delaysSeconds[attempts - 1];
      await repo.markRefused(row.id, {
        attempts,
        provider,
        error: redact(reasonOf(error), text ? [text] : []).slice(0, 500),
        retryAt: delay === undefined ? null : new Date(now.getTime() + delay * 1000),
      });
      const outcome = delay === undefined ? 'failed' : 'retry';
      outboundMessages.inc({ channel: row.channel, provider: provider ?? 'none', outcome });
      return outcome;
    }
  }

  const textOf = (row: MessageRow) => {
    if (!row.sealed) return row.body;
    try {
      return decrypt(key, row.sealed);
    } catch {
      return undefined; // AUTH_SECRET changed: the text cannot be recovered
    }
  };

  return {
    /**
     * Stores the message and sends it now, under this process's lease; returns whether the
     * provider took it. Refused, it stays queued for the drain (or failed when final).
     */
    async sendNow(
      channel: MessageRow['channel'],
      message: OutboundMessage,
      extra: Extra = {},
    ): Promise<{ sent: boolean; row: MessageRow }> {
      const now = new Date();
      const secret = (message.secrets ?? []).some(Boolean);
      const row = await repo.insert({
        ...fields(channel, message, extra),
        sealed: secret ? encrypt(key, message.text) : null,
        retryAt: new Date(now.getTime() + LEASE_MS),
      });
      const sent = (await attempt(row, message.text, now)) === 'sent';
      return { sent, row };
    },

    /** Stores a message for the next drain (alerts queued inside their event's transaction). */
    enqueue: (channel: MessageRow['channel'], message: OutboundMessage, extra: Extra = {}) =>
      repo.insert({ ...fields(channel, message, extra), retryAt: new Date() }),

    /** Stores a message that is not sent (the development outbox). */
    keep: (channel: MessageRow['channel'], message: OutboundMessage, extra: Extra = {}) =>
      repo.insert({ ...fields(channel, message, extra), status: 'outbox', retryAt: null }),

    /** One pass: claims what is due (never what another process holds) and sends each once. */
    async drain(now = new Date(), limit = 20) {
      const claimed = await repo.claimDue(now, new Date(now.getTime() + LEASE_MS), limit);
      const result = { sent: 0, failed: 0, givenUp: 0 };
      for (const row of claimed) {
        const outcome = await attempt(row, textOf(row), now);
        if (outcome === 'sent') result.sent++;
        else if (outcome === 'retry') result.failed++;
        else result.givenUp++;
      }
      return result;
    },
  };
}

/** The stored fields: the body masked, the segment count for SMS. */
function fields(
  channel: MessageRow['channel'],
  message: OutboundMessage,
  extra: Extra,
): NewMessage {
  return {
    channel,
    to: message.to,
    subject: message.subject ?? null,
    body: redact(message.text, message.secrets),
    userId: extra.userId ?? null,
    kind: extra.kind ?? 'other',
    segments: channel === 'sms' ? segmentsOf(message.text).segments : null,
  };
}

export type Queue = ReturnType<typeof createQueue>;
