import {
  Label,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  TextArea,
} from 'react-aria-components';
import { FieldHelp, type FieldTextProps } from '../shared/FieldHelp';
import * as styles from './TextAreaField.css';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps
  extends FieldTextProps,
    Omit<RACTextFieldProps, 'className' | 'style' | 'render' | 'children'> {
  /** Example value shown while empty. Never a replacement for `label`. */
  placeholder?: string;
  /**
   * Visible lines before it scrolls.
   * @default 4
   */
  rows?: number;
}

/**
 * A labelled multi-line text input (a description, an answer, a message): react-aria-components
 * `TextField` with a `TextArea`, description and error wired like every other field.
 */
export function TextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  ...props
}: TextAreaFieldProps) {
  return (
    <RACTextField {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <TextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
