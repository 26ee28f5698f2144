import { Button, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useResendAdminOtp, useVerifyAdminEmail } from '../../data/auth';
import { useAuth } from '../../stores/auth';
import { useI18n } from '../../stores/locale';
import { completeSignIn } from '../../stores/signIn';
import { toast } from '../../stores/toast';
import { apiErrorText } from './errors';
import { checkOtp, type Errors } from './validate';

/**
 * Spec §2 /verify-admin-email?userId&email: the emailed 6-digit code, with resend. The code is
 * shown on screen only when the server runs with its development outbox (no real mail).
 */
export function VerifyAdminEmailForm() {
  const { t, locale } = useI18n();
  const { adminVerification } = useAuth();
  const query = new URLSearchParams(useSearch());
  const userId = query.get('userId') ?? adminVerification?.userId ?? '';
  const email = query.get('email') ?? adminVerification?.email ?? '';
  const verify = useVerifyAdminEmail();
  const resend = useResendAdminOtp();
  const [, navigate] = useLocation();
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [devCode, setDevCode] = useState(adminVerification?.otpCode ?? null);

  if (!userId) return <p role="alert">{t.auth.verifyAdmin.missing()}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    checkOtp(found, t, 'otp', otp);
    setErrors(found);
    if (found.otp || verify.isMutating) return;
    try {
      const session = await verify.trigger({ userId, otp: otp.trim() });
      if (session) await completeSignIn(session);
      navigate('/admin/dashboard', { replace: true });
    } catch (failure) {
      const text = apiErrorText(failure, t, locale, t.errors.wrongCode());
      setErrors({ otp: text });
      toast({
        title: t.errors.emailVerificationFailed(),
        description: text,
        variant: 'destructive',
      });
    }
  };

  const again = async () => {
    try {
      const sent = await resend.trigger(userId);
      setDevCode(sent?.otpCode ?? null);
      toast({ title: t.auth.verifyAdmin.resent() });
    } catch (failure) {
      toast({
        title: t.errors.resendOtpFailed(),
        description: apiErrorText(failure, t, locale, t.errors.resendOtpFailed()),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="verify-title">
      <Stack gap="md">
        <h1 id="verify-title">{t.auth.verifyAdmin.title()}</h1>
        <p>{t.auth.verifyAdmin.body({ email })}</p>
        {devCode && <p data-testid="dev-otp">{t.auth.verifyAdmin.devCode({ code: devCode })}</p>}
        <TextField
          label={t.auth.verifyAdmin.otp()}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={otp}
          onChange={setOtp}
          isInvalid={Boolean(errors.otp)}
          errorMessage={errors.otp}
          validationBehavior="aria"
          isRequired
        />
        <Stack direction="row" gap="sm">
          <Button type="submit" isPending={verify.isMutating}>
            {verify.isMutating ? t.auth.verifyAdmin.submitting() : t.auth.verifyAdmin.submit()}
          </Button>
          <Button variant="secondary" onPress={again} isPending={resend.isMutating}>
            {t.auth.verifyAdmin.resend()}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
