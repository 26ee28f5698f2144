import type { UpdateDetailsBody } from '@kiwo/api-client';
import { AGE_RANGES, LIVESTOCK_TYPES, NIGERIAN_STATES } from '@kiwo/domain';
import { Button, ComboBox, Select, Stack, TextField } from '@kiwo/ui';
import { type FormEvent, useState } from 'react';
import { useUpdateDetails } from '../../data/auth';
import { useAuth } from '../../stores/auth';
import { useAreaI18n } from '../../stores/locale';
import { toast } from '../../stores/toast';
import { apiErrorText, apiFieldErrors } from '../auth/errors';
import { checkCount, countOf, type Errors } from '../auth/validate';

/**
 * A farmer's farm as given at sign-up (farm name, state, main livestock, animal count, gender,
 * age range), shown and editable. Only these fields are sent, so nothing else of the account
 * changes here.
 */
export function FarmDetailsSection() {
  const { t, locale } = useAreaI18n('settings');
  const { user } = useAuth();
  const { trigger, isMutating } = useUpdateDetails();
  const [farmName, setFarmName] = useState(user?.farmName ?? '');
  const [state, setState] = useState<string>(user?.stateOfResidence ?? '');
  const [livestock, setLivestock] = useState<string>(user?.primaryLivestock ?? '');
  const [count, setCount] = useState(String(user?.totalLivestockCount ?? ''));
  const [gender, setGender] = useState<string>(user?.gender ?? '');
  const [age, setAge] = useState<string>(user?.age ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    checkCount(found, t, 'totalLivestockCount', count);
    setErrors(found);
    if (Object.keys(found).length > 0 || isMutating) return;
    const body = {
      ...(farmName.trim() ? { farmName: farmName.trim() } : {}),
      ...(state ? { stateOfResidence: state } : {}),
      ...(livestock ? { primaryLivestock: livestock } : {}),
      totalLivestockCount: countOf(count) ?? 0,
      ...(gender ? { gender } : {}),
      ...(age ? { age } : {}),
    } as UpdateDetailsBody;
    try {
      await trigger(body);
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

  return (
    <form onSubmit={submit} noValidate aria-labelledby="farm-details-title">
      <Stack gap="sm">
        <h2 id="farm-details-title">{t.settings.farmTitle()}</h2>
        <TextField
          label={t.auth.signup.farmName()}
          value={farmName}
          onChange={setFarmName}
          isInvalid={Boolean(errors.farmName)}
          errorMessage={errors.farmName}
          validationBehavior="aria"
        />
        <ComboBox
          label={t.auth.signup.state()}
          items={NIGERIAN_STATES.map((s) => ({ id: s, label: s }))}
          selectedKey={state || null}
          placeholder={t.validation.choose()}
          emptyMessage={t.validation.noMatches()}
          buttonLabel={t.validation.showOptions()}
          onSelectionChange={(key) => setState(String(key ?? ''))}
        />
        <Select
          label={t.auth.signup.primaryLivestock()}
          items={LIVESTOCK_TYPES.map((type) => ({ id: type, label: t.enums.livestock[type]() }))}
          selectedKey={livestock || null}
          placeholder={t.validation.choose()}
          onSelectionChange={(key) => setLivestock(String(key ?? ''))}
        />
        <TextField
          label={t.auth.signup.totalLivestock()}
          description={t.settings.farmHint()}
          inputMode="numeric"
          value={count}
          onChange={setCount}
          isInvalid={Boolean(errors.totalLivestockCount)}
          errorMessage={errors.totalLivestockCount}
          validationBehavior="aria"
        />
        <Select
          label={t.auth.signup.gender()}
          items={[
            { id: 'male', label: t.enums.gender.male() },
            { id: 'female', label: t.enums.gender.female() },
          ]}
          selectedKey={gender || null}
          placeholder={t.validation.choose()}
          onSelectionChange={(key) => setGender(String(key ?? ''))}
        />
        <Select
          label={t.auth.signup.age()}
          items={AGE_RANGES.map((range) => ({ id: range, label: t.enums.age[range]() }))}
          selectedKey={age || null}
          placeholder={t.validation.choose()}
          onSelectionChange={(key) => setAge(String(key ?? ''))}
        />
        <Button type="submit" isPending={isMutating}>
          {isMutating ? t.settings.saving() : t.common.save()}
        </Button>
      </Stack>
    </form>
  );
}
