import { type ReactNode, useId } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import * as choiceStyles from '../shared/choice.css';
import * as fieldStyles from '../shared/field.css';
import * as styles from './Switch.css';

/** Props of {@link Switch}. */
export interface SwitchProps
  extends Omit<RACSwitchProps, 'className' | 'style' | 'render' | 'children'> {
  /** The visible label (translated), naming the setting that turns on. */
  children: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: string;
}

/**
 * An on/off setting that applies at once (e.g. "Simple mode"): RAC `Switch`, exposed as
 * `role="switch"`; Space toggles. Use a {@link Checkbox} for choices submitted with a form.
 */
export function Switch({ children, description, ...props }: SwitchProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={choiceStyles.choiceField}>
      <RACSwitch
        {...props}
        aria-describedby={
          [props['aria-describedby'], descriptionId].filter(Boolean).join(' ') || undefined
        }
        className={choiceStyles.choice}
      >
        <span className={styles.track}>
          <span className={styles.thumb} />
        </span>
        {children}
      </RACSwitch>
      {descriptionId && (
        <span
          id={descriptionId}
          className={`${fieldStyles.description} ${choiceStyles.choiceHelp}`}
        >
          {description}
        </span>
      )}
    </div>
  );
}
