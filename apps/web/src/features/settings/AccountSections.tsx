import type { PendingContactChange } from '@kiwo/api-client';
import { Button, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useUpdateDetails, useUpdatePassword } from '../../data/auth';
import { useAuth } from '../../stores/auth';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import {
  checkEmail,
  checkPassword,
  checkPhone,
  checkRequired,
  type Errors,
} from '../auth/validate';
import { ContactChangeStep } from './ContactChangeStep';

/**
 * Name, phone and email; the server ignores anything else a client might send. A new phone or
 * email is saved only after the code sent to it is entered (ADR 0025).
 */
export function DetailsSection() {
  const { t, locale } = useAreaI18n('settings');
  const { user } = useAuth();
  const { trigger, isMutating } = useUpdateDetails();
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<PendingContactChange[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    checkRequired(found, t, { firstName, lastName, phone });
    checkPhone(found, t, 'phone', phone);
    checkEmail(found, t, 'email', email);
    setErrors(found);
    if (Object.keys(found).length > 0 || isMutating) return;
    try {
      const { contactChanges } = await trigger({
        firstName,
        lastName,
        phone,
        email: email.trim() === '' ? undefined : email,
      });
      setPending(contactChanges);
      toast({ title: t.common.saved(), variant: 'success' });
    } catch (error) {
      setErrors(apiFieldErrors(error, t, locale));
      toast({
        title: t.errors.updateFailed(),
        description: apiErrorText(error, t, locale, t.errors.updateFailed()),
        variant: 'destructive',
      });
    }
  };

  const field = (
    label: string,
    value: string,
    onChange: (v: string) => void,
    name: string,
    type = 'text',
  ) => (
    <TextField
      label={label}
      type={type}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      validationBehavior="aria"
    />
  );

  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate aria-labelledby="details-title">
        <Stack gap="sm">
          <h2 id="details-title">{t.settings.detailsTitle()}</h2>
          {field(t.auth.signup.firstName(), firstName, setFirstName, 'firstName')}
          {field(t.auth.signup.lastName(), lastName, setLastName, 'lastName')}
          {field(t.auth.signup.phone(), phone, setPhone, 'phone', 'tel')}
          {field(t.auth.signup.email(), email, setEmail, 'email', 'email')}
          <Button type="submit" isPending={isMutating}>
            {isMutating ? t.settings.saving() : t.common.save()}
          </Button>
        </Stack>
      </form>
      {pending.map((change) => (
        <ContactChangeStep
          key={change.id}
          change={change}
          onDone={(saved) => {
            setPending((list) => list.filter((c) => c.id !== change.id));
            setPhone(saved.phone);
            setEmail(saved.email ?? '');
          }}
        />
      ))}
    </Stack>
  );
}

/** Change password (needs the current one); required on first login for agent-made accounts. */
export function PasswordSection() {
  const { t, locale } = useAreaI18n('settings');
  const { user } = useAuth();
  const { trigger, isMutating } = useUpdatePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    checkRequired(found, t, { current });
    checkPassword(found, t, 'next', next);
    setErrors(found);
    if (Object.keys(found).length > 0 || isMutating) return;
    try {
      await trigger({ current, next });
      setCurrent('');
      setNext('');
      toast({ title: t.settings.passwordChanged(), variant: 'success' });
    } catch (error) {
      toast({
        title: t.errors.passwordUpdateFailed(),
        description: apiErrorText(error, t, locale, t.errors.passwordUpdateFailed()),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-title">
      <Stack gap="sm">
        <h2 id="password-title">{t.settings.passwordTitle()}</h2>
        {user?.mustChangePassword && <p role="alert">{t.settings.mustChangePassword()}</p>}
        <TextField
          label={t.settings.currentPassword()}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          isInvalid={Boolean(errors.current)}
          errorMessage={errors.current}
          validationBehavior="aria"
        />
        <TextField
          label={t.settings.newPassword()}
          description={t.auth.passwordHint()}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          isInvalid={Boolean(errors.next)}
          errorMessage={errors.next}
          validationBehavior="aria"
        />
        <Button type="submit" isPending={isMutating}>
          {t.settings.changePassword()}
        </Button>
      </Stack>
    </form>
  );
}
