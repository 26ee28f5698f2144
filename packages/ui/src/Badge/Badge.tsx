import type { ReactNode } from 'react';
import * as styles from './Badge.css';

/** Colour of a badge. The text must carry the meaning too (never colour alone). */
export type BadgeVariant = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** @default 'neutral' */
  variant?: BadgeVariant;
  /** An optional decorative icon before the text. */
  icon?: ReactNode;
  /** The status text, e.g. "Connected", "Sold", "Pending". */
  children: ReactNode;
}

/** A small status label (Connected/Disconnected, batch status, role). Not interactive. */
export function Badge({ variant = 'neutral', icon, children }: BadgeProps) {
  return (
    <span className={styles.badge({ variant })} data-variant={variant}>
      {icon}
      {children}
    </span>
  );
}
