import { useCallback, useEffect, useRef } from 'react';
import {
  Button,
  type QueuedToast,
  Text,
  UNSTABLE_Toast,
  UNSTABLE_ToastContent,
  UNSTABLE_ToastRegion,
} from 'react-aria-components';
import * as styles from './Toast.css';
import type { ToastContent, ToastQueue } from './toastQueue';
import { useSwipeToDismiss } from './useSwipeToDismiss';

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** The queue from `createToastQueue()` whose toasts this region shows. */
  queue: ToastQueue;
  /** Accessible name of each toast's close button, for example a translated "Close". */
  closeLabel: string;
  /**
   * Accessible name of the notifications landmark. Pass the translated word; without it
   * react-aria's own "Notifications" string for the current `I18nProvider` locale is used.
   */
  'aria-label'?: string;
}

/**
 * The notifications area: shows the queue's toast (one at a time) in a landmark region at the
 * bottom of the screen. F8 (and react-aria's F6 landmark navigation) moves focus to it; each
 * toast has a close button and can be swiped away sideways. Render it once near the app root.
 */
export function ToastRegion({ queue, closeLabel, 'aria-label': ariaLabel }: ToastRegionProps) {
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey) return;
      const region = regionRef.current;
      if (!region) return;
      event.preventDefault();
      // Focusing the toast itself pauses its timer and lets a screen reader read it.
      const target = region.querySelector<HTMLElement>('[role="alertdialog"]') ?? region;
      target.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <UNSTABLE_ToastRegion
      ref={regionRef}
      queue={queue}
      aria-label={ariaLabel}
      className={styles.region}
    >
      {({ toast }) => <ToastItem toast={toast} queue={queue} closeLabel={closeLabel} />}
    </UNSTABLE_ToastRegion>
  );
}

interface ToastItemProps {
  toast: QueuedToast<ToastContent>;
  queue: ToastQueue;
  closeLabel: string;
}

function ToastItem({ toast, queue, closeLabel }: ToastItemProps) {
  const { title, description, variant = 'default' } = toast.content;
  const dismiss = useCallback(() => queue.close(toast.key), [queue, toast.key]);
  const { offset, isSwiping, onPointerDown } = useSwipeToDismiss(dismiss);

  return (
    <UNSTABLE_Toast
      toast={toast}
      className={styles.toast({ variant })}
      data-variant={variant}
      data-swiping={isSwiping || undefined}
      onPointerDown={onPointerDown}
      style={
        offset === 0
          ? undefined
          : {
              transform: `translateX(${offset}px)`,
              opacity: Math.max(0.3, 1 - Math.abs(offset) / 200),
            }
      }
    >
      <UNSTABLE_ToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description && (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        )}
      </UNSTABLE_ToastContent>
      <Button slot="close" aria-label={closeLabel} className={styles.closeButton}>
        <svg
          className={styles.closeIcon}
          viewBox="0 0 20 20"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M5 5l10 10M15 5L5 15" />
        </svg>
      </Button>
    </UNSTABLE_Toast>
  );
}
