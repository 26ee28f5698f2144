import type { ReactNode } from 'react';
import {
  Label,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import * as choiceStyles from '../shared/choice.css';
import { FieldHelp, type FieldTextProps } from '../shared/FieldHelp';
import * as fieldStyles from '../shared/field.css';
import * as styles from './RadioGroup.css';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps
  extends FieldTextProps,
    Omit<RACRadioGroupProps, 'className' | 'style' | 'render' | 'children'> {
  /** The {@link Radio} options. */
  children: ReactNode;
}

/**
 * A labelled set of mutually exclusive options: RAC `RadioGroup`. Tab enters the group at the
 * chosen option; arrow keys move and choose. `orientation="horizontal"` lays options in a
 * wrapping row (arrow keys still work).
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={fieldStyles.field}>
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={styles.options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACRadioGroup>
  );
}

/** Props of {@link Radio}. */
export interface RadioProps extends Omit<RACRadioProps, 'className' | 'style' | 'render'> {
  /** The value reported by the group's `onChange` when this option is chosen. */
  value: string;
  /** The visible, translated label. */
  children: ReactNode;
}

/** One option of a {@link RadioGroup}; the whole row is a 44 px touch target. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={choiceStyles.choice}>
      <span className={styles.circle}>
        <span className={styles.dot} />
      </span>
      {children}
    </RACRadio>
  );
}
