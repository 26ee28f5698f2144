import { normalizeNigerianPhone } from '@kiwo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, ussdEvents } from '../../db/schema';
import { recordEvent } from '../events';
import type { UssdReply, UssdRequest } from './service';

/** The `ussd_events` rows: one per screen answered, one when the gateway ends the session. */

export async function logStep(db: Database, req: UssdRequest, reply: UssdReply) {
  await db.insert(ussdEvents).values({
    kind: 'step',
    sessionId: req.sessionId,
    phone: req.phoneNumber,
    userId: reply.userId,
    serviceCode: req.serviceCode ?? null,
    networkCode: req.networkCode ?? null,
    text: req.text ?? '',
    response: reply.response,
    outcome: reply.outcome,
    menu: reply.menu,
    node: reply.node,
  });
}

export async function logSessionEnd(
  db: Database,
  n: {
    sessionId: string;
    phoneNumber: string;
    serviceCode?: string | undefined;
    networkCode?: string | undefined;
    status?: string | undefined;
    durationInMillis?: number | undefined;
    cost?: string | undefined;
    input?: string | undefined;
    lastAppResponse?: string | undefined;
    errorMessage?: string | undefined;
  },
) {
  const phone = normalizeNigerianPhone(n.phoneNumber);
  const [user] = phone
    ? await db.select({ id: users.id }).from(users).where(eq(users.phone, phone))
    : [];
  await db.insert(ussdEvents).values({
    kind: 'session_end',
    sessionId: n.sessionId,
    phone: n.phoneNumber,
    userId: user?.id ?? null,
    serviceCode: n.serviceCode ?? null,
    networkCode: n.networkCode ?? null,
    text: n.input ?? '',
    response: n.lastAppResponse ?? null,
    outcome: 'session_end',
    status: n.status ?? null,
    durationMs: n.durationInMillis ?? null,
    cost: n.cost ?? null,
    errorMessage: n.errorMessage ?? null,
  });
  // Completion per session, no number (ADR 0052): the gateway's status is the code otherwise.
  const completed = n.status === 'Success';
  const status = (n.status ?? 'unknown')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 40);
  await recordEvent(db, {
    name: completed ? 'ussd_completed' : 'ussd_abandoned',
    channel: 'ussd',
    role: user ? 'farmer' : 'anonymous',
    errorCode: completed ? undefined : `ussd_${status}`,
  });
}
