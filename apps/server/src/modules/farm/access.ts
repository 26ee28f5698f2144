import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../users';

/** Who owns a farm row: its farmer, and the agent that farmer is attached to (if any). */
export interface Owner {
  farmerId: string;
  agentId: string | null;
}

const NOT_YOUR_FARM = 'You can only see and change your own farm';

/**
 * The access rule of the farm records (ADR 0004): a farmer reaches their own farm, an agent the
 * farms of farmers attached to them (`users.agent_id`), an admin every farm.
 */
const canReach = (actor: UserRow, owner: Owner): boolean =>
  actor.role === 'admin' ||
  (actor.role === 'farmer' && actor.id === owner.farmerId) ||
  (actor.role === 'agent' && owner.agentId === actor.id);

/**
 * A row found by id, if the actor may reach it; otherwise the same 404 as a missing id, so ids
 * of other farms cannot be probed.
 */
export function reachable<T extends Owner>(actor: UserRow, row: T | undefined, what: string): T {
  if (!row || !canReach(actor, row)) throw new AppError(404, `${what} not found`);
  return row;
}

/**
 * The farmer named by a `:farmerId` path parameter. Another farmer's id is 403 for farmers and
 * agents (whether or not it exists); an admin gets 404 for an id that is not a farmer.
 */
export async function farmerFor(db: Database, actor: UserRow, farmerId: string) {
  if (actor.role === 'farmer') {
    if (actor.id !== farmerId) throw new AppError(403, NOT_YOUR_FARM);
    // Their own farm: the actor row is the one the session check read for this very request.
    return actor;
  }
  const [farmer] = await db.select().from(users).where(eq(users.id, farmerId));
  const isFarmer = farmer?.role === 'farmer';
  if (actor.role === 'admin') {
    if (!farmer || !isFarmer) throw new AppError(404, 'Farmer not found');
    return farmer;
  }
  if (!farmer || !isFarmer || !canReach(actor, { farmerId, agentId: farmer.agentId })) {
    throw new AppError(403, NOT_YOUR_FARM);
  }
  return farmer;
}
