import {
  Button,
  Group,
  Input,
  Label,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
  useLocale,
} from 'react-aria-components';
import { MinusIcon, PlusIcon } from '../Icon';
import { FieldHelp, type FieldTextProps } from '../shared/FieldHelp';
import * as fieldStyles from '../shared/field.css';
import { iconButton } from '../shared/styles.css';
import * as styles from './NumberField.css';

/** Props of {@link NumberField}. */
export interface NumberFieldProps
  extends FieldTextProps,
    Omit<RACNumberFieldProps, 'className' | 'style' | 'render' | 'children'> {
  /**
   * `Intl.NumberFormat` options for the shown value, in the current `I18nProvider` locale:
   * `{ style: 'unit', unit: 'kilogram' }` shows "12 kg", `{ style: 'currency', currency:
   * 'NGN' }` shows "₦1,500.00". The phone keyboard follows (decimal or numeric).
   */
  formatOptions?: Intl.NumberFormatOptions;
  /**
   * Shows − and + buttons either side of the input (handy for counts on a phone).
   * @default true
   */
  showStepper?: boolean;
  /** Accessible name of the − button; react-aria's localized "Decrease" when omitted. */
  decrementLabel?: string;
  /** Accessible name of the + button; react-aria's localized "Increase" when omitted. */
  incrementLabel?: string;
  /** Example value shown while empty. */
  placeholder?: string;
  /**
   * Phone keyboard. By default `decimal` when the format allows fractions and negatives are
   * refused (`minValue` ≥ 0), so weights and naira amounts get a decimal point; otherwise
   * react-aria's choice per platform.
   */
  inputMode?: 'numeric' | 'decimal';
}

function defaultInputMode(
  locale: string,
  formatOptions: Intl.NumberFormatOptions | undefined,
  minValue: number | undefined,
): 'decimal' | undefined {
  if (minValue === undefined || minValue < 0) return undefined;
  const { maximumFractionDigits = 0 } = new Intl.NumberFormat(
    locale,
    formatOptions,
  ).resolvedOptions();
  return maximumFractionDigits > 0 ? 'decimal' : undefined;
}

/**
 * A locale-aware number input: RAC `NumberField`. Parses and formats in the current locale
 * (units, naira), clamps to `minValue`/`maxValue`, ArrowUp/ArrowDown step by `step`.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  showStepper = true,
  decrementLabel,
  incrementLabel,
  placeholder,
  inputMode,
  ...props
}: NumberFieldProps) {
  const { locale } = useLocale();
  const mode = inputMode ?? defaultInputMode(locale, props.formatOptions, props.minValue);
  return (
    <RACNumberField {...props} className={fieldStyles.field}>
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={fieldStyles.group}>
        {showStepper && (
          <Button slot="decrement" className={iconButton} aria-label={decrementLabel}>
            <MinusIcon />
          </Button>
        )}
        <Input
          className={`${fieldStyles.groupInput} ${showStepper ? styles.centred : ''}`}
          placeholder={placeholder}
          {...(mode && { inputMode: mode })}
        />
        {showStepper && (
          <Button slot="increment" className={iconButton} aria-label={incrementLabel}>
            <PlusIcon />
          </Button>
        )}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACNumberField>
  );
}
