import { ApiError, needsEmailVerification, type RegisterBody } from '@kiwo/api-client';
import { userLanguageFromLocale } from '@kiwo/i18n';
import { Alert, Button, Link, Radio, RadioGroup, Stack } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRegister } from '../../data/auth';
import { useInvite } from '../../data/consultations';
import { authStore } from '../../stores/auth';
import { useI18n } from '../../stores/locale';
import { completeSignIn } from '../../stores/signIn';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from './errors';
import { FarmerProfileFields } from './FarmerProfileFields';
import { FieldErrorSummary, textBoxes } from './fields';
import { landingPathFor } from './LoginForm';
import {
  checkCount,
  checkEmail,
  checkNin,
  checkPassword,
  checkPhone,
  checkRequired,
  countOf,
  type Errors,
} from './validate';

type Role = 'farmer' | 'agent' | 'admin' | 'vet';
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
  referralCode: '',
  nin: '',
};
type Fields = typeof EMPTY;

/** Spec §3 registration payload; agents and admins also give an email (admins a work one). */
export function SignupForm() {
  const { t, locale } = useI18n();
  const { trigger, isMutating } = useRegister();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const asked = search.get('role');
  // An admin's invitation link (ADR 0061) decides the role: the account is approved at once.
  const inviteToken = search.get('invite');
  const invite = useInvite(inviteToken);
  const [chosen, setRole] = useState<Role>(
    asked === 'agent' || asked === 'admin' ? asked : 'farmer',
  );
  const role: Role = invite.data?.role ?? chosen;
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof Fields) => (value: string) =>
    setFields((f) => ({ ...f, [name]: value }));
  const isFarmer = role === 'farmer';

  const validate = (): Errors => {
    const found: Errors = {};
    checkRequired(found, t, {
      firstName: fields.firstName,
      lastName: fields.lastName,
      phone: fields.phone,
    });
    if (!isFarmer) checkRequired(found, t, { email: fields.email });
    checkPhone(found, t, 'phone', fields.phone);
    checkEmail(found, t, 'email', fields.email);
    checkPassword(found, t, 'password', fields.password);
    checkNin(found, t, 'nin', fields.nin);
    checkCount(found, t, 'totalLivestockCount', fields.totalLivestockCount);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const optional = (v: string) => (v.trim() === '' ? undefined : v.trim());
    const body = {
      role,
      ...(invite.data && inviteToken ? { inviteToken } : {}),
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      phone: fields.phone.trim(),
      email: optional(fields.email),
      password: fields.password,
      language: userLanguageFromLocale(locale),
      ...(isFarmer && {
        gender: optional(fields.gender),
        age: optional(fields.age),
        stateOfResidence: optional(fields.stateOfResidence),
        farmName: optional(fields.farmName),
        primaryLivestock: optional(fields.primaryLivestock),
        totalLivestockCount: countOf(fields.totalLivestockCount),
        referralCode: optional(fields.referralCode),
        nin: optional(fields.nin),
      }),
    } as RegisterBody;
    try {
      const result = await trigger(body);
      if (result && needsEmailVerification(result)) {
        authStore.adminVerification = result;
        navigate(
          `/verify-admin-email?${new URLSearchParams({ userId: result.userId, email: result.email })}`,
        );
        return;
      }
      const user = result?.user ? await completeSignIn(result) : null;
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
      const fieldErrors = apiFieldErrors(error, t, locale);
      if (error instanceof ApiError && error.status === 409)
        fieldErrors.phone ??= t.errors.duplicateAccount();
      setErrors(fieldErrors);
      toast({
        title: t.errors.signupFailed(),
        description:
          error instanceof ApiError && error.status === 409
            ? t.errors.duplicateAccount()
            : apiErrorText(error, t, locale, t.errors.registrationFailed()),
        variant: 'destructive',
      });
    }
  };

  const field = textBoxes('signup', fields, set, errors);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="signup-title">
      <Stack gap="md">
        <h1 id="signup-title">{t.auth.signup.title()}</h1>
        <p>{t.auth.signup.intro()}</p>
        <FieldErrorSummary idPrefix="signup" errors={errors} />
        {invite.error && <Alert variant="danger">{t.auth.signup.inviteInvalid()}</Alert>}
        {invite.data ? (
          <Alert variant="info">
            {t.auth.signup.invitedAs({ role: t.enums.staffRole[invite.data.role]() })}
          </Alert>
        ) : (
          <RadioGroup
            label={t.auth.signup.roleLabel()}
            value={role}
            onChange={(v) => setRole(v as Role)}
            orientation="horizontal"
          >
            <Radio value="farmer">{t.auth.signup.roleFarmer()}</Radio>
            <Radio value="agent">{t.auth.signup.roleAgent()}</Radio>
            <Radio value="admin">{t.auth.signup.roleAdmin()}</Radio>
          </RadioGroup>
        )}
        {field('firstName', t.auth.signup.firstName(), {
          isRequired: true,
          autoComplete: 'given-name',
        })}
        {field('lastName', t.auth.signup.lastName(), {
          isRequired: true,
          autoComplete: 'family-name',
        })}
        {field('phone', t.auth.signup.phone(), {
          isRequired: true,
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          description: t.auth.identifierHint(),
        })}
        {field('email', isFarmer ? t.auth.signup.emailOptional() : t.auth.signup.email(), {
          isRequired: !isFarmer,
          type: 'email',
          autoComplete: 'email',
          description: role === 'admin' ? t.auth.signup.adminEmailHint() : undefined,
        })}
        {isFarmer && (
          <FarmerProfileFields idPrefix="signup" values={fields} onChange={set} errors={errors} />
        )}
        {field('password', t.auth.passwordLabel(), {
          isRequired: true,
          type: 'password',
          autoComplete: 'new-password',
          description: t.auth.passwordHint(),
        })}
        {isFarmer &&
          field('nin', t.auth.signup.nin(), {
            inputMode: 'numeric',
            description: t.auth.signup.ninHint(),
          })}
        {isFarmer && field('referralCode', t.auth.signup.referral())}
        <Button type="submit" isPending={isMutating}>
          {isMutating ? t.auth.signup.submitting() : t.auth.signup.submit()}
        </Button>
        <p>
          {t.auth.signup.haveAccount()} <Link href="/login">{t.auth.signup.loginLink()}</Link>
        </p>
      </Stack>
    </form>
  );
}
