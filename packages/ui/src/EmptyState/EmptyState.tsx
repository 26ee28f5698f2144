import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is missing, e.g. "No batches yet". */
  title: string;
  /** What to do about it. */
  body?: string;
  /** A large icon from this package's icon set (`size="xl"`). */
  icon?: ReactNode;
  /** The next step, e.g. an "Add batch" button. */
  action?: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

/** The placeholder of an empty list or table: icon, title, explanation and a next step. */
export function EmptyState({ title, body, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.empty}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <Heading className={styles.title}>{title}</Heading>
      {body && <p className={styles.body}>{body}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
