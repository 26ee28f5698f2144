import { type ReactNode, useId } from 'react';
import {
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import * as choiceStyles from '../shared/choice.css';
import * as fieldStyles from '../shared/field.css';
import * as styles from './Checkbox.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps
  extends Omit<RACCheckboxProps, 'className' | 'style' | 'render' | 'children'> {
  /** The visible label (translated); the whole row is pressable. */
  children: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: string;
  /** Shown and announced while `isInvalid`, e.g. a translated "Accept the terms to continue". */
  errorMessage?: string;
}

/**
 * A checkbox with its label: RAC `Checkbox` (a real `<input type="checkbox">`, Space toggles).
 * `isIndeterminate` shows a dash for "some selected".
 */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = props.isInvalid && errorMessage ? `${id}-error` : undefined;
  const describedBy =
    [props['aria-describedby'], descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={choiceStyles.choiceField}>
      <RACCheckbox {...props} aria-describedby={describedBy} className={choiceStyles.choice}>
        {({ isIndeterminate }) => (
          <>
            <span className={styles.box}>
              <svg
                className={styles.mark}
                viewBox="0 0 16 16"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {isIndeterminate ? <path d="M3.5 8h9" /> : <path d="M3 8.5l3.5 3.5L13 4.5" />}
              </svg>
            </span>
            {children}
          </>
        )}
      </RACCheckbox>
      {descriptionId && (
        <span
          id={descriptionId}
          className={`${fieldStyles.description} ${choiceStyles.choiceHelp}`}
        >
          {description}
        </span>
      )}
      {errorId && (
        <span id={errorId} className={`${fieldStyles.error} ${choiceStyles.choiceHelp}`}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
