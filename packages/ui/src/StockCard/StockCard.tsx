import type { ReactNode } from 'react';
import { Badge } from '../Badge';
import * as styles from './StockCard.css';

/** Props of {@link StockCard}. */
export interface StockCardProps {
  /** The item: "Broiler starter". */
  title: string;
  /** The headline in words: "5 days left", or "Bought: 2 vials" for medicine. */
  headline: string;
  /** On hand and the rate: "10 bags (250 kg) on hand · 50 kg a day". */
  figures?: ReactNode;
  /** Low stock: the border turns red and the badge says so in words. */
  low?: boolean;
  /** The badge's word when low ("Low"): never colour alone. */
  lowLabel?: string;
  /** An action, e.g. "Buy more". */
  action?: ReactNode;
}

/**
 * One stock item (a feed, a medicine) as a list item: what it is, how long it lasts in words,
 * what is on hand, and a "Low" badge when it runs low. Put it in a `<ul>`.
 */
export function StockCard({
  title,
  headline,
  figures,
  low = false,
  lowLabel,
  action,
}: StockCardProps) {
  return (
    <li className={styles.card({ low })} data-low={low}>
      <div className={styles.head}>
        <p className={styles.title}>{title}</p>
        {low && lowLabel && <Badge variant="danger">{lowLabel}</Badge>}
      </div>
      <p className={styles.days}>{headline}</p>
      {figures && <p className={styles.figures}>{figures}</p>}
      {action}
    </li>
  );
}
