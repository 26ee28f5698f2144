import type { ReactNode } from 'react';
import { visuallyHidden } from '../shared/styles.css';
import * as styles from './MessageThread.css';

export interface ThreadMessage {
  id: string;
  /** `in`: written by the person; `out`: sent to them. */
  direction: 'in' | 'out';
  text: string;
  /** Shown under the text: time, status. */
  meta?: ReactNode;
}

export interface MessageThreadProps {
  /** The list's accessible name ("Messages with +234 803…"). */
  label: string;
  messages: ThreadMessage[];
  /** Read before each message by screen readers: who wrote it ("Received", "Sent"). */
  directionLabels: { in: string; out: string };
  /** Shown instead of the list when there is no message. */
  empty?: ReactNode;
}

/**
 * A conversation read back (the admin's view of a chat): messages in on the start side, out on
 * the end side, each with its time and status; an ordered list, oldest first, so a screen reader
 * hears who wrote each one before its text.
 */
export function MessageThread({ label, messages, directionLabels, empty }: MessageThreadProps) {
  if (messages.length === 0 && empty) return <>{empty}</>;
  return (
    <ol className={styles.list} aria-label={label}>
      {messages.map((m) => (
        <li
          key={m.id}
          className={styles.item({ direction: m.direction })}
          data-direction={m.direction}
        >
          <span className={visuallyHidden}>{directionLabels[m.direction]}: </span>
          <span>{m.text}</span>
          {m.meta && <span className={styles.meta}>{m.meta}</span>}
        </li>
      ))}
    </ol>
  );
}
