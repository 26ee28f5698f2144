import { ApiError } from '@kiwo/api-client';
import { userLanguageFromLocale } from '@kiwo/i18n';
import { Button, Stack } from '@kiwo/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useRegisterFarmer } from '../../data/agent';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import { FarmerProfileFields } from '../auth/FarmerProfileFields';
import { FieldErrorSummary, textBoxes } from '../auth/fields';
import {
  checkCount,
  checkDeclaredLivestock,
  checkEmail,
  checkNin,
  checkPassword,
  checkPhone,
  checkRequired,
  countOf,
  type Errors,
} from '../auth/validate';
import * as styles from '../farm/farm.css';

const EMPTY = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  gender: '',
  age: '',
  stateOfResidence: '',
  farmName: '',
  primaryLivestock: '',
  totalLivestockCount: '',
  password: '',
  nin: '',
  referralCode: '',
};
type Fields = typeof EMPTY;

/** An agent registers a farmer in the field (spec §3 payload; the farmer changes the password later). */
export function RegisterFarmerForm() {
  const { t, locale } = useAreaI18n('agent');
  const { trigger, isMutating } = useRegisterFarmer();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof Fields) => (value: string) =>
    setFields((f) => ({ ...f, [name]: value }));
  // The dashboard's "Register a farmer" button lands here (`#register`): straight to the form.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (window.location.hash !== '#register') return;
    form.current?.scrollIntoView({ block: 'start' });
    form.current?.querySelector<HTMLInputElement>('#reg-firstName')?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    const found: Errors = {};
    checkRequired(found, t, {
      firstName: fields.firstName,
      lastName: fields.lastName,
      phone: fields.phone,
    });
    checkPhone(found, t, 'phone', fields.phone);
    checkEmail(found, t, 'email', fields.email);
    checkPassword(found, t, 'password', fields.password);
    checkNin(found, t, 'nin', fields.nin);
    checkCount(found, t, 'totalLivestockCount', fields.totalLivestockCount);
    checkDeclaredLivestock(found, t, fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());
    try {
      const farmer = await trigger({
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        phone: fields.phone.trim(),
        email: optional(fields.email),
        gender: optional(fields.gender) as never,
        age: optional(fields.age) as never,
        referralCode: optional(fields.referralCode),
        password: fields.password,
        stateOfResidence: optional(fields.stateOfResidence) as never,
        farmName: optional(fields.farmName),
        primaryLivestock: optional(fields.primaryLivestock) as never,
        totalLivestockCount: countOf(fields.totalLivestockCount),
        nin: optional(fields.nin),
        language: userLanguageFromLocale(locale),
      });
      setFields(EMPTY);
      toast({
        title: t.agent.registered({ name: farmer ? `${farmer.firstName} ${farmer.lastName}` : '' }),
        variant: 'success',
      });
    } catch (error) {
      const fieldErrors = apiFieldErrors(error, t, locale);
      if (error instanceof ApiError && error.status === 409)
        fieldErrors.phone ??= t.errors.duplicateAccount();
      setErrors(fieldErrors);
      toast({
        title: t.errors.registrationFailed(),
        description: apiErrorText(error, t, locale, t.errors.registrationFailed()),
        variant: 'destructive',
      });
    }
  };

  const box = textBoxes('reg', fields, set, errors);

  return (
    <form
      ref={form}
      id="register"
      onSubmit={submit}
      noValidate
      aria-labelledby="register-farmer-title"
    >
      <Stack gap="sm">
        <h2 id="register-farmer-title">{t.agent.registerTitle()}</h2>
        <FieldErrorSummary idPrefix="reg" errors={errors} />
        <div className={styles.fields}>
          {box('firstName', t.auth.signup.firstName(), { isRequired: true })}
          {box('lastName', t.auth.signup.lastName(), { isRequired: true })}
          {box('phone', t.auth.signup.phone(), { isRequired: true, type: 'tel', inputMode: 'tel' })}
          {box('email', t.auth.signup.emailOptional(), { type: 'email' })}
          <FarmerProfileFields
            idPrefix="reg"
            values={fields}
            onChange={set}
            errors={errors}
            stateFirst
          />
          {box('nin', t.auth.signup.nin(), { inputMode: 'numeric' })}
          {box('referralCode', t.auth.signup.referral())}
          {box('password', t.agent.tempPassword(), {
            isRequired: true,
            type: 'password',
            autoComplete: 'new-password',
            description: t.agent.tempPasswordHint(),
          })}
        </div>
        <Button type="submit" isPending={isMutating}>
          {isMutating ? t.agent.registering() : t.agent.registerSubmit()}
        </Button>
      </Stack>
    </form>
  );
}
