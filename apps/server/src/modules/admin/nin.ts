import type { NinCheckView } from '@kiwo/api-client/schemas';
import { and, desc, eq, gte } from 'drizzle-orm';
import { audit } from '../../db/audit';
import type { Database, Db } from '../../db/client';
import { ninChecks, users } from '../../db/schema';
import { decrypt } from '../../lib/crypto';
import { AppError, fieldError } from '../../lib/errors';
import { homeOf, notify } from '../notifications';
import type { UserRow } from '../users';
import type { NinChecker } from './nin-check';
import { USER_NOT_FOUND } from './users';

const NIN_ALREADY_REVIEWED = 'This NIN has already been reviewed';
const NIN_NOT_SUBMITTED = 'This user has not submitted a NIN';
const CHECK_FIRST = 'Run the NIN check before approving';
const CHECK_FAILED = 'The NIN check did not pass; reject it or run the check again';
const ATTEST = 'Confirm that you checked the NIN slip yourself';

type CheckRow = typeof ninChecks.$inferSelect;
const toView = (c: CheckRow): NinCheckView => ({
  id: c.id,
  provider: c.provider,
  outcome: c.outcome,
  needsAttestation: c.needsAttestation,
  checks: {
    format: c.checks.format ?? 'not_run',
    record: c.checks.record ?? 'not_run',
    name: c.checks.name ?? 'not_run',
  } as NinCheckView['checks'],
  providerStatus: c.providerStatus as NinCheckView['providerStatus'],
  createdAt: c.createdAt.toISOString(),
});

/** The newest check of this submission (older submissions' checks do not count). */
async function latestCheck(db: Db, id: string, since: Date) {
  const [row] = await db
    .select()
    .from(ninChecks)
    .where(and(eq(ninChecks.userId, id), gte(ninChecks.createdAt, since)))
    .orderBy(desc(ninChecks.createdAt), desc(ninChecks.id))
    .limit(1);
  return row;
}

/** The latest check of the pending submission, for the review dialog; null if none yet. */
export async function currentNinCheck(db: Database, id: string) {
  const [user] = await db
    .select({ submitted: users.ninSubmittedAt })
    .from(users)
    .where(eq(users.id, id));
  if (!user) throw new AppError(404, USER_NOT_FOUND);
  if (!user.submitted) return null;
  const row = await latestCheck(db, id, user.submitted);
  return row ? toView(row) : null;
}

/**
 * Runs the configured check on a submitted NIN (decrypted here, in memory only) and stores what
 * was checked and found, never the number nor the name typed from the slip. Audited as the
 * outcome and the provider.
 */
export async function checkNin(
  db: Database,
  admin: UserRow,
  id: string,
  input: { documentName?: string | undefined },
  deps: { checker: NinChecker; ninKey: Buffer },
) {
  const [user] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      ninStatus: users.ninStatus,
      submitted: users.ninSubmittedAt,
      sealed: users.ninCiphertext,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!user) throw new AppError(404, USER_NOT_FOUND);
  if (!user.submitted || !user.sealed) throw new AppError(409, NIN_NOT_SUBMITTED);
  if (user.ninStatus !== 'pending') throw new AppError(409, NIN_ALREADY_REVIEWED);
  const result = await deps.checker.check({
    nin: decrypt(deps.ninKey, user.sealed),
    firstName: user.firstName,
    lastName: user.lastName,
    documentName: input.documentName,
  });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ninChecks)
      .values({
        userId: id,
        adminId: admin.id,
        provider: result.provider,
        outcome: result.outcome,
        needsAttestation: result.needsAttestation,
        checks: result.checks,
        providerStatus: result.providerStatus,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await audit(tx, {
      adminId: admin.id,
      action: 'nin_checked',
      userId: id,
      targetId: row.id,
      details: {
        provider: result.provider,
        outcome: result.outcome,
        ...(result.providerStatus ? { providerStatus: result.providerStatus } : {}),
      },
    });
    return toView(row);
  });
}

/**
 * A submitted NIN waiting for review becomes verified, or rejected with the reason stored. The
 * decision, its audit row and the user's notification are written together or not at all.
 */
export async function decideNin(
  db: Database,
  admin: UserRow,
  id: string,
  body: {
    decision: 'approve' | 'reject';
    reason?: string | undefined;
    attest?: boolean | undefined;
  },
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
    // Approving rests on a check of this submission: a provider's match, or the offline checks
    // passed and the admin attesting they saw the slip (ADR 0064).
    const check = await latestCheck(tx, id, user.submitted);
    if (approve) {
      if (!check) throw new AppError(409, CHECK_FIRST);
      if (check.outcome !== 'passed') throw new AppError(409, CHECK_FAILED);
      if (check.needsAttestation && body.attest !== true) throw fieldError('attest', ATTEST);
    }
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
      details: check
        ? {
            check: check.provider,
            outcome: check.outcome,
            attested: check.needsAttestation && body.attest === true ? 'yes' : 'no',
          }
        : { check: 'none' },
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
