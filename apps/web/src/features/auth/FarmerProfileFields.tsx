import { AGE_RANGES, LIVESTOCK_TYPES, NIGERIAN_STATES } from '@kiwo/domain';
import { ComboBox, Select } from '@kiwo/ui';
import { useI18n } from '../../stores/locale';
import { textBoxes } from './fields';
import type { Errors } from './validate';

/** A farmer's profile as typed: each a chosen id or text, '' when not given. */
interface FarmerProfile {
  gender: string;
  age: string;
  stateOfResidence: string;
  farmName: string;
  primaryLivestock: string;
  totalLivestockCount: string;
}

/**
 * The farmer's profile fields of spec §3, the same wherever a farmer is registered or edited
 * (their own signup, an agent registering or editing them): gender, age range, state, farm name,
 * livestock and the animals they declare. Each control's id is `${idPrefix}-${name}`, so a
 * form's error summary links to it.
 */
export function FarmerProfileFields({
  idPrefix,
  values,
  onChange,
  errors,
  countLabel,
  stateFirst = false,
}: {
  idPrefix: string;
  values: FarmerProfile;
  onChange: (name: keyof FarmerProfile) => (value: string) => void;
  errors: Errors;
  /** The declared count's label: "Total livestock" to the farmer, "Declared animals" to an agent. */
  countLabel?: string;
  /** The state right after the contact details: the register form's order, which agents know. */
  stateFirst?: boolean;
}) {
  const { t } = useI18n();
  const choice = (
    name: 'gender' | 'age' | 'primaryLivestock',
    label: string,
    items: { id: string; label: string }[],
  ) => (
    <Select
      id={`${idPrefix}-${name}`}
      label={label}
      placeholder={t.validation.choose()}
      items={items}
      selectedKey={values[name] || null}
      onSelectionChange={(key) => onChange(name)(String(key ?? ''))}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
    />
  );
  const box = textBoxes(idPrefix, values, onChange, errors);
  const state = (
    <ComboBox
      id={`${idPrefix}-stateOfResidence`}
      label={t.auth.signup.state()}
      placeholder={t.validation.choose()}
      emptyMessage={t.validation.noMatches()}
      buttonLabel={t.validation.showOptions()}
      items={NIGERIAN_STATES.map((name) => ({ id: name, label: name }))}
      selectedKey={values.stateOfResidence || null}
      onSelectionChange={(key) => onChange('stateOfResidence')(String(key ?? ''))}
    />
  );
  return (
    <>
      {stateFirst && state}
      {choice('gender', t.auth.signup.gender(), [
        { id: 'male', label: t.enums.gender.male() },
        { id: 'female', label: t.enums.gender.female() },
      ])}
      {choice(
        'age',
        t.auth.signup.age(),
        AGE_RANGES.map((age) => ({ id: age, label: t.enums.age[age]() })),
      )}
      {!stateFirst && state}
      {box('farmName', t.auth.signup.farmName())}
      {choice(
        'primaryLivestock',
        t.auth.signup.primaryLivestock(),
        LIVESTOCK_TYPES.map((type) => ({ id: type, label: t.enums.livestock[type]() })),
      )}
      {box('totalLivestockCount', countLabel ?? t.auth.signup.totalLivestock(), {
        inputMode: 'numeric',
      })}
    </>
  );
}
