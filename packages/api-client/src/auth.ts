import type { Http } from './http';
import type {
  AdminVerificationData,
  AuthData,
  OtpSentData,
  PendingContactChange,
  RegisterBody,
  ReportSettings,
  UpdateDetailsBody,
  VerificationStatusData,
} from './schemas/auth';
import type { PublicUser } from './schemas/user';
import { sessionCalls } from './session';

type Envelope<T> = { success: boolean; message: string; data: T };

/** Every `/auth/*` call of spec §7, on the main or the email base, with spec §8's defaults. */
export const authCalls = (http: Http) => {
  const data = async <T>(call: Promise<Envelope<T>>): Promise<T> => (await call).data;
  return {
    /** `deviceToken`: what an earlier login on this browser returned for this account. */
    login: (identifier: string, password: string, deviceToken?: string) =>
      data(
        http<Envelope<AuthData>>('POST', '/auth/login', {
          body: deviceToken ? { identifier, password, deviceToken } : { identifier, password },
          defaultMessage: 'Login failed',
        }),
      ),
    register: (body: RegisterBody) =>
      data(
        http<Envelope<AuthData | AdminVerificationData>>('POST', '/auth/register', {
          body,
          defaultMessage: 'Registration failed',
        }),
      ),
    ...sessionCalls(http),
    forgotPassword: (identifier: string) =>
      http<Envelope<null>>('POST', '/auth/forgotpassword', {
        base: 'email',
        body: { identifier },
        defaultMessage: 'Failed to send reset email',
      }),
    resetPassword: (resetToken: string, password: string) =>
      data(
        http<Envelope<AuthData>>('PUT', `/auth/resetpassword/${encodeURIComponent(resetToken)}`, {
          body: { password },
          defaultMessage: 'Password reset failed',
        }),
      ),
    verifyAdminEmail: (userId: string, otp: string) =>
      data(
        http<Envelope<AuthData>>('POST', '/auth/verify-admin-email', {
          base: 'email',
          body: { userId, otp },
          defaultMessage: 'Email verification failed',
        }),
      ),
    resendAdminOtp: (userId: string) =>
      data(
        http<Envelope<OtpSentData>>('POST', '/auth/resend-admin-otp', {
          base: 'email',
          body: { userId },
          defaultMessage: 'Failed to resend OTP',
        }),
      ),
    sendEmailOtp: () =>
      data(
        http<Envelope<OtpSentData>>('POST', '/auth/send-email-otp', {
          base: 'email',
          defaultMessage: 'Failed to send email OTP',
        }),
      ),
    verifyEmailOtp: (otp: string) =>
      http<Envelope<unknown>>('POST', '/auth/verify-email-otp', {
        base: 'email',
        body: { otp },
        defaultMessage: 'Failed to verify email OTP',
      }),
    sendPhoneOtp: () =>
      data(
        http<Envelope<OtpSentData>>('POST', '/auth/send-phone-otp', {
          defaultMessage: 'Failed to send phone OTP',
        }),
      ),
    verifyPhoneOtp: (otp: string) =>
      http<Envelope<unknown>>('POST', '/auth/verify-phone-otp', {
        body: { otp },
        defaultMessage: 'Failed to verify phone OTP',
      }),
    verificationStatus: () =>
      data(
        http<Envelope<VerificationStatusData>>('GET', '/auth/verification-status', {
          defaultMessage: 'Failed to get verification status',
        }),
      ),
    /**
     * Saves the details; a new phone or email is not saved yet: `contactChanges` say where its
     * code went, and `confirmContactChange` finishes it (ADR 0025).
     */
    updateDetails: async (body: UpdateDetailsBody) => {
      const res = await http<Envelope<PublicUser> & { contactChanges: PendingContactChange[] }>(
        'PUT',
        '/auth/updatedetails',
        { body, defaultMessage: 'Update failed' },
      );
      return { user: res.data, contactChanges: res.contactChanges ?? [] };
    },
    updatePassword: (currentPassword: string, newPassword: string) =>
      data(
        http<Envelope<{ token: string }>>('PUT', '/auth/updatepassword', {
          body: { currentPassword, newPassword },
          defaultMessage: 'Password update failed',
        }),
      ),
    validateNin: (nin: string) =>
      data(
        http<Envelope<{ user: PublicUser }>>('POST', '/auth/validate-nin', {
          body: { nin },
          defaultMessage: 'NIN validation failed',
        }),
      ),
    getReportSettings: () =>
      data(
        http<Envelope<ReportSettings>>('GET', '/auth/report-settings', {
          defaultMessage: 'Failed to get report settings',
        }),
      ),
    updateReportSettings: (settings: ReportSettings) =>
      data(
        http<Envelope<ReportSettings>>('PUT', '/auth/report-settings', {
          body: settings,
          defaultMessage: 'Failed to update report settings',
        }),
      ),
    /** Needs the account's password (ADR 0025). */
    deleteAccount: (password: string) =>
      http<Envelope<null>>('DELETE', '/auth/account', {
        body: { password },
        defaultMessage: 'Failed to delete account',
      }),
  };
};

/** True when a register response asks for admin email verification instead of signing in. */
export const needsEmailVerification = (
  result: AuthData | AdminVerificationData,
): result is AdminVerificationData => 'requiresEmailVerification' in result;
