import { ApiError } from '@kiwo/api-client';
import { AGE_RANGES, LIVESTOCK_TYPES, NIGERIAN_STATES } from '@kiwo/domain';
import { userLanguageFromLocale } from '@kiwo/i18n';
import { Button, ComboBox, FormErrorSummary, Select, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useRegisterFarmer } from '../../data/agent';
import { useI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import {
  checkCount,
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
  const { t, locale } = useI18n();
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
    // Declared animals become the first section's count (ADR 0067):
    // without their livestock they would have nowhere to go and the farm would show 0.
    if ((countOf(fields.totalLivestockCount) ?? 0) > 0 && !fields.primaryLivestock) {
      found.primaryLivestock = t.agent.countNeedsLivestock();
    }
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

  const box = (
    name: keyof Fields,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={`reg-${name}`}
      label={label}
      value={fields[name]}
      onChange={set(name)}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      validationBehavior="aria"
      {...extra}
    />
  );
  const summary = Object.entries(errors).map(([name, message]) => ({
    fieldId: `reg-${name}`,
    message,
  }));

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
        {summary.length > 0 && (
          <FormErrorSummary title={t.validation.fixErrors()} errors={summary} />
        )}
        <div className={styles.fields}>
          {box('firstName', t.auth.signup.firstName(), { isRequired: true })}
          {box('lastName', t.auth.signup.lastName(), { isRequired: true })}
          {box('phone', t.auth.signup.phone(), { isRequired: true, type: 'tel', inputMode: 'tel' })}
          {box('email', t.auth.signup.emailOptional(), { type: 'email' })}
          <ComboBox
            id="reg-stateOfResidence"
            label={t.auth.signup.state()}
            placeholder={t.validation.choose()}
            emptyMessage={t.validation.noMatches()}
            buttonLabel={t.validation.showOptions()}
            items={NIGERIAN_STATES.map((state) => ({ id: state, label: state }))}
            selectedKey={fields.stateOfResidence || null}
            onSelectionChange={(key) => set('stateOfResidence')(String(key ?? ''))}
          />
          <Select
            id="reg-gender"
            label={t.auth.signup.gender()}
            placeholder={t.validation.choose()}
            items={[
              { id: 'male', label: t.enums.gender.male() },
              { id: 'female', label: t.enums.gender.female() },
            ]}
            selectedKey={fields.gender || null}
            onSelectionChange={(key) => set('gender')(String(key ?? ''))}
            isInvalid={Boolean(errors.gender)}
            errorMessage={errors.gender}
          />
          <Select
            id="reg-age"
            label={t.auth.signup.age()}
            placeholder={t.validation.choose()}
            items={AGE_RANGES.map((age) => ({ id: age, label: t.enums.age[age]() }))}
            selectedKey={fields.age || null}
            onSelectionChange={(key) => set('age')(String(key ?? ''))}
            isInvalid={Boolean(errors.age)}
            errorMessage={errors.age}
          />
          {box('farmName', t.auth.signup.farmName())}
          <Select
            id="reg-primaryLivestock"
            label={t.auth.signup.primaryLivestock()}
            placeholder={t.validation.choose()}
            items={LIVESTOCK_TYPES.map((type) => ({ id: type, label: t.enums.livestock[type]() }))}
            selectedKey={fields.primaryLivestock || null}
            onSelectionChange={(key) => set('primaryLivestock')(String(key ?? ''))}
            isInvalid={Boolean(errors.primaryLivestock)}
            errorMessage={errors.primaryLivestock}
          />
          {box('totalLivestockCount', t.auth.signup.totalLivestock(), { inputMode: 'numeric' })}
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
