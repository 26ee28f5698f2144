import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps
  extends Pick<
    RACProgressBarProps,
    'value' | 'minValue' | 'maxValue' | 'formatOptions' | 'valueLabel'
  > {
  /** Visible label and accessible name, e.g. "Batch progress". */
  label: string;
  /**
   * Shows the formatted value (e.g. "45%") next to the label.
   * @default true
   */
  showValue?: boolean;
}

/**
 * A determinate progress bar: RAC `ProgressBar`, `value` from 0 to 100 by default, read out as
 * a locale-formatted percentage.
 */
export function ProgressBar({ label, showValue = true, value = 0, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} value={value} className={styles.root}>
      {({ percentage, valueText }) => (
        <>
          <div className={styles.labels}>
            <Label className={styles.label}>{label}</Label>
            {showValue && <span>{valueText}</span>}
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
