import { AppError, fieldError } from '../../lib/errors';
import type { UserRow } from '../users';
import type { AuthDeps } from './deps';
import { asConflict, NIN_TAKEN } from './identity';
import { maskAddress, messages } from './messages';
import { ninLookup, sealNin } from './nin';
import { OTP_TTL_SECONDS } from './otp';

/** Asks the configured NinVerifier about a stored NIN and records a final answer if it gives one. */
export async function applyNinVerdict(deps: AuthDeps, user: UserRow, nin: string) {
  try {
    const verdict = await deps.ninVerifier.verify({
      userId: user.id,
      nin,
      firstName: user.firstName,
      lastName: user.lastName,
    });
    if (verdict.status === 'pending') return user;
    return deps.users.update(user.id, {
      ninStatus: verdict.status,
      ninRejectionReason: verdict.status === 'rejected' ? (verdict.reason ?? 'Not verified') : null,
    });
  } catch (err) {
    // A provider outage leaves the NIN pending for an admin; it never fails the request.
    deps.log.error({ err, verifier: deps.ninVerifier.name }, 'NIN verifier failed');
    return user;
  }
}

/** Email and phone ownership codes, the verification summary and NIN submission. */
export function createVerificationService(deps: AuthDeps) {
  const { users, otp } = deps;

  return {
    async sendEmailOtp(user: UserRow) {
      await deps.limit(`otp-send:email:${user.id}`);
      if (!user.email) throw new AppError(400, 'Add an email address to your profile first');
      if (user.emailVerified) throw new AppError(400, 'Your email address is already verified');
      const code = await otp.issue(user.id, 'email');
      const emailSent = await deps.mailer.send({
        to: user.email,
        ...(await messages.emailOtp(user, user.firstName, code)),
        userId: user.id,
      });
      return {
        sentTo: maskAddress(user.email),
        channel: 'email' as const,
        sent: emailSent,
        emailSent,
        expiresInSeconds: OTP_TTL_SECONDS,
        otpCode: deps.config.devShowCodes ? code : null,
      };
    },

    async verifyEmailOtp(user: UserRow, code: string) {
      await deps.limit(`otp-verify:email:${user.id}`);
      if (user.emailVerified) throw new AppError(400, 'Your email address is already verified');
      await otp.verify(user.id, 'email', code);
      return users.update(user.id, { emailVerified: true });
    },

    async sendPhoneOtp(user: UserRow) {
      await deps.limit(`otp-send:phone:${user.id}`);
      if (user.phoneVerified) throw new AppError(400, 'Your phone number is already verified');
      const code = await otp.issue(user.id, 'phone');
      const { kind, ...text } = await messages.phoneOtp(user, code);
      const sent = await deps.sms.send({ to: user.phone, ...text }, { userId: user.id, kind });
      return {
        sentTo: maskAddress(user.phone),
        channel: 'sms' as const,
        sent,
        emailSent: false,
        expiresInSeconds: OTP_TTL_SECONDS,
        otpCode: deps.config.devShowCodes ? code : null,
      };
    },

    async verifyPhoneOtp(user: UserRow, code: string) {
      await deps.limit(`otp-verify:phone:${user.id}`);
      if (user.phoneVerified) throw new AppError(400, 'Your phone number is already verified');
      await otp.verify(user.id, 'phone', code);
      return users.update(user.id, { phoneVerified: true });
    },

    status(user: UserRow) {
      return {
        email: { isVerified: user.emailVerified },
        phone: { isVerified: user.phoneVerified },
        nin: { status: user.ninStatus, isVerified: user.ninStatus === 'verified' },
      };
    },

    async validateNin(user: UserRow, nin: string) {
      await deps.limit(`nin:${user.id}`);
      if (user.ninStatus === 'verified') throw new AppError(400, 'Your NIN is already verified');
      const taken = await users.taken(
        { ninLookup: ninLookup(nin, deps.secrets.authSecret) },
        user.id,
      );
      if (taken.nin) throw fieldError('nin', NIN_TAKEN, 409);
      let stored: UserRow;
      try {
        stored = await users.update(user.id, {
          ...sealNin(nin, deps.secrets),
          ninStatus: 'pending',
          ninRejectionReason: null,
          ninSubmittedAt: new Date(),
        });
      } catch (error) {
        throw asConflict(error);
      }
      return applyNinVerdict(deps, stored, nin);
    },
  };
}
