import type {
  ReportSettings,
  updateDetailsBody,
  updatePasswordBody,
  updateProfileBody,
} from '@kiwo/api-client/schemas';
import type { z } from 'zod';
import { audit } from '../../db/audit';
import { fieldError } from '../../lib/errors';
import type { UserPatch, UserRow } from '../users';
import type { AuthDeps } from './deps';

type DetailsInput = z.output<typeof updateDetailsBody>;
type PasswordInput = z.output<typeof updatePasswordBody>;
type ProfileInput = z.output<typeof updateProfileBody>;

const reportSettingsOf = (user: UserRow): ReportSettings => ({
  frequency: user.reportFrequency,
  channels: { email: user.reportByEmail, sms: user.reportBySms },
  language: user.reportLanguage ?? user.language,
});

/** What a signed-in user changes about their own account. */
export function createAccountSettingsService(deps: AuthDeps) {
  const { users, passwords, sessions } = deps;

  return {
    /**
     * Only the listed profile fields are copied: role, ids and verification flags in the body were
     * already dropped by the schema. The login phone and email are not changed here: they wait
     * for the new contact's code (`contact-change.ts`, ADR 0025).
     */
    async updateDetails(user: UserRow, input: DetailsInput, actor: UserRow = user) {
      const patch: UserPatch = {};
      for (const key of [
        'firstName',
        'lastName',
        'gender',
        'age',
        'stateOfResidence',
        'farmName',
        'primaryLivestock',
        'totalLivestockCount',
        'picture',
      ] as const) {
        if (input[key] !== undefined) Object.assign(patch, { [key]: input[key] });
      }
      const changed = Object.keys(patch);
      if (changed.length === 0) return user;
      if (actor.role !== 'admin' || actor.id === user.id) return users.update(user.id, patch);
      // An admin changing someone else's details leaves a line in their history (ADR 0015): the
      // names of the fields changed, not their values (the row itself holds the new ones).
      return deps.db.transaction(async (tx) => {
        const updated = await users.update(user.id, patch, tx);
        await audit(tx, {
          adminId: actor.id,
          action: 'user_details_changed',
          userId: user.id,
          targetId: user.id,
          details: { fields: changed.sort().join(',') },
        });
        return updated;
      });
    },

    /** Needs the current password; every session ends and a new one is returned. */
    async updatePassword(user: UserRow, input: PasswordInput) {
      await deps.limit(`password:${user.id}`);
      if (!(await passwords.verify(user.passwordHash, input.currentPassword))) {
        throw fieldError('currentPassword', 'Current password is incorrect', 400, {
          code: 'wrong_password',
        });
      }
      const passwordHash = await passwords.hash(input.newPassword);
      const token = await deps.db.transaction(async (tx) => {
        await users.update(user.id, { passwordHash, mustChangePassword: false }, tx);
        await sessions.revokeAll(user.id, tx);
        return sessions.create(user.id, tx);
      });
      // Committed: calls on the old sessions end now (ADR 0030).
      sessions.announceRevoked(user.id);
      return token;
    },

    reportSettings: reportSettingsOf,

    async updateReportSettings(user: UserRow, input: ReportSettings) {
      const updated = await users.update(user.id, {
        reportFrequency: input.frequency,
        reportByEmail: input.channels.email,
        reportBySms: input.channels.sms,
        ...(input.language ? { reportLanguage: input.language } : {}),
      });
      return reportSettingsOf(updated);
    },

    async updateProfile(user: UserRow, input: ProfileInput) {
      const patch: UserPatch = {};
      if (input.language) patch.language = input.language;
      if (input.farmMode) patch.farmMode = input.farmMode;
      return Object.keys(patch).length === 0 ? user : users.update(user.id, patch);
    },

    async logout(user: UserRow, sessionId: string) {
      await sessions.revoke(sessionId, user.id);
    },

    /**
     * Hard delete (ADR 0003): the row, its sessions, codes, reset links and sent messages. Needs
     * the password (ADR 0025): a stolen session alone cannot erase the account.
     */
    async deleteAccount(user: UserRow, password: string) {
      await deps.limit(`password:${user.id}`);
      if (!(await passwords.verify(user.passwordHash, password))) {
        throw fieldError('password', 'Password is incorrect', 400, { code: 'wrong_password' });
      }
      await users.deleteForever(user);
      sessions.announceRevoked(user.id);
    },
  };
}
