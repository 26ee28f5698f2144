import type { PendingContactChange } from '@kiwo/api-client/schemas';
import { and, eq, lt, sql } from 'drizzle-orm';
import { audit } from '../../db/audit';
import { contactChanges } from '../../db/schema';
import { hmac, randomOtp, sameDigest } from '../../lib/crypto';
import { AppError, fieldError } from '../../lib/errors';
import type { UserRow } from '../users';
import { contactMessages } from './contact-messages';
import type { AuthDeps } from './deps';
import { asConflict, checkAdminEmail, conflict } from './identity';
import { maskAddress } from './messages';
import { INVALID_CODE, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, TOO_MANY_ATTEMPTS } from './otp';

// A login phone or email changes only once the code sent to the new contact is entered; the old
// contact is told at once and stays the login meanwhile (ADR 0025).

export type ContactKind = 'phone' | 'email';
export const CHANGE_NOT_FOUND = 'No pending change of phone or email was found';

const digest = (key: Buffer, changeId: string, code: string) =>
  hmac(key, `contact-change:${changeId}:${code}`);

/** The phone and email in a details body that differ from the user's current ones. */
export function wantedContacts(
  user: UserRow,
  input: { phone?: string | undefined; email?: string | undefined },
): { phone?: string; email?: string } {
  const wanted: { phone?: string; email?: string } = {};
  if (input.phone !== undefined && input.phone !== user.phone) wanted.phone = input.phone;
  if (input.email !== undefined && input.email !== user.email) wanted.email = input.email;
  return wanted;
}

/** The answer's message: what was saved and where the codes went. */
export function detailsMessage(changes: PendingContactChange[]) {
  if (changes.length === 0) return 'Details updated';
  const where = changes.map((c) => c.sentTo).join(' and ');
  return `Details saved. Enter the code we sent to ${where} to finish the change.`;
}

export function createContactChanges(deps: AuthDeps) {
  const { db, users } = deps;

  /** Tells the owner, on the contact that still logs in, that someone asked for a change. */
  async function warnOldContact(user: UserRow, kind: ContactKind, newValue: string, by: UserRow) {
    const who = by.id === user.id ? undefined : `${by.firstName} ${by.lastName} (${by.role})`;
    const notice = await contactMessages.changeRequested(
      user.language,
      user.firstName,
      kind,
      maskAddress(newValue),
      who,
    );
    // The email (if any) and the phone that log in now; never the new contact.
    const old = kind === 'email' && user.email ? user.email : undefined;
    if (old) await deps.mailer.send({ to: old, ...notice });
    await deps.sms.send({ to: user.phone, text: notice.text });
  }

  return {
    /**
     * Checks the wanted contacts first (taken, admin domain): nothing is written unless all are
     * acceptable. Call before saving the rest of the details.
     */
    async check(target: UserRow, wanted: { phone?: string; email?: string }) {
      if (wanted.email !== undefined && target.role === 'admin')
        checkAdminEmail(wanted.email, deps.config.adminEmailDomains);
      const clash = conflict(await users.taken(wanted, target.id));
      if (clash) throw clash;
    },

    /** Sends a code to each new contact and warns the old one; returns what the client shows. */
    async stage(
      target: UserRow,
      actor: UserRow,
      wanted: { phone?: string; email?: string },
    ): Promise<PendingContactChange[]> {
      const pending: PendingContactChange[] = [];
      for (const kind of ['phone', 'email'] as const) {
        const newValue = wanted[kind];
        if (newValue === undefined) continue;
        await deps.limit(`contact-change:${target.id}`);
        const code = randomOtp();
        const id = await db.transaction(async (tx) => {
          await tx
            .update(contactChanges)
            .set({ status: 'replaced', closedAt: sql`now()` })
            .where(
              and(
                eq(contactChanges.userId, target.id),
                eq(contactChanges.kind, kind),
                eq(contactChanges.status, 'pending'),
              ),
            );
          const [row] = await tx
            .insert(contactChanges)
            .values({
              userId: target.id,
              kind,
              oldValue: kind === 'phone' ? target.phone : target.email,
              newValue,
              requestedBy: actor.id,
              requestedByRole: actor.role,
              codeHash: 'pending',
              expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
            })
            .returning({ id: contactChanges.id });
          if (!row) throw new Error('insert returned no row');
          await tx
            .update(contactChanges)
            .set({ codeHash: digest(deps.secrets.authSecret, row.id, code) })
            .where(eq(contactChanges.id, row.id));
          if (actor.role === 'admin' && actor.id !== target.id) {
            await audit(tx, {
              adminId: actor.id,
              action: 'contact_change_requested',
              userId: target.id,
              targetId: row.id,
              details: { kind },
            });
          }
          return row.id;
        });
        const message = await contactMessages.newContactCode(
          target.language,
          target.firstName,
          kind,
          code,
        );
        const sent =
          kind === 'email'
            ? await deps.mailer.send({ to: newValue, ...message, secrets: [code] })
            : await deps.sms.send({ to: newValue, text: message.text, secrets: [code] });
        await warnOldContact(target, kind, newValue, actor);
        pending.push({
          id,
          kind,
          sentTo: maskAddress(newValue),
          sent,
          expiresInSeconds: OTP_TTL_SECONDS,
          // Codes leave the server only on the wire; DEV_SHOW_CODES echoes them (ADR 0025).
          otpCode: deps.config.devShowCodes ? code : null,
        });
      }
      return pending;
    },

    /**
     * The requester (the user, their agent, an admin) enters the code the new contact received.
     * Five tries per code, ten minutes; the contact then changes and counts as verified.
     */
    async confirm(actor: UserRow, changeId: string, code: string): Promise<UserRow> {
      await deps.limit(`otp-verify:contact:${changeId}`);
      const [change] = await db
        .select()
        .from(contactChanges)
        .where(eq(contactChanges.id, changeId));
      const target = change ? await users.findById(change.userId) : undefined;
      const mayConfirm =
        !!change &&
        !!target &&
        (actor.id === target.id ||
          (actor.id === change.requestedBy &&
            (actor.role === 'admin' || target.agentId === actor.id)));
      // Someone else's change answers exactly like a missing one.
      if (!change || !target || !mayConfirm) throw new AppError(404, CHANGE_NOT_FOUND);
      if (change.status !== 'pending' || change.expiresAt.getTime() <= Date.now())
        throw fieldError('otp', INVALID_CODE, 400, { code: 'invalid_code' });

      const [counted] = await db
        .update(contactChanges)
        .set({ attempts: sql`${contactChanges.attempts} + 1` })
        .where(and(eq(contactChanges.id, change.id), lt(contactChanges.attempts, OTP_MAX_ATTEMPTS)))
        .returning({ attempts: contactChanges.attempts });
      if (!counted) throw fieldError('otp', TOO_MANY_ATTEMPTS);
      if (!sameDigest(change.codeHash, digest(deps.secrets.authSecret, change.id, code))) {
        const left = OTP_MAX_ATTEMPTS - counted.attempts;
        throw fieldError(
          'otp',
          left > 0
            ? `Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`
            : TOO_MANY_ATTEMPTS,
        );
      }

      const clash = conflict(await users.taken({ [change.kind]: change.newValue }, target.id));
      if (clash) throw clash;
      let updated: UserRow;
      try {
        updated = await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(contactChanges)
            .set({ status: 'confirmed', closedAt: sql`now()` })
            .where(and(eq(contactChanges.id, change.id), eq(contactChanges.status, 'pending')))
            .returning({ id: contactChanges.id });
          if (!claimed) throw fieldError('otp', INVALID_CODE, 400, { code: 'invalid_code' });
          if (actor.role === 'admin' && actor.id !== target.id) {
            await audit(tx, {
              adminId: actor.id,
              action: 'contact_changed',
              userId: target.id,
              targetId: change.id,
              details: { kind: change.kind },
            });
          }
          return users.update(
            target.id,
            change.kind === 'phone'
              ? { phone: change.newValue, phoneVerified: true }
              : { email: change.newValue, emailVerified: true },
            tx,
          );
        });
      } catch (error) {
        throw asConflict(error);
      }
      return updated;
    },
  };
}
