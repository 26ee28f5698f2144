import type { ReactNode } from 'react';
import { DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../Icon';
import * as styles from './Alert.css';

/** Meaning of an {@link Alert}; each has its own icon as well as colour. */
export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** @default 'info' */
  variant?: AlertVariant;
  /** Bold first line, e.g. "HTTPS Required". */
  title?: string;
  /** The message. */
  children?: ReactNode;
  /** A button or link at the end (e.g. "Retry"). */
  action?: ReactNode;
  /**
   * Interrupts screen readers (`role="alert"`). Defaults to true for `warning` and `danger`,
   * false (`role="status"`, polite) for `info` and `success`.
   */
  isUrgent?: boolean;
}

const icons: Record<AlertVariant, ReactNode> = {
  info: <InfoIcon />,
  success: <SuccessIcon />,
  warning: <WarningIcon />,
  danger: <DangerIcon />,
};

/**
 * An inline message in the page flow (not a toast): an icon, a title and text in the variant's
 * colours. Rendered in a live region so a message that appears is announced.
 */
export function Alert({ variant = 'info', title, children, action, isUrgent }: AlertProps) {
  const urgent = isUrgent ?? (variant === 'warning' || variant === 'danger');
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={styles.alert({ variant })}
      data-variant={variant}
    >
      <span className={styles.icon}>{icons[variant]}</span>
      <div className={styles.content}>
        {title && <div className={styles.title}>{title}</div>}
        {children && <div>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
