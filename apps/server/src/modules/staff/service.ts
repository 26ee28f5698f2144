import type { CreateInviteBody } from '@kiwo/api-client/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import { audit } from '../../db/audit';
import type { Database } from '../../db/client';
import { staffInvites, users, vetStates } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError, fieldError } from '../../lib/errors';
import type { UserRow } from '../users';

/** Seven days: long enough to reach a vet in the field, short enough that a lost link dies. */
const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const INVITE_INVALID = 'This invitation link is not valid, was already used or has expired';
const VET_NOT_FOUND = 'Vet not found';

const I = staffInvites;
type InviteRow = typeof I.$inferSelect;

const present = (row: InviteRow) => ({
  id: row.id,
  role: row.role,
  states: row.states,
  expiresAt: row.expiresAt.toISOString(),
  usedAt: row.usedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** An admin makes a single-use link (ADR 0061); the token leaves the server only in this answer. */
export async function createInvite(
  db: Database,
  admin: UserRow,
  body: CreateInviteBody & { states: string[] },
  publicUrl: string,
) {
  const token = randomToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(I)
      .values({
        tokenHash: sha256(token),
        role: body.role,
        states: body.role === 'vet' ? body.states : [],
        createdBy: admin.id,
        expiresAt: new Date(Date.now() + INVITE_TTL_MS),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await audit(tx, {
      adminId: admin.id,
      action: 'invite_created',
      targetId: row.id,
      details: { role: row.role, states: row.states.join(', ') },
    });
    return { ...present(row), token, link: `${publicUrl}/signup?invite=${token}` };
  });
}

/** Pending invitations before used ones, each newest first (never their tokens). */
export async function listInvites(db: Database) {
  const rows = await db
    .select()
    .from(I)
    .orderBy(sql`${I.usedAt} is null desc`, desc(I.createdAt), desc(I.id))
    .limit(100);
  return rows.map(present);
}

const usable = (row: InviteRow | undefined): row is InviteRow =>
  Boolean(row && !row.usedAt && row.expiresAt.getTime() > Date.now());

/** What a valid link offers, for the sign-up page; 404 otherwise. */
export async function previewInvite(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(I)
    .where(eq(I.tokenHash, sha256(token)));
  if (!usable(row)) throw new AppError(404, INVITE_INVALID);
  return { role: row.role, states: row.states, expiresAt: row.expiresAt.toISOString() };
}

/**
 * Locks a usable invitation inside the sign-up's transaction, so two sign-ups through one link
 * cannot both succeed; 400 on `inviteToken` otherwise. `redeem` then closes it for the new user.
 */
export async function claimInvite(tx: Database, token: string) {
  const [row] = await tx
    .select()
    .from(I)
    .where(eq(I.tokenHash, sha256(token)))
    .for('update');
  if (!usable(row)) throw fieldError('inviteToken', INVITE_INVALID);
  return {
    role: row.role,
    /** Closes the invitation for `user`, gives a vet their states, and writes it in the audit log. */
    redeem: async (user: Pick<UserRow, 'id'>) => {
      await tx.update(I).set({ usedAt: new Date(), usedBy: user.id }).where(eq(I.id, row.id));
      if (row.role === 'vet' && row.states.length > 0) {
        await tx.insert(vetStates).values(row.states.map((state) => ({ userId: user.id, state })));
      }
      if (row.createdBy) {
        await audit(tx, {
          adminId: row.createdBy,
          action: 'invite_used',
          userId: user.id,
          targetId: row.id,
          details: { role: row.role },
        });
      }
    },
  };
}

/** The states a vet serves, sorted. */
export async function vetStatesOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ state: vetStates.state })
    .from(vetStates)
    .where(eq(vetStates.userId, userId))
    .orderBy(vetStates.state);
  return rows.map((r) => r.state);
}

/** Whether `vet` serves a farmer living in `state` (no state: no vet serves them). */
export async function vetServes(db: Database, vetId: string, state: string | null) {
  if (!state) return false;
  const [row] = await db
    .select({ state: vetStates.state })
    .from(vetStates)
    .where(and(eq(vetStates.userId, vetId), eq(vetStates.state, state)));
  return Boolean(row);
}

/** The active vets serving `state`: the readers of its urgent vet requests. */
export async function vetsServing(db: Database, state: string | null): Promise<string[]> {
  if (!state) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(vetStates, eq(vetStates.userId, users.id))
    .where(and(eq(vetStates.state, state), eq(users.role, 'vet'), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

/** An admin replaces a vet's states; audited with the old and new lists. */
export async function setVetStates(db: Database, admin: UserRow, vetId: string, states: string[]) {
  return db.transaction(async (tx) => {
    const [vet] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, vetId), eq(users.role, 'vet')))
      .for('update');
    if (!vet) throw new AppError(404, VET_NOT_FOUND);
    const before = await vetStatesOf(tx, vetId);
    await tx.delete(vetStates).where(eq(vetStates.userId, vetId));
    await tx.insert(vetStates).values(states.map((state) => ({ userId: vetId, state })));
    await audit(tx, {
      adminId: admin.id,
      action: 'vet_states_set',
      userId: vetId,
      targetId: vetId,
      details: { before: before.join(', '), after: [...states].sort().join(', ') },
    });
    return [...states].sort();
  });
}
