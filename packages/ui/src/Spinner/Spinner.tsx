import { ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

/** Size of a spinner: `sm` 20 px, `md` 32 px, `lg` 48 px. */
export type SpinnerSize = 'sm' | 'md' | 'lg';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Accessible name, e.g. a translated "Loading". */
  'aria-label': string;
  /** @default 'md' */
  size?: SpinnerSize;
}

/** An indeterminate progress indicator: RAC `ProgressBar` (`role="progressbar"`). */
export function Spinner({ 'aria-label': ariaLabel, size = 'md' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={ariaLabel}>
      <span className={styles.spinner({ size })} data-size={size} />
    </ProgressBar>
  );
}

/** Props of {@link LoadingState}. */
export interface LoadingStateProps {
  /** Visible text and accessible name, e.g. "Loading your pens…" or "AI is thinking...". */
  label: string;
  /** @default 'md' */
  size?: SpinnerSize;
}

/** A centred spinner with visible text, for a region whose content is on its way. */
export function LoadingState({ label, size = 'md' }: LoadingStateProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={styles.loading}>
      <span className={styles.spinner({ size })} data-size={size} />
      <span aria-hidden="true">{label}</span>
    </ProgressBar>
  );
}
