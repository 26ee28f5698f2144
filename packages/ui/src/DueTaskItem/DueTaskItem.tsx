import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from '../Badge';
import * as styles from './DueTaskItem.css';

/** Where a task stands: its colour and its badge's variant follow. */
export type DueTaskStatus = 'overdue' | 'due' | 'upcoming' | 'given';

const BADGE: Record<DueTaskStatus, BadgeVariant> = {
  overdue: 'danger',
  due: 'warning',
  upcoming: 'neutral',
  given: 'success',
};

/** Props of {@link DueTaskItem}. */
export interface DueTaskItemProps {
  status: DueTaskStatus;
  /** What is due, with its state in words, e.g. "Newcastle (Lasota) due". */
  title: string;
  /** The status in one word for the badge ("Due", "Overdue"): never colour alone. */
  statusLabel: string;
  /** When and how: "Between 27 Nov and 30 Nov · Drinking water". */
  detail?: ReactNode;
  /** An action for the task, e.g. a "Vaccination given" button. */
  action?: ReactNode;
}

/**
 * One task of a schedule (a vaccination, a treatment) as a list item: its title, a status badge,
 * when it is due and an optional action. Put it in a `<ul>`.
 */
export function DueTaskItem({ status, title, statusLabel, detail, action }: DueTaskItemProps) {
  return (
    <li className={styles.item({ status })} data-status={status}>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {detail && <p className={styles.detail}>{detail}</p>}
      </div>
      <Badge variant={BADGE[status]}>{statusLabel}</Badge>
      {action}
    </li>
  );
}
