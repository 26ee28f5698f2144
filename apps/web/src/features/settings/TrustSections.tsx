import { Button, ConfirmDialog, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import {
  useDeleteAccount,
  useSendOtp,
  useValidateNin,
  useVerificationStatus,
  useVerifyOtp,
} from '../../data/auth';
import { forgetOfflineSession } from '../../offline/forget';
import { useAuth } from '../../stores/auth';
import { useAreaI18n } from '../../stores/locale';
import { clearLocalSession } from '../../stores/session';
import { toast } from '../../stores/toast';
import { apiErrorText } from '../auth/errors';
import { checkNin, checkOtp, type Errors } from '../auth/validate';

/** Verify email or phone with a 6-digit code. */
function ChannelVerification({
  channel,
  isVerified,
}: {
  channel: 'email' | 'phone';
  isVerified: boolean;
}) {
  const { t, locale } = useAreaI18n('settings');
  const send = useSendOtp();
  const verify = useVerifyOtp();
  const [sent, setSent] = useState(false);
  const [devCode, setDevCode] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const isEmail = channel === 'email';
  const sendFailed = isEmail ? t.errors.sendEmailOtpFailed() : t.errors.sendPhoneOtpFailed();
  const verifyFailed = isEmail ? t.errors.verifyEmailOtpFailed() : t.errors.verifyPhoneOtpFailed();

  if (isVerified) return <p>{isEmail ? t.settings.emailVerified() : t.settings.phoneVerified()}</p>;

  const sendCode = async () => {
    try {
      const result = await send.trigger(channel);
      setSent(true);
      setDevCode(result?.otpCode ?? null);
      toast({ title: t.settings.codeSent() });
    } catch (failure) {
      toast({
        title: sendFailed,
        description: apiErrorText(failure, t, locale, sendFailed),
        variant: 'destructive',
      });
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    checkOtp(found, t, 'otp', otp);
    setError(found.otp);
    if (found.otp) return;
    try {
      await verify.trigger({ channel, otp: otp.trim() });
      toast({ title: t.settings.verified(), variant: 'success' });
    } catch (failure) {
      const text = apiErrorText(failure, t, locale, t.errors.wrongCode());
      setError(text);
      toast({ title: verifyFailed, description: text, variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <p>{isEmail ? t.settings.emailNotVerified() : t.settings.phoneNotVerified()}</p>
        {devCode && (
          <p data-testid={`dev-otp-${channel}`}>{t.auth.verifyAdmin.devCode({ code: devCode })}</p>
        )}
        {sent ? (
          <>
            <TextField
              label={t.settings.codeLabel()}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={otp}
              onChange={setOtp}
              isInvalid={Boolean(error)}
              errorMessage={error}
              validationBehavior="aria"
            />
            <Button type="submit" isPending={verify.isMutating}>
              {t.settings.verify()}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onPress={sendCode} isPending={send.isMutating}>
            {t.settings.sendCode()}
          </Button>
        )}
      </Stack>
    </form>
  );
}

export function VerificationSection() {
  const { t } = useAreaI18n('settings');
  const { user } = useAuth();
  const { data, error } = useVerificationStatus();
  return (
    <Stack as="section" gap="sm" aria-labelledby="verification-title">
      <h2 id="verification-title">{t.settings.verificationTitle()}</h2>
      {error && <p role="alert">{t.errors.verificationStatusFailed()}</p>}
      {user?.email && (
        <ChannelVerification
          channel="email"
          isVerified={data?.email.isVerified ?? user.emailVerification.isVerified}
        />
      )}
      <ChannelVerification
        channel="phone"
        isVerified={data?.phone.isVerified ?? user?.phoneVerification.isVerified ?? false}
      />
    </Stack>
  );
}

/** Spec §4 NIN: submitted for review (pending), then verified or rejected; shown masked. */
export function NinSection() {
  const { t, locale } = useAreaI18n('settings');
  const { user } = useAuth();
  const { trigger, isMutating } = useValidateNin();
  const [nin, setNin] = useState('');
  const [error, setError] = useState<string>();
  const status = user?.NINData.verificationStatus ?? 'pending';
  const statusText = {
    pending: t.settings.ninStatusPending(),
    verified: t.settings.ninStatusVerified(),
    rejected: t.settings.ninStatusRejected(),
  }[status];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    checkNin(found, t, 'nin', nin);
    if (nin.trim() === '') found.nin = t.validation.nin();
    setError(found.nin);
    if (found.nin || isMutating) return;
    try {
      await trigger(nin.trim());
      setNin('');
      toast({ title: t.settings.ninSubmitted(), variant: 'success' });
    } catch (failure) {
      toast({
        title: t.errors.ninToast(),
        description: apiErrorText(failure, t, locale, t.errors.ninFailed()),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="nin-title">
      <Stack gap="sm">
        <h2 id="nin-title">{t.settings.ninTitle()}</h2>
        {user?.NINData.nin && (
          <p>
            {user.NINData.nin}: <strong>{statusText}</strong>
          </p>
        )}
        {status !== 'verified' && (
          <>
            <TextField
              label={t.auth.signup.nin()}
              description={t.auth.signup.ninHint()}
              inputMode="numeric"
              value={nin}
              onChange={setNin}
              isInvalid={Boolean(error)}
              errorMessage={error}
              validationBehavior="aria"
            />
            <Button type="submit" isPending={isMutating}>
              {t.settings.ninSubmit()}
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}

/**
 * Delete the account after a confirmation with the password (ADR 0025: a session alone cannot
 * erase an account); then the login page says so (spec §2).
 */
export function DeleteAccountSection() {
  const { t, locale } = useAreaI18n('settings');
  const { trigger } = useDeleteAccount();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const remove = async () => {
    if (password === '') {
      const required = t.validation.required();
      setError(required);
      throw new Error(required);
    }
    try {
      await trigger(password);
      await forgetOfflineSession();
      clearLocalSession();
      navigate('/login?deleted=true', { replace: true });
    } catch (failure) {
      setError(apiErrorText(failure, t, locale, t.errors.deleteFailed()));
      toast({
        title: t.errors.deleteFailed(),
        description: apiErrorText(failure, t, locale, t.errors.deleteFailed()),
        variant: 'destructive',
      });
      throw failure;
    }
  };
  return (
    <Stack as="section" gap="sm" aria-labelledby="danger-title">
      <h2 id="danger-title">{t.settings.dangerTitle()}</h2>
      <Button variant="destructive" onPress={() => setOpen(true)}>
        {t.settings.deleteButton()}
      </Button>
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t.settings.deleteConfirmTitle()}
        confirmLabel={t.settings.deleteConfirm()}
        cancelLabel={t.common.cancel()}
        variant="destructive"
        onConfirm={remove}
      >
        <Stack gap="sm">
          <p>{t.settings.deleteConfirmBody()}</p>
          <TextField
            label={t.settings.deletePassword()}
            description={t.settings.deletePasswordHint()}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setError(undefined);
            }}
            isInvalid={Boolean(error)}
            errorMessage={error}
            validationBehavior="aria"
          />
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
