import type { ReactNode } from 'react';
import * as styles from './layout.css';

/** A readable column for forms and settings (about 36rem), full width on a phone. */
export function NarrowPage({ children }: { children: ReactNode }) {
  return <div className={styles.narrow}>{children}</div>;
}
