import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from 'react-aria-components';
import { CloseIcon } from '../Icon';
import * as modalStyles from '../shared/modal.css';
import { iconButton } from '../shared/styles.css';
import * as styles from './FloatingPanel.css';

/** Props of {@link FloatingPanel}. */
export interface FloatingPanelProps {
  /** Whether the panel shows. Nothing is rendered while closed. */
  isOpen: boolean;
  /** Called by the × button and by Escape. */
  onClose: () => void;
  /** Heading and accessible name, e.g. "AI farming assistant". */
  title: string;
  /** Accessible name of the × button, e.g. "Close chat". */
  closeLabel: string;
  /** The scrolling content (messages). */
  children: ReactNode;
  /** Fixed content under it (the message box). */
  footer?: ReactNode;
  /** Id, referenced by the opening button's `aria-controls`. */
  id?: string;
}

/**
 * A non-modal panel (the AI chat, spec §2): full screen below 768 px, a 380 × 560 px card at
 * the bottom inline-end corner on larger screens. The page stays usable; focus moves in when it
 * opens and back to where it was when it closes; Escape closes it.
 */
export function FloatingPanel({
  isOpen,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  id,
}: FloatingPanelProps) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    return () => {
      // Back to the button that opened it, unless the user already moved on.
      if (!document.activeElement || document.activeElement === document.body) previous?.focus();
    };
  }, [isOpen]);

  if (!isOpen) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section
      ref={ref}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.panel}
      onKeyDown={onKeyDown}
    >
      <header className={modalStyles.header}>
        <h2 id={titleId} className={modalStyles.title}>
          {title}
        </h2>
        <Button className={iconButton} aria-label={closeLabel} onPress={onClose}>
          <CloseIcon />
        </Button>
      </header>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
