import { FieldError, Text, type ValidationResult } from 'react-aria-components';
import * as styles from './field.css';

/**
 * Error text of a field: a translated string, or a function of RAC's validation result (for
 * example to pick a message per `validationDetails` flag).
 */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** The props every labelled field shares. */
export interface FieldTextProps {
  /** Visible label; also the control's accessible name. Always pass a translated string. */
  label: string;
  /** Help text under the control, linked with `aria-describedby`. */
  description?: string;
  /**
   * Error shown when the field is invalid (`isInvalid` or failed validation), linked with
   * `aria-describedby` so screen readers announce it. Without it the browser's own validation
   * message is shown.
   */
  errorMessage?: FieldErrorMessage;
}

/** Description and error of a field, in the slots RAC wires to `aria-describedby`. */
export function FieldHelp({ description, errorMessage }: Omit<FieldTextProps, 'label'>) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
