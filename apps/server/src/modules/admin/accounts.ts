import { and, eq, isNull, sql } from 'drizzle-orm';
import { audit } from '../../db/audit';
import type { Database } from '../../db/client';
import { otpCodes, passwordResetTokens, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../users';

const CANNOT_SUSPEND_SELF = 'You cannot suspend your own account';
const ALREADY_SUSPENDED = 'This account is already suspended';
const NOT_SUSPENDED = 'This account is not suspended';

/**
 * Suspends an account in one transaction: the status, every live session revoked (the token
 * stops working on its next call), unused reset links and codes spent (a link mailed before the
 * suspension cannot open a new session), and the audit row with the reason.
 */
export async function suspendUser(db: Database, admin: UserRow, id: string, reason: string) {
  if (id === admin.id) throw new AppError(409, CANNOT_SUSPEND_SELF);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!user) throw new AppError(404, 'User not found');
    if (user.status === 'suspended') throw new AppError(409, ALREADY_SUSPENDED);
    await tx
      .update(users)
      .set({ status: 'suspended', updatedAt: new Date() })
      .where(eq(users.id, id));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, id), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otpCodes.userId, id), isNull(otpCodes.consumedAt)));
    await audit(tx, { adminId: admin.id, action: 'user_suspended', userId: id, reason });
  });
}

const NOT_PENDING = 'This agent is not waiting for approval';

/**
 * An agent who signed themself up becomes active, or is refused (suspended, with the reason,
 * their sessions ended), in one transaction with its audit row (ADR 0055).
 */
export async function decideAgent(
  db: Database,
  admin: UserRow,
  id: string,
  decision: 'approve' | 'reject',
  reason: string | undefined,
) {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ status: users.status, role: users.role })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!user) throw new AppError(404, 'User not found');
    if (user.status !== 'pending' || user.role !== 'agent') throw new AppError(409, NOT_PENDING);
    const approved = decision === 'approve';
    await tx
      .update(users)
      .set({ status: approved ? 'active' : 'suspended', updatedAt: new Date() })
      .where(eq(users.id, id));
    if (!approved) {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    }
    await audit(tx, {
      adminId: admin.id,
      action: approved ? 'agent_approved' : 'agent_rejected',
      userId: id,
      reason,
    });
  });
}

/** Lets a suspended account log in again (its old sessions stay revoked). */
export async function reactivateUser(
  db: Database,
  admin: UserRow,
  id: string,
  reason: string | undefined,
) {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!user) throw new AppError(404, 'User not found');
    if (user.status !== 'suspended') throw new AppError(409, NOT_SUSPENDED);
    await tx.update(users).set({ status: 'active', updatedAt: new Date() }).where(eq(users.id, id));
    await audit(tx, { adminId: admin.id, action: 'user_reactivated', userId: id, reason });
  });
}
