import {
  authCalls,
  type RegisterBody,
  type ReportSettings,
  type UpdateDetailsBody,
} from '@kiwo/api-client';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { authStore } from '../stores/auth';
import { deviceTokenFor, forgetDevice } from '../stores/device-trust';
import { http, api as session } from './api';

// Every auth call; the shell's stores carry only the session's two (`data/api.ts`, ADR 0042).
const api = { auth: authCalls(http), users: session.users };

/**
 * Account reads and writes as SWR hooks. Writes that change the user put the server's answer
 * in the auth store, so every screen shows the saved state.
 */
const mutation = <Arg, Result>(key: string, run: (arg: Arg) => Promise<Result>) =>
  useSWRMutation(key, (_key: string, { arg }: { arg: Arg }) => run(arg));

/** Sends this browser's device token for the account, if it has one (ADR 0024 addendum). */
export const useLogin = () =>
  mutation('auth/login', ({ identifier, password }: { identifier: string; password: string }) =>
    api.auth.login(identifier, password, deviceTokenFor(identifier)),
  );

export const useRegister = () =>
  mutation('auth/register', (body: RegisterBody) => api.auth.register(body));

export const useForgotPassword = () =>
  mutation('auth/forgot', (identifier: string) => api.auth.forgotPassword(identifier));

export const useResetPassword = () =>
  mutation('auth/reset', ({ token, password }: { token: string; password: string }) =>
    api.auth.resetPassword(token, password),
  );

export const useVerifyAdminEmail = () =>
  mutation('auth/verify-admin', ({ userId, otp }: { userId: string; otp: string }) =>
    api.auth.verifyAdminEmail(userId, otp),
  );

export const useResendAdminOtp = () =>
  mutation('auth/resend-admin', (userId: string) => api.auth.resendAdminOtp(userId));

/** Saves the details; a new phone or email comes back in `contactChanges`, waiting for its code. */
export const useUpdateDetails = () =>
  mutation('auth/me', async (body: UpdateDetailsBody) => {
    const result = await api.auth.updateDetails(body);
    authStore.user = result.user;
    return result;
  });

/**
 * Finishes a phone or email change with the code the new contact received (ADR 0025). Updates
 * the signed-in user when the change was theirs.
 */
export const useConfirmContactChange = () =>
  mutation('auth/contact-change', async ({ id, otp }: { id: string; otp: string }) => {
    const user = await api.users.confirmContactChange(id, otp);
    if (authStore.user?._id === user._id) authStore.user = user;
    return user;
  });

export const useUpdatePassword = () =>
  mutation('auth/password', async ({ current, next }: { current: string; next: string }) => {
    const { token } = await api.auth.updatePassword(current, next);
    authStore.token = token;
    if (authStore.user) authStore.user.mustChangePassword = false;
    return token;
  });

export const useFarmMode = () =>
  mutation('auth/me', async (farmMode: 'simple' | 'advanced') => {
    const user = await api.users.updateProfile({ farmMode });
    authStore.user = user;
    return user;
  });

export const useVerificationStatus = () =>
  useSWR('auth/verification-status', () => api.auth.verificationStatus());

export const useSendOtp = () =>
  mutation('auth/verification-status', (channel: 'email' | 'phone') =>
    channel === 'email' ? api.auth.sendEmailOtp() : api.auth.sendPhoneOtp(),
  );

export const useVerifyOtp = () =>
  mutation(
    'auth/verification-status',
    async ({ channel, otp }: { channel: 'email' | 'phone'; otp: string }) => {
      await (channel === 'email' ? api.auth.verifyEmailOtp(otp) : api.auth.verifyPhoneOtp(otp));
      authStore.user = await api.auth.me();
    },
  );

export const useValidateNin = () =>
  mutation('auth/verification-status', async (nin: string) => {
    const { user } = await api.auth.validateNin(nin);
    authStore.user = user;
    return user;
  });

export const useReportSettings = () =>
  useSWR('auth/report-settings', () => api.auth.getReportSettings());

export const useSaveReportSettings = () =>
  mutation('auth/report-settings', (settings: ReportSettings) =>
    api.auth.updateReportSettings(settings),
  );

/** A deleted account's device token goes too: nothing of it stays on this browser. */
export const useDeleteAccount = () =>
  mutation('auth/delete', async (password: string) => {
    const user = authStore.user;
    const result = await api.auth.deleteAccount(password);
    forgetDevice(user);
    return result;
  });
