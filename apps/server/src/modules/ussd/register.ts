import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, ussdRegistrations } from '../../db/schema';
import type { PasswordHasher } from '../../lib/passwords';
import { recordEvent } from '../events';
import { notify, onNotificationAction } from '../notifications';
import { insertDefaultPen } from '../pens';
import type { UserRow } from '../users';
import { setPin } from './pin';

export interface SelfRegistration {
  phone: string;
  firstName: string;
  lastName: string;
  state: string;
  livestock: string;
  language: UserRow['language'];
  pin: string;
  sessionId: string;
}

/**
 * The agent a self-registered farmer is attached to (ADR 0027): an active agent in the farmer's
 * state with the fewest farmers, else the active agent with the fewest farmers anywhere, else none
 * (the admins are told instead). Ties go to the longest-serving agent.
 */
async function chooseAgent(db: Database, state: string) {
  const farmers = sql<number>`(select count(*) from ${users} f where f.agent_id = ${users.id})`;
  const pick = (sameState: boolean) =>
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(
        and(
          eq(users.role, 'agent'),
          eq(users.status, 'active'),
          sameState ? eq(users.stateOfResidence, state) : undefined,
        ),
      )
      .orderBy(asc(farmers), asc(users.createdAt), asc(users.id))
      .limit(1);
  const [local] = await pick(true);
  if (local) return local;
  const [any] = await pick(false);
  return any;
}

/**
 * Creates the farmer (no password anyone knows: they sign in on the web through "forgot
 * password" by SMS), their default pen, their PIN, and the registration their agent approves.
 * Answers the agent's name, or null when no agent was free.
 */
export async function registerByUssd(
  db: Database,
  hasher: PasswordHasher,
  input: SelfRegistration,
): Promise<{ userId: string; agentName: string | null }> {
  const agent = await chooseAgent(db, input.state);
  const passwordHash = await hasher.hash(randomBytes(24).toString('base64url'));
  const farmer = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        passwordHash,
        role: 'farmer',
        language: input.language,
        stateOfResidence: input.state,
        primaryLivestock: input.livestock,
        agentId: agent?.id ?? null,
        mustChangePassword: true,
      })
      .returning();
    if (!user) throw new Error('insert returned no row');
    await insertDefaultPen(tx, user);
    await tx
      .insert(ussdRegistrations)
      .values({ userId: user.id, agentId: agent?.id ?? null, sessionId: input.sessionId });
    const name = `${user.firstName} ${user.lastName}`;
    const params = { name, phone: user.phone, state: input.state, livestock: input.livestock };
    const readers = agent
      ? [agent.id]
      : (
          await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
        ).map((a) => a.id);
    for (const reader of readers) {
      await notify(tx, reader, {
        type: 'farmer_registered',
        title: 'A farmer registered by USSD',
        body: `${name} (${user.phone}, ${input.state}, ${input.livestock}) registered by USSD. Call them, then approve.`,
        params,
        priority: 'high',
        link: agent ? `/agent/farmer/${user.id}` : '/admin/farmers',
        actions: agent
          ? [
              { id: 'accept', label: 'Approve', variant: 'primary' },
              { id: 'decline', label: 'Not my farmer', variant: 'secondary' },
            ]
          : [],
        context: { farmerId: user.id },
        dedupeKey: `ussd-registered:${user.id}`,
      });
    }
    return user;
  });
  await setPin(db, hasher, farmer.id, input.pin);
  const signup = { name: 'signup', channel: 'ussd', role: 'farmer' } as const;
  await recordEvent(db, { ...signup, userId: farmer.id, language: input.language });
  return { userId: farmer.id, agentName: agent ? `${agent.firstName} ${agent.lastName}` : null };
}

/**
 * The agent's answer (ADR 0027): approve keeps the farmer; "not my farmer" detaches them, so the
 * admins' list of farmers without an agent shows them for reassignment.
 */
onNotificationAction('farmer_registered', async ({ tx, user, action, notification }) => {
  const farmerId = notification.context.farmerId;
  if (!farmerId) return 'Nothing to do';
  const approved = action === 'accept';
  await tx
    .update(ussdRegistrations)
    .set({
      status: approved ? 'approved' : 'rejected',
      decidedBy: user.id,
      decidedAt: new Date(),
    })
    .where(and(eq(ussdRegistrations.userId, farmerId), eq(ussdRegistrations.agentId, user.id)));
  if (!approved) {
    await tx
      .update(users)
      .set({ agentId: null, updatedAt: new Date() })
      .where(and(eq(users.id, farmerId), eq(users.agentId, user.id)));
  }
  return approved ? 'Farmer approved' : 'Farmer detached';
});
