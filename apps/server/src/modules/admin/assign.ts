import { MOVE_FARMERS_MAX, type moveFarmersBody } from '@kiwo/api-client/schemas';
import { fullName } from '@kiwo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../db/audit';
import type { Database } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { notify } from '../notifications';
import type { UserRow } from '../users';
import { userConditions } from './users';

const FARMER_NOT_FOUND = 'Farmer not found';
const AGENT_NOT_FOUND = 'Agent not found';
const AGENT_SUSPENDED = 'This agent is suspended; choose another agent';

/**
 * Attaches a farmer to an agent, moves them to another, or detaches them (`agentId` null). The
 * change, its audit row and the two notifications (farmer and new agent) are one transaction.
 * Returns false when the farmer already had that agent (nothing is written).
 */
export async function assignAgent(
  db: Database,
  admin: UserRow,
  farmerId: string,
  agentId: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [farmer] = await tx.select().from(users).where(eq(users.id, farmerId)).for('update');
    if (farmer?.role !== 'farmer') throw new AppError(404, FARMER_NOT_FOUND);
    let agent: UserRow | undefined;
    if (agentId) {
      [agent] = await tx.select().from(users).where(eq(users.id, agentId));
      if (agent?.role !== 'agent') throw fieldError('agentId', AGENT_NOT_FOUND);
      if (agent.status !== 'active') throw fieldError('agentId', AGENT_SUSPENDED, 409);
    }
    if (farmer.agentId === agentId) return false;
    await tx.update(users).set({ agentId, updatedAt: new Date() }).where(eq(users.id, farmerId));
    await audit(tx, {
      adminId: admin.id,
      action: 'farmer_assigned',
      userId: farmerId,
      targetId: agentId,
      details: { from: farmer.agentId ?? '', to: agentId ?? '' },
    });
    if (agent) {
      await notify(tx, farmer.id, {
        type: 'agent_assigned',
        title: 'Your extension agent',
        body: `${fullName(agent.firstName, agent.lastName)} is now your extension agent. Phone: ${agent.phone}.`,
        params: { name: fullName(agent.firstName, agent.lastName), phone: agent.phone },
        link: '/farmer/notifications',
      });
      await notify(tx, agent.id, {
        type: 'farmer_assigned',
        title: 'New farmer assigned',
        body: `${fullName(farmer.firstName, farmer.lastName)} has been assigned to you. Phone: ${farmer.phone}.`,
        params: { name: fullName(farmer.firstName, farmer.lastName), phone: farmer.phone },
        link: `/agent/farmer/${farmer.id}`,
      });
    }
    return true;
  });
}

type MoveInput = z.output<typeof moveFarmersBody>;
const TOO_MANY = `Too many farmers match; narrow the filter (at most ${MOVE_FARMERS_MAX} at once)`;

/**
 * Moves many farmers to one agent in one transaction: the farmers picked by id, or every farmer
 * matching the list's filter. One audit row per farmer moved (each farmer's history shows it,
 * `details.bulk` = how many moved together), written by one INSERT … SELECT; the new agent is told
 * once and every former agent once, with how many. Farmers already with that agent are left
 * alone and counted as unchanged. Ids that are not farmers answer 404 and nothing is written.
 */
export async function moveFarmers(db: Database, admin: UserRow, input: MoveInput) {
  return db.transaction(async (tx) => {
    const [agent] = await tx.select().from(users).where(eq(users.id, input.toAgentId));
    if (agent?.role !== 'agent') throw fieldError('toAgentId', AGENT_NOT_FOUND);
    if (agent.status !== 'active') throw fieldError('toAgentId', AGENT_SUSPENDED, 409);
    const ids = input.farmerIds ? [...new Set(input.farmerIds)] : undefined;
    const where = ids
      ? and(eq(users.role, 'farmer'), inArray(users.id, ids))
      : userConditions('farmer', input.filter ?? {});
    const picked = await tx
      .select({ id: users.id, agentId: users.agentId })
      .from(users)
      .where(where)
      .orderBy(users.id)
      .limit(MOVE_FARMERS_MAX + 1)
      .for('update');
    if (ids && picked.length !== ids.length) throw fieldError('farmerIds', FARMER_NOT_FOUND, 404);
    if (picked.length > MOVE_FARMERS_MAX) throw fieldError('filter', TOO_MANY, 400);
    const moving = picked.filter((f) => f.agentId !== agent.id);
    if (moving.length === 0) return { moved: 0, unchanged: picked.length };
    const movingIds = moving.map((f) => f.id);
    await tx
      .update(users)
      .set({ agentId: agent.id, updatedAt: new Date() })
      .where(inArray(users.id, movingIds));
    await tx.insert(adminAuditLog).values(
      moving.map((f) => ({
        adminId: admin.id,
        action: 'farmer_assigned' as const,
        userId: f.id,
        targetId: agent.id,
        details: { from: f.agentId ?? '', to: agent.id, bulk: moving.length },
      })),
    );
    const agentName = fullName(agent.firstName, agent.lastName);
    const fromCounts = new Map<string, number>();
    for (const f of moving) {
      if (f.agentId) fromCounts.set(f.agentId, (fromCounts.get(f.agentId) ?? 0) + 1);
    }
    const formers = fromCounts.size
      ? await tx
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, [...fromCounts.keys()]))
      : [];
    await notify(tx, agent.id, {
      type: 'farmers_moved',
      title: 'Farmers moved to you',
      body: `An admin moved ${moving.length} farmers to you.`,
      params: { count: String(moving.length), direction: 'in' },
      link: '/agent/farmer',
    });
    for (const former of formers) {
      const count = fromCounts.get(former.id) ?? 0;
      await notify(tx, former.id, {
        type: 'farmers_moved',
        title: 'Farmers moved to another agent',
        body: `An admin moved ${count} of your farmers to ${agentName}.`,
        params: { count: String(count), direction: 'out', name: agentName },
        link: '/agent/farmer',
      });
    }
    return { moved: moving.length, unchanged: picked.length - moving.length };
  });
}
