import { ApiError } from '@kiwo/api-client';
import { Button, FormErrorSummary, Link, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useLogin } from '../../data/auth';
import { dashboardPath } from '../../routes/roles';
import { useI18n } from '../../stores/locale';
import { completeSignIn } from '../../stores/signIn';
import { toast } from '../../stores/toast';
import { apiErrorText } from './errors';
import { checkIdentifier, checkRequired, type Errors } from './validate';

/** Where a fresh session goes: its dashboard, or settings when the password must change. */
export const landingPathFor = (user: { role: string; mustChangePassword?: boolean }) =>
  user.mustChangePassword ? `/${user.role}/settings` : dashboardPath(user.role);

/** Log in with a phone number (any common Nigerian form) or an email, and a password. */
export function LoginForm() {
  const { t, locale } = useI18n();
  const { trigger, isMutating } = useLogin();
  const [, navigate] = useLocation();
  const deleted = new URLSearchParams(useSearch()).get('deleted') === 'true';
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    const found: Errors = {};
    checkIdentifier(found, t, 'identifier', identifier);
    checkRequired(found, t, { password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const session = await trigger({ identifier: identifier.trim(), password });
      const user = session?.user ? await completeSignIn(session) : null;
      if (!user) {
        toast({
          title: t.errors.somethingWrongTitle(),
          description: t.errors.somethingWrongBody(),
          variant: 'destructive',
        });
        return;
      }
      navigate(landingPathFor(user), { replace: true });
    } catch (error) {
      const details =
        error instanceof ApiError
          ? (error.details as { userId?: string; email?: string })
          : undefined;
      if (error instanceof ApiError && error.status === 403 && details?.userId) {
        // An admin who has not confirmed the emailed code yet (spec §6).
        const query = new URLSearchParams({ userId: details.userId, email: details.email ?? '' });
        navigate(`/verify-admin-email?${query}`);
        return;
      }
      const text =
        error instanceof ApiError && error.status === 401
          ? t.errors.invalidCredentials()
          : apiErrorText(error, t, locale, t.errors.loginFailed());
      // One clear message next to the form; a toast as well would be read out twice.
      setErrors({ form: text });
    }
  };

  const fieldErrors = Object.entries(errors)
    .filter(([field]) => field !== 'form')
    .map(([field, message]) => ({ fieldId: `login-${field}`, message }));

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <h1 id="login-title">{t.auth.login.title()}</h1>
        {deleted && <p role="status">{t.auth.login.deleted()}</p>}
        {fieldErrors.length > 0 && (
          <FormErrorSummary title={t.validation.fixErrors()} errors={fieldErrors} />
        )}
        {errors.form && <p role="alert">{errors.form}</p>}
        <TextField
          id="login-identifier"
          label={t.auth.identifierLabel()}
          description={t.auth.identifierHint()}
          autoComplete="username"
          value={identifier}
          onChange={setIdentifier}
          isInvalid={Boolean(errors.identifier)}
          errorMessage={errors.identifier}
          validationBehavior="aria"
          isRequired
        />
        <TextField
          id="login-password"
          label={t.auth.passwordLabel()}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isInvalid={Boolean(errors.password)}
          errorMessage={errors.password}
          validationBehavior="aria"
          isRequired
        />
        <Button type="submit" isPending={isMutating}>
          {isMutating ? t.auth.login.submitting() : t.auth.login.submit()}
        </Button>
        <Link href="/forgot-password">{t.auth.login.forgot()}</Link>
        <p>
          {t.auth.login.noAccount()} <Link href="/signup">{t.auth.login.signupLink()}</Link>
        </p>
      </Stack>
    </form>
  );
}
