import { useEffect, useRef } from 'react';
import * as styles from './FormErrorSummary.css';

/** One problem listed by {@link FormErrorSummary}. */
export interface FormError {
  /** `id` of the focusable control (the `id` passed to TextField, NumberField …). */
  fieldId: string;
  /** The translated error text, ideally the same as the field's own error. */
  message: string;
}

/** Props of {@link FormErrorSummary}. */
export interface FormErrorSummaryProps {
  /** Heading, e.g. a translated "Please fix 2 problems". */
  title: string;
  /** The problems, in the order of the fields on screen. Nothing renders when empty. */
  errors: readonly FormError[];
  /**
   * Moves focus to the summary when it appears (after a failed submit), so keyboard and
   * screen-reader users start from the list of problems.
   * @default true
   */
  shouldFocus?: boolean;
}

function focusField(fieldId: string): void {
  const target = document.getElementById(fieldId);
  if (!target) return;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/**
 * The list of problems shown at the top of a form after a failed submit (`role="alert"`). Each
 * problem is a link that moves focus to its field, so a long form on a small phone never
 * leaves the farmer hunting for what went wrong.
 */
export function FormErrorSummary({ title, errors, shouldFocus = true }: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors && shouldFocus) ref.current?.focus();
  }, [hasErrors, shouldFocus]);

  if (!hasErrors) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.summary}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className={styles.link}
              onClick={(event) => {
                event.preventDefault();
                focusField(error.fieldId);
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
