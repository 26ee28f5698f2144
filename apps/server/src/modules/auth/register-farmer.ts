import type { registerFarmerBody } from '@kiwo/api-client/schemas';
import type { z } from 'zod';
import { fieldError } from '../../lib/errors';
import type { UserRow } from '../users';
import type { AuthDeps } from './deps';
import { asConflict, conflict } from './identity';
import { accountRow, insertFarmer } from './new-account';
import { ninLookup } from './nin';
import { applyNinVerdict } from './verification';

type RegisterFarmerInput = z.output<typeof registerFarmerBody>;

const AGENT_REQUIRED = 'Choose the agent this farmer will be attached to';
const AGENT_NOT_FOUND = 'Agent not found';

/**
 * An extension agent (or an admin, for a named agent) registers a farmer in the field: the spec
 * §3 registration payload, the same rules and duplicate checks as sign-up, the farmer attached
 * to the agent, their default pen in the same transaction, and `mustChangePassword` so the
 * farmer replaces the password the agent chose at their first login. No session is opened.
 */
export async function registerFarmer(deps: AuthDeps, actor: UserRow, input: RegisterFarmerInput) {
  const agentId = await agentFor(deps, actor, input.agentId);
  const lookup = input.nin ? ninLookup(input.nin, deps.secrets.authSecret) : undefined;
  const clash = conflict(
    await deps.users.taken({ phone: input.phone, email: input.email, ninLookup: lookup }),
  );
  if (clash) throw clash;

  const passwordHash = await deps.passwords.hash(input.password);
  let farmer: UserRow;
  try {
    farmer = await deps.db.transaction((tx) =>
      insertFarmer(
        deps.users,
        tx,
        accountRow(input, passwordHash, deps.secrets, { agentId, mustChangePassword: true }),
      ),
    );
  } catch (error) {
    // Two registrations racing for one phone: the loser gets the same 409 as a plain duplicate.
    throw asConflict(error);
  }
  return input.nin ? applyNinVerdict(deps, farmer, input.nin) : farmer;
}

/** An agent registers for themselves (a body `agentId` is ignored); an admin must name an agent. */
async function agentFor(deps: AuthDeps, actor: UserRow, requested: string | undefined) {
  if (actor.role === 'agent') return actor.id;
  if (!requested) throw fieldError('agentId', AGENT_REQUIRED);
  const agent = await deps.users.findById(requested);
  if (agent?.role !== 'agent') throw fieldError('agentId', AGENT_NOT_FOUND);
  return agent.id;
}
