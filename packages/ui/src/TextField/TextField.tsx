import {
  Input,
  Label,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, type FieldTextProps } from '../shared/FieldHelp';
import * as styles from './TextField.css';

/**
 * Props of {@link TextField}: react-aria-components' `TextFieldProps` (`value`, `defaultValue`,
 * `onChange`, `type`, `name`, `isRequired`, `isDisabled`, `isInvalid`, `inputMode`,
 * `autoComplete`, `validate` …) minus styling escape hatches, plus the visible texts.
 */
export interface TextFieldProps
  extends FieldTextProps,
    Omit<RACTextFieldProps, 'className' | 'style' | 'render' | 'children'> {
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
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
