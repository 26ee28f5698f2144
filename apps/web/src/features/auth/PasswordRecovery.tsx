import { Button, Link, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { useForgotPassword, useResetPassword } from '../../data/auth';
import { useI18n } from '../../stores/locale';
import { completeSignIn } from '../../stores/signIn';
import { toast } from '../../stores/toast';
import { apiErrorText } from './errors';
import { landingPathFor } from './LoginForm';
import { checkIdentifier, checkPassword, type Errors } from './validate';

/** Spec §2 /forgot-password: the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const { t, locale } = useI18n();
  const { trigger, isMutating } = useForgotPassword();
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    checkIdentifier(found, t, 'identifier', identifier);
    setError(found.identifier);
    if (found.identifier || isMutating) return;
    try {
      await trigger(identifier.trim());
      setSent(true);
    } catch (failure) {
      toast({
        title: t.errors.resetEmailFailed(),
        description: apiErrorText(failure, t, locale, t.errors.resetEmailFailed()),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <Stack gap="md">
        <h1 id="forgot-title">{t.auth.forgot.title()}</h1>
        <p>{t.auth.forgot.body()}</p>
        {sent ? (
          <p role="status">{t.auth.forgot.sent()}</p>
        ) : (
          <>
            <TextField
              label={t.auth.identifierLabel()}
              description={t.auth.identifierHint()}
              autoComplete="username"
              value={identifier}
              onChange={setIdentifier}
              isInvalid={Boolean(error)}
              errorMessage={error}
              validationBehavior="aria"
              isRequired
            />
            <Button type="submit" isPending={isMutating}>
              {isMutating ? t.auth.forgot.submitting() : t.auth.forgot.submit()}
            </Button>
          </>
        )}
        <Link href="/login">{t.auth.forgot.back()}</Link>
      </Stack>
    </form>
  );
}

/** Spec §2 /resetpassword/{token}: a new password, then straight to the user's dashboard. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t, locale } = useI18n();
  const { trigger, isMutating } = useResetPassword();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    checkPassword(found, t, 'password', password);
    if (!found.password && confirm !== password) found.confirm = t.auth.reset.mismatch();
    setErrors(found);
    if (Object.keys(found).length > 0 || isMutating) return;
    try {
      const session = await trigger({ token, password });
      const user = session ? await completeSignIn(session) : null;
      if (user) navigate(landingPathFor(user), { replace: true });
    } catch (failure) {
      const text = apiErrorText(failure, t, locale, t.errors.invalidResetLink());
      setErrors({ form: text });
      toast({ title: t.errors.resetFailed(), description: text, variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reset-title">
      <Stack gap="md">
        <h1 id="reset-title">{t.auth.reset.title()}</h1>
        {errors.form && (
          <>
            <p role="alert">{errors.form}</p>
            {/* A used or expired link cannot be saved: the way on is a new one. */}
            <Link href="/forgot-password">{t.auth.reset.newLink()}</Link>
          </>
        )}
        <TextField
          label={t.auth.reset.password()}
          description={t.auth.passwordHint()}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          isInvalid={Boolean(errors.password)}
          errorMessage={errors.password}
          validationBehavior="aria"
          isRequired
        />
        <TextField
          label={t.auth.reset.confirm()}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          isInvalid={Boolean(errors.confirm)}
          errorMessage={errors.confirm}
          validationBehavior="aria"
          isRequired
        />
        <Button type="submit" isPending={isMutating}>
          {isMutating ? t.auth.reset.submitting() : t.auth.reset.submit()}
        </Button>
      </Stack>
    </form>
  );
}
