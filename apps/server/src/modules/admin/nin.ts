import { and, eq } from 'drizzle-orm';
import { audit } from '../../db/audit';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { homeOf, notify } from '../notifications';
import type { UserRow } from '../users';
import { USER_NOT_FOUND } from './users';

const NIN_ALREADY_REVIEWED = 'This NIN has already been reviewed';
const NIN_NOT_SUBMITTED = 'This user has not submitted a NIN';

/**
 * A submitted NIN waiting for review becomes verified, or rejected with the reason stored. The
 * decision, its audit row and the user's notification are written together or not at all.
 */
export async function decideNin(
  db: Database,
  admin: UserRow,
  id: string,
  body: { decision: 'approve' | 'reject'; reason?: string | undefined },
) {
  const approve = body.decision === 'approve';
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        role: users.role,
        ninStatus: users.ninStatus,
        submitted: users.ninSubmittedAt,
      })
      .from(users)
      .where(eq(users.id, id));
    if (!user) throw new AppError(404, USER_NOT_FOUND);
    if (!user.submitted) throw new AppError(409, NIN_NOT_SUBMITTED);
    if (user.ninStatus !== 'pending') throw new AppError(409, NIN_ALREADY_REVIEWED);
    const updated = await tx
      .update(users)
      .set(
        approve
          ? { ninStatus: 'verified', ninRejectionReason: null, updatedAt: new Date() }
          : {
              ninStatus: 'rejected',
              ninRejectionReason: body.reason ?? null,
              updatedAt: new Date(),
            },
      )
      // Two admins deciding at once: only the first one changes the row.
      .where(and(eq(users.id, id), eq(users.ninStatus, 'pending')))
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError(409, NIN_ALREADY_REVIEWED);
    await audit(tx, {
      adminId: admin.id,
      action: approve ? 'nin_approved' : 'nin_rejected',
      userId: id,
      targetId: id,
      reason: body.reason,
    });
    const reason = body.reason ?? '';
    await notify(tx, id, {
      type: 'nin_decision',
      title: approve ? 'NIN verified' : 'NIN not verified',
      body: approve
        ? 'Your National Identification Number (NIN) has been verified.'
        : `Your NIN could not be verified: ${reason}. Please check it and submit it again.`,
      params: approve ? { decision: 'approved' } : { decision: 'rejected', reason },
      priority: approve ? 'medium' : 'high',
      link: `${homeOf(user.role)}/profile`,
    });
  });
}
