import { fullName } from '@kiwo/domain';
import { eq } from 'drizzle-orm';
import { audit } from '../../db/audit';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { notify } from '../notifications';
import type { UserRow } from '../users';

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
