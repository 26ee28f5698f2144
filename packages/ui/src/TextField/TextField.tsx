import {
  FieldError,
  Input,
  Label,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from './TextField.css';

/**
 * Props of {@link TextField}: react-aria-components' `TextFieldProps` (`value`, `defaultValue`,
 * `onChange`, `type`, `name`, `isRequired`, `isDisabled`, `isInvalid`, `inputMode`,
 * `autoComplete`, `validate` …) minus styling escape hatches, plus the visible texts.
 */
export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'style' | 'render' | 'children'> {
  /** Visible label; also the input's accessible name. Always pass a translated string. */
  label: string;
  /** Help text under the input, linked with `aria-describedby`. */
  description?: string;
  /**
   * Error shown when the field is invalid (`isInvalid` or failed validation), linked with
   * `aria-describedby` so screen readers announce it. A function receives RAC's validation
   * result. Without it the browser's own validation message is shown.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Example value shown while empty. Never a replacement for `label`. */
  placeholder?: string;
}

/**
 * A labelled single-line text input: react-aria-components `TextField` with `Label`, `Input`,
 * an optional description and a `FieldError`, all wired for assistive technology.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RACTextField>
  );
}
