import * as styles from './Skeleton.css';

/** Shape of a placeholder. */
export type SkeletonVariant = 'text' | 'title' | 'avatar' | 'block';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** @default 'text' */
  variant?: SkeletonVariant;
  /**
   * Number of lines for `text` (the last one is shorter, like a paragraph).
   * @default 1
   */
  lines?: number;
}

/**
 * A grey placeholder in the shape of content that is loading. Decorative (`aria-hidden`): put
 * it inside a region marked `aria-busy` or next to a labelled `Spinner`.
 */
export function Skeleton({ variant = 'text', lines = 1 }: SkeletonProps) {
  const count = variant === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  return (
    <span className={styles.group} aria-hidden="true" data-variant={variant}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders; order never changes.
        <span key={index} className={styles.bone({ variant })} />
      ))}
    </span>
  );
}
