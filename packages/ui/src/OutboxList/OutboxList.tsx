import type { ReactNode } from 'react';
import { Badge, type BadgeVariant } from '../Badge';
import * as styles from './OutboxList.css';

/** Where a saved entry stands: waiting to send, changed elsewhere, or refused by the server. */
export type OutboxEntryState = 'waiting' | 'conflict' | 'rejected';

const BADGE: Record<OutboxEntryState, BadgeVariant> = {
  waiting: 'warning',
  conflict: 'danger',
  rejected: 'danger',
};

/** One line of an entry: what it asks, or why it needs a choice (`muted`). */
export interface OutboxLine {
  text: string;
  /** Small grey print: an explanation rather than the entry's content. @default false */
  muted?: boolean;
}

/** One entry saved on the phone and not yet on the server. */
export interface OutboxEntry {
  /** Stable key of the entry. */
  id: string;
  /** Whose farm, what and when: "Amina Bello › House A · 27 Nov". */
  title: string;
  state: OutboxEntryState;
  /** The state in words for the badge ("Waiting", "Changed elsewhere"): never colour alone. */
  stateLabel: string;
  /** What the entry holds, then what the state asks of the reader; each text once. */
  lines: readonly OutboxLine[];
  /** The entry's choices: Keep mine / Keep theirs, Edit / Discard (buttons or links). */
  actions?: ReactNode;
}

/** Props of {@link OutboxList}. */
export interface OutboxListProps {
  /** Accessible name of the list, e.g. "Not yet synced". */
  'aria-label': string;
  entries: readonly OutboxEntry[];
}

/**
 * What waits on the phone to reach the server (ADR 0012, ADR 0073): each entry a bordered item
 * with its title, a state badge, its lines and its choices; an entry that needs the reader's
 * say gets a thick danger edge as well as its badge's words.
 */
export function OutboxList({ 'aria-label': ariaLabel, entries }: OutboxListProps) {
  return (
    <ul className={styles.list} aria-label={ariaLabel}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.item} data-state={entry.state}>
          <div className={styles.head}>
            <strong>{entry.title}</strong>
            <Badge variant={BADGE[entry.state]}>{entry.stateLabel}</Badge>
          </div>
          {entry.lines.map((line) => (
            <p key={line.text} className={line.muted ? styles.muted : styles.line}>
              {line.text}
            </p>
          ))}
          {entry.actions && <div className={styles.actions}>{entry.actions}</div>}
        </li>
      ))}
    </ul>
  );
}
