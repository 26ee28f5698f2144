import { type ReactNode, useId } from 'react';
import * as styles from './Card.css';

/** Props of {@link Card}. */
export interface CardProps {
  /** Heading of the card; with `as="section"` it also names the region. */
  title?: string;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links on the title row (e.g. "View all"). */
  actions?: ReactNode;
  /** Content under the title row. */
  children?: ReactNode;
  /** Actions at the bottom, above a divider. */
  footer?: ReactNode;
  /**
   * `section` makes the card a named region (landmark) when it has a title; `article` for
   * self-contained items such as a marketplace listing.
   * @default 'div'
   */
  as?: 'div' | 'section' | 'article';
}

/** A surface grouping related content: a title row, content and an optional footer. */
export function Card({
  title,
  headingLevel = 3,
  actions,
  children,
  footer,
  as: Element = 'div',
}: CardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Element className={styles.card} aria-labelledby={title && Element !== 'div' ? id : undefined}>
      {(title || actions) && (
        <div className={styles.header}>
          {title && (
            <Heading id={id} className={styles.title}>
              {title}
            </Heading>
          )}
          {actions}
        </div>
      )}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </Element>
  );
}
