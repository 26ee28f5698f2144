import { Button } from '../Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon';
import * as styles from './Table.css';

/** The texts of {@link Pagination}, all translated by the app. */
export interface PaginationLabels {
  /** Accessible name of the pagination landmark, e.g. "Pages". */
  navigation: string;
  /** e.g. "Previous". */
  previous: string;
  /** e.g. "Next". */
  next: string;
  /** Status text, e.g. `(page, count) => \`Page ${page} of ${count}\``. */
  page: (page: number, pageCount: number) => string;
}

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of pages (at least 1). */
  pageCount: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
}

/** Previous/next buttons with "Page X of Y" (announced politely when it changes). */
export function Pagination({ page, pageCount, onPageChange, labels }: PaginationProps) {
  const count = Math.max(1, pageCount);
  return (
    <nav aria-label={labels.navigation} className={styles.footer}>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={page <= 1}
        onPress={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon />
        {labels.previous}
      </Button>
      <span className={styles.pageText} aria-live="polite">
        {labels.page(page, count)}
      </span>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={page >= count}
        onPress={() => onPageChange(page + 1)}
      >
        {labels.next}
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
