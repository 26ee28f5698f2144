import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { toGsm7 } from '../../lib/gsm7';
import { afterLateRefusal, OUTSIDE_WINDOW } from '../../messaging/whatsapp';
import type { Queue } from '../messages';

/** Whether a status callback's `errors` name the closed 24-hour window. */
export const outsideWindow = (errors: unknown) =>
  Array.isArray(errors) &&
  errors.some((e) => (e as { code?: unknown } | null)?.code === OUTSIDE_WINDOW);

/**
 * Meta accepted an alert and reported it `failed` with 131047 later (ADR 0048): its template is queued instead, else its SMS, each as a new row. A reply of the bot
 * (no fallback) is left failed. Returns what was queued.
 */
export async function afterWindowClosed(db: Database, outbound: Queue, wamid: string) {
  const [row] = await db
    .select({
      body: outboxMessages.body,
      to: outboxMessages.to,
      userId: outboxMessages.userId,
      kind: outboxMessages.kind,
    })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'whatsapp'), eq(outboxMessages.providerMessageId, wamid)))
    .limit(1);
  const next = row?.body ? afterLateRefusal(row.body) : undefined;
  if (!row || !next) return undefined;
  if (next.channel === 'whatsapp') {
    await outbound.enqueue(
      'whatsapp',
      { to: row.to, text: next.body },
      { userId: row.userId, kind: row.kind },
    );
  } else {
    const { to, text, userId, kind } = next.sms;
    await outbound.enqueue('sms', { to, text: toGsm7(text) }, { userId, kind });
  }
  return next.channel;
}
