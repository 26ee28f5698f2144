import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { vetsServing } from '../staff';
import type { UserRow } from '../users';
import { notify } from './notify';

/** Why a farmer's request needs someone now (ADR 0027). */
type HelpReason = 'call' | 'urgent' | 'assigned' | 'returned';

export interface HelpRequest {
  /** The consultation the request is stored as (one notification per reader and request). */
  consultationId: string;
  kind: 'extension' | 'vet';
  topic: string;
  reason: HelpReason;
  /** Someone who needs no notice (the admin who assigned it, the assignee already told). */
  skip?: readonly string[];
}

const WHY: Record<HelpReason, string> = {
  call: 'asks for a call',
  urgent: 'sent an urgent request',
  assigned: 'has a request now assigned',
  returned: 'is waiting again: their request was handed back',
};

/**
 * Tells the farmer's agent and every active admin at once, in the caller's transaction. Returns
 * how many people were told: the caller promises a call only when it is more than zero.
 */
export async function notifyHelpRequested(
  db: Database,
  farmer: UserRow,
  request: HelpRequest,
): Promise<number> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active'), ne(users.id, farmer.id)));
  const readers = new Set(admins.map((a) => a.id));
  if (farmer.agentId) {
    const [agent] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, farmer.agentId), eq(users.status, 'active')));
    if (agent) readers.add(agent.id);
  }
  // A vet request also reaches every vet serving the farmer's state (ADR 0061).
  const vets = request.kind === 'vet' ? await vetsServing(db, farmer.stateOfResidence) : [];
  for (const id of vets) if (id !== farmer.id) readers.add(id);
  for (const id of request.skip ?? []) readers.delete(id);
  const name = `${farmer.firstName} ${farmer.lastName}`;
  let told = 0;
  for (const userId of readers) {
    const isAgent = userId === farmer.agentId;
    await notify(db, userId, {
      type: 'help_requested',
      title: request.kind === 'vet' ? 'A farmer needs a vet' : 'A farmer needs help',
      body: `${name} (${farmer.phone}) ${WHY[request.reason]}: "${request.topic}".`,
      params: {
        name,
        phone: farmer.phone,
        topic: request.topic,
        reason: request.reason,
        kind: request.kind,
      },
      priority: 'high',
      link: isAgent
        ? `/agent/farmer/${farmer.id}`
        : vets.includes(userId)
          ? `/vet/consultations?open=${request.consultationId}`
          : request.kind === 'vet'
            ? '/admin/vet-consultations'
            : '/admin/consultations',
      // A request may go back to the queue more than once; each time is news.
      ...(request.reason === 'returned'
        ? {}
        : { dedupeKey: `help:${request.reason}:${request.consultationId}` }),
    });
    // Already told about this very request (a retry: notify answers undefined) still counts.
    told++;
  }
  return told;
}
