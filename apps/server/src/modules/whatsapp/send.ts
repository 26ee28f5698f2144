import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingMessage } from '../../messaging/whatsapp';
import type { Queue } from '../messages';

/** One reply through the durable outbound queue; `secrets` (a code) are masked in the stored row. */
export type Send = (
  to: string,
  userId: string | null,
  message: OutgoingMessage,
  kind: string,
  secrets?: readonly string[],
) => Promise<void>;

export function createSend(outbound: Queue, log: FastifyBaseLogger): Send {
  return async (to, userId, message, kind, secrets) => {
    const { sent } = await outbound.sendNow(
      'whatsapp',
      { to, text: JSON.stringify(message), ...(secrets ? { secrets } : {}) },
      { userId, kind: `whatsapp:${kind}` },
    );
    if (!sent) log.warn({ kind }, 'WhatsApp reply refused; queued for a retry');
  };
}
