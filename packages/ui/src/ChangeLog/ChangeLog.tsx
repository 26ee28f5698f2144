import type { ReactNode } from 'react';
import { Badge } from '../Badge';
import { visuallyHidden } from '../shared/styles.css';
import * as styles from './ChangeLog.css';

/** One field's change: its label and the values before and after, already formatted. */
export interface FieldChange {
  /** Stable key (the field name). */
  id: string;
  label: string;
  /** The value before; pass a translated "empty" rather than nothing. */
  before: string;
  after: string;
}

/** One change of a record: who made it, through which channel, when, and what changed. */
export interface ChangeLogEntry {
  id: string;
  /** Who, e.g. "Amina Bello". */
  who: string;
  /** Their role then, e.g. "Extension agent". */
  role: string;
  /** Through which channel, e.g. "USSD". */
  channel: string;
  /** When, formatted, e.g. "26 Nov 2026, 10:42". */
  when: string;
  /** Machine-readable time for `<time dateTime>`. */
  dateTime: string;
  /** A one-line summary instead of field changes (created, deleted). */
  summary?: ReactNode;
  changes: readonly FieldChange[];
}

/** Props of {@link ChangeLog}. */
export interface ChangeLogProps {
  entries: readonly ChangeLogEntry[];
  /** Accessible name of the list, e.g. "Changes to this record". */
  'aria-label': string;
  /** Read by screen readers between the old and the new value, e.g. "changed to". */
  changedToLabel: string;
  /** Shown when there is no entry. */
  emptyLabel: string;
}

/**
 * A record's history (ADR 0026), oldest first: each change with who, their role, the channel
 * and the time, then each field's old and new value. An ordered list, so screen readers
 * announce the count and the position of each change.
 */
export function ChangeLog({
  entries,
  'aria-label': label,
  changedToLabel,
  emptyLabel,
}: ChangeLogProps) {
  if (entries.length === 0) return <p className={styles.empty}>{emptyLabel}</p>;
  return (
    <ol className={styles.list} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <div className={styles.head}>
            <strong>{entry.who}</strong>
            <Badge>{entry.role}</Badge>
            <Badge variant="info">{entry.channel}</Badge>
            <time className={styles.when} dateTime={entry.dateTime}>
              {entry.when}
            </time>
          </div>
          {entry.summary ? <p className={styles.summary}>{entry.summary}</p> : null}
          {entry.changes.length > 0 && (
            <ul className={styles.changes}>
              {entry.changes.map((change) => (
                <li key={change.id}>
                  <span className={styles.field}>{change.label}</span>{' '}
                  <span className={styles.before}>{change.before}</span>{' '}
                  <span aria-hidden="true">→</span>
                  <span className={visuallyHidden}>{changedToLabel}</span>{' '}
                  <span className={styles.after}>{change.after}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
