import type { AdminVerificationData, loginBody, registerBody } from '@kiwo/api-client/schemas';
import type { z } from 'zod';
import { AppError, fieldError } from '../../lib/errors';
import { claimInvite } from '../staff';
import type { UserRow } from '../users';
import type { AuthDeps } from './deps';
import {
  asConflict,
  checkAdminEmail,
  conflict,
  findByIdentifier,
  normalizeIdentifier,
} from './identity';
import { messages } from './messages';
import { accountRow, insertFarmer } from './new-account';
import { ninLookup } from './nin';
import { INVALID_CODE } from './otp';
import { applyNinVerdict } from './verification';

const INVALID_CREDENTIALS = 'Invalid phone/email or password';
const VERIFY_EMAIL_FIRST = 'Please verify your email before logging in';
const VET_NEEDS_INVITE = 'A vet account is opened only through an invitation link from an admin';
const INVITE_ROLE_MISMATCH = 'This invitation is for another role';
/** Production without SMTP_URL: nobody could receive the code, so nobody may claim an admin email. */
export const ADMIN_SIGNUP_OFF =
  'Admin sign-up is turned off: this server cannot send email yet (SMTP_URL is not set). Please contact the operator.';

/** True when admin codes cannot reach a mailbox (production with only the development outbox). */
export const adminSignupOff = (deps: Pick<AuthDeps, 'config' | 'mailer'>) =>
  deps.config.env === 'production' && deps.mailer.mode === 'outbox';

type RegisterInput = z.output<typeof registerBody>;
type LoginInput = z.output<typeof loginBody>;

export type RegisterResult =
  | { kind: 'session'; user: UserRow; token: string }
  | { kind: 'admin'; data: AdminVerificationData };

/** Sign-up, login and the admin email check that gates an admin's first login. */
export function createAccountService(deps: AuthDeps) {
  const { users, passwords, sessions, otp, config } = deps;

  async function sendAdminOtp(user: UserRow, code: string) {
    const email = user.email ?? '';
    const emailSent = await deps.mailer.send({
      to: email,
      ...(await messages.adminOtp(user, user.firstName, code)),
      userId: user.id,
    });
    // Codes leave the server only by email; DEV_SHOW_CODES (never in production) echoes them (ADR 0025).
    return { emailSent, otpCode: config.devShowCodes ? code : null };
  }

  /** The admin that `userId` names, while its email is still unverified; else a 400 on `otp`. */
  async function pendingAdmin(userId: string) {
    const user = await users.findById(userId);
    if (user?.role !== 'admin')
      throw fieldError('otp', INVALID_CODE, 400, { code: 'invalid_code' });
    if (user.emailVerified)
      throw new AppError(400, 'This email is already verified. Please log in.');
    return user;
  }

  return {
    async register(input: RegisterInput): Promise<RegisterResult> {
      // A vet exists only through an admin's invitation; an invited agent skips the approval.
      const invited = Boolean(input.inviteToken);
      const role = input.role ?? 'farmer';
      if (role === 'vet' && !invited) throw new AppError(403, VET_NEEDS_INVITE);
      if (role === 'admin') {
        if (adminSignupOff(deps)) throw new AppError(403, ADMIN_SIGNUP_OFF);
        checkAdminEmail(input.email, config.adminEmailDomains);
      }
      const lookup = input.nin ? ninLookup(input.nin, deps.secrets.authSecret) : undefined;
      const clash = conflict(
        await users.taken({ phone: input.phone, email: input.email, ninLookup: lookup }),
      );
      if (clash) throw clash;

      const passwordHash = await passwords.hash(input.password);
      let created: { user: UserRow; token?: string; code?: string };
      try {
        created = await deps.db.transaction(async (tx) => {
          const invite = input.inviteToken ? await claimInvite(tx, input.inviteToken) : null;
          if (invite && invite.role !== role) throw fieldError('role', INVITE_ROLE_MISMATCH);
          // An agent who signs themself up waits for an admin's approval (ADR 0055); an invited
          // one was approved by the admin who made the link (ADR 0061).
          const row = accountRow(input, passwordHash, deps.secrets, {
            role,
            ...(role === 'agent' && !invite ? { status: 'pending' as const } : {}),
          });
          // Spec §3: every farmer starts with the default pen, created with the account.
          const user =
            role === 'farmer' ? await insertFarmer(users, tx, row) : await users.insert(row, tx);
          await invite?.redeem(user);
          if (role === 'admin') return { user, code: await otp.issue(user.id, 'admin_email', tx) };
          return { user, token: await sessions.create(user.id, tx) };
        });
      } catch (error) {
        throw asConflict(error);
      }

      let user = created.user;
      if (input.nin) user = await applyNinVerdict(deps, user, input.nin);
      if (created.token) return { kind: 'session', user, token: created.token };

      const sent = await sendAdminOtp(user, created.code ?? '');
      return {
        kind: 'admin',
        data: {
          requiresEmailVerification: true,
          userId: user.id,
          email: user.email ?? '',
          firstName: user.firstName,
          lastName: user.lastName,
          role: user.role,
          ...sent,
        },
      };
    },

    async login(input: LoginInput, ip: string) {
      // Throttled before any password is hashed (ADR 0024): guessing costs us nothing past the
      // limit, and a try counts as failed until the password proved right. A valid device token
      // (ADR 0024 addendum) swaps the account's delay for that device's own budget; checking it
      // needs the account row, so only a try that carries one is looked up first.
      const account = normalizeIdentifier(input.identifier).value;
      let user: UserRow | undefined;
      let device: string | null = null;
      if (input.deviceToken) {
        user = await findByIdentifier(users, input.identifier);
        device = user ? deps.deviceTokens.verify(input.deviceToken, user) : null;
      }
      const trusted = device !== null && (await deps.deviceAttempt(device));
      if (!trusted) {
        await deps.loginAttempt(account, ip);
        if (!input.deviceToken) user = await findByIdentifier(users, input.identifier);
      }
      if (!user) {
        await passwords.verifyNobody(input.password);
        throw new AppError(401, INVALID_CREDENTIALS, { code: 'invalid_credentials' });
      }
      if (!(await passwords.verify(user.passwordHash, input.password))) {
        throw new AppError(401, INVALID_CREDENTIALS, { code: 'invalid_credentials' });
      }
      // A known device's success forgets only its own failures: the account's delay keeps
      // running for the strangers who caused it.
      if (trusted) await deps.deviceSucceeded(device as string);
      else {
        await deps.loginSucceeded(account, ip);
        if (device) await deps.deviceSucceeded(device);
      }
      // A pending agent signs in to see that they wait; every other route refuses them (ADR 0055).
      if (user.status === 'suspended') {
        throw new AppError(403, 'Your account has been suspended. Please contact support.', {
          code: 'account_suspended',
        });
      }
      if (user.role === 'admin' && !user.emailVerified) {
        throw new AppError(403, VERIFY_EMAIL_FIRST, {
          details: { requiresEmailVerification: true, userId: user.id, email: user.email ?? '' },
        });
      }
      const deviceToken =
        device && input.deviceToken ? input.deviceToken : deps.deviceTokens.issue(user);
      return { user, token: await sessions.create(user.id), deviceToken };
    },

    async verifyAdminEmail(userId: string, code: string) {
      await deps.limit(`otp-verify:${userId}`);
      const pending = await pendingAdmin(userId);
      await otp.verify(pending.id, 'admin_email', code);
      const user = await users.update(pending.id, { emailVerified: true });
      return { user, token: await sessions.create(user.id) };
    },

    async resendAdminOtp(userId: string) {
      await deps.limit(`otp-send:${userId}`);
      const user = await pendingAdmin(userId).catch(() => {
        throw new AppError(400, 'No email verification is pending for this account');
      });
      const code = await otp.issue(user.id, 'admin_email');
      return { email: user.email ?? '', ...(await sendAdminOtp(user, code)) };
    },
  };
}
