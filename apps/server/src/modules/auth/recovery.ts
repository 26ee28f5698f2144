import { AppError } from '../../lib/errors';
import type { AuthDeps } from './deps';
import { findByIdentifier, normalizeIdentifier } from './identity';
import { messages } from './messages';

export const RESET_SENT =
  'If an account exists for that phone number or email, we have sent it a link to reset the password.';
export const INVALID_RESET = 'Invalid or expired reset link';

/** Forgot and reset password. */
export function createRecoveryService(deps: AuthDeps) {
  const { users, resets, passwords, sessions } = deps;

  return {
    /** Answers the same for known and unknown accounts; the message goes out in the background. */
    async forgot(identifier: string): Promise<void> {
      await deps.limit(`forgot:${normalizeIdentifier(identifier).value}`);
      const user = await findByIdentifier(users, identifier);
      if (user?.status !== 'active') return;
      deps.background.run(async () => {
        const token = await resets.issue(user.id);
        const link = `${deps.config.publicUrl}/resetpassword/${token}`;
        if (user.email) {
          const mail = await messages.resetEmail(user, user.firstName, link);
          await deps.mailer.send({ to: user.email, ...mail, userId: user.id });
        } else {
          const { kind, ...text } = await messages.resetSms(user, link);
          await deps.sms.send({ to: user.phone, ...text }, { userId: user.id, kind });
        }
      });
    },

    /** Sets the password, ends every session and signs in afresh. */
    async reset(token: string, password: string) {
      const userId = await resets.peek(token);
      if (!userId) throw new AppError(400, INVALID_RESET);
      await deps.limit(`reset:${userId}`);
      const passwordHash = await passwords.hash(password);
      const result = await deps.db.transaction(async (tx) => {
        if (!(await resets.consume(token, tx))) return undefined;
        const user = await users.update(userId, { passwordHash, mustChangePassword: false }, tx);
        await sessions.revokeAll(userId, tx);
        return { user, token: await sessions.create(userId, tx) };
      });
      if (!result) throw new AppError(400, INVALID_RESET);
      // Committed: calls on the old sessions end now (ADR 0030).
      sessions.announceRevoked(userId);
      return result;
    },
  };
}
