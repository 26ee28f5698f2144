import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css';

/** One term and its value. */
export interface DescriptionItem {
  /** Stable key (the field name). */
  id: string;
  /** The label, e.g. "Phone number". */
  term: string;
  /** The value; pass a translated "Not given" rather than nothing. */
  description: ReactNode;
}

/** Props of {@link DescriptionList}. */
export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /**
   * Side by side (term beside value, from 480 px of width) or stacked (term above value).
   * @default 'columns'
   */
  layout?: 'columns' | 'stacked';
}

/**
 * Label/value pairs of one record (a person's details, a request's facts) as a `<dl>`, so
 * screen readers pair each term with its value. Wraps into a grid that fits the space.
 */
export function DescriptionList({ items, layout = 'columns' }: DescriptionListProps) {
  return (
    <dl className={styles.list({ layout })} data-layout={layout}>
      {items.map((item) => (
        <div key={item.id} className={styles.row}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
