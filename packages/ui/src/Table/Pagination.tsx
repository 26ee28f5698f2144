import { useEffect, useRef } from 'react';
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

/**
 * Previous/next buttons with "Page X of Y" (announced politely when it changes). Reaching the
 * first or last page disables the button just pressed; focus then moves to the other one rather
 * than falling to `<body>`.
 */
export function Pagination({ page, pageCount, onPageChange, labels }: PaginationProps) {
  const count = Math.max(1, pageCount);
  const nav = useRef<HTMLElement>(null);
  const turned = useRef(false);
  const turn = (to: number) => {
    turned.current = true;
    onPageChange(to);
  };
  useEffect(() => {
    if (!turned.current) return;
    turned.current = false;
    const [previous, next] = nav.current?.querySelectorAll('button') ?? [];
    const active = document.activeElement;
    // Only when focus was on the button now disabled (or already lost with it).
    if (active !== document.body && !nav.current?.contains(active)) return;
    if (page >= count) previous?.focus();
    else if (page <= 1) next?.focus();
  }, [page, count]);
  return (
    <nav ref={nav} aria-label={labels.navigation} className={styles.footer}>
      <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => turn(page - 1)}>
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
        onPress={() => turn(page + 1)}
      >
        {labels.next}
        <ChevronRightIcon />
      </Button>
    </nav>
  );
}
