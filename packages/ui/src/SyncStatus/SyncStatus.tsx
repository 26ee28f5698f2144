import { Link } from 'react-aria-components';
import { visuallyHidden } from '../shared/styles.css';
import * as styles from './SyncStatus.css';

/** Whether the device reaches the server now; `syncing` while saved entries are being sent. */
export type SyncConnection = 'online' | 'offline' | 'syncing';

/** Props of {@link SyncStatus}. */
export interface SyncStatusProps {
  /** The connection state, reflected as `data-connection`. */
  connection: SyncConnection;
  /** Visible words for the connection, e.g. a translated "Offline". */
  connectionLabel: string;
  /**
   * Entries saved on this device that the server does not have yet. Zero hides the count.
   * @default 0
   */
  pendingCount?: number;
  /**
   * The count in words, e.g. "Waiting to sync: 3". The pill shows only the number; screen
   * readers read these words instead.
   */
  pendingLabel?: string;
  /**
   * Some entries need the user's decision (a conflict or a refusal): the count is painted as a
   * danger badge and `data-attention` is set.
   * @default false
   */
  needsAttention?: boolean;
  /** Where pressing the pill goes (the list of waiting entries). Without it it is plain text. */
  href?: string;
  /** Accessible name of the status region, e.g. a translated "Network and sync status". */
  'aria-label': string;
}

/**
 * A small pill for the app's top bar: online/offline (a filled dot or a ring, plus words) and
 * how many entries are still waiting to reach the server. It is a polite live region, so going
 * offline or a change in the count is announced without moving focus.
 */
export function SyncStatus({
  connection,
  connectionLabel,
  pendingCount = 0,
  pendingLabel,
  needsAttention = false,
  href,
  'aria-label': ariaLabel,
}: SyncStatusProps) {
  const content = (
    <>
      <span className={styles.dot({ connection })} aria-hidden="true" />
      <span>{connectionLabel}</span>
      {pendingCount > 0 && (
        <span className={styles.count({ attention: needsAttention })}>
          <span aria-hidden="true">{pendingCount}</span>
          <span className={visuallyHidden}>{pendingLabel ?? String(pendingCount)}</span>
        </span>
      )}
    </>
  );
  const data = {
    'data-connection': connection,
    'data-attention': needsAttention || undefined,
  };
  return (
    <div role="status" aria-label={ariaLabel} className={styles.region}>
      {href ? (
        <Link href={href} className={styles.pill({ connection })} {...data}>
          {content}
        </Link>
      ) : (
        <span className={styles.pill({ connection })} {...data}>
          {content}
        </span>
      )}
    </div>
  );
}
