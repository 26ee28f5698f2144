import {
  type FocusEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Button } from 'react-aria-components';
import { createPortal } from 'react-dom';
import { TOAST_SPACE_PROPERTY } from '../shared/floating.css';
import * as styles from './Toast.css';
import type { QueuedToast, ToastQueue } from './toastQueue';
import { useSwipeToDismiss } from './useSwipeToDismiss';

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** The queue from `createToastQueue()` whose toasts this region shows. */
  queue: ToastQueue;
  /** Accessible name of each toast's close button, for example a translated "Close". */
  closeLabel: string;
  /** Accessible name of the notifications landmark: the translated "Notifications". */
  'aria-label': string;
}

/**
 * The notifications area: shows the queue's toast (one at a time) in a landmark region at the
 * bottom of the screen. F8 moves focus to the toast; each toast has a close button and can be
 * swiped away sideways. Render it once near the app root. The region follows react-aria's toast
 * pattern (region landmark → `alertdialog` → `alert`), built in-house for size (SPEC.md).
 */
export function ToastRegion({ queue, closeLabel, 'aria-label': ariaLabel }: ToastRegionProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  // Where focus was before it entered the region, to go back there when the toast closes.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const toasts = useSyncExternalStore(queue.subscribe, () => queue.visibleToasts, noToasts);
  useKeepPageClear(regionRef, toasts);

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

  const rememberReturnFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
      returnFocusRef.current = from;
    }
  };
  const restoreFocus = useCallback(() => {
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    // After the toast's node is gone; the element may have left the page meanwhile.
    requestAnimationFrame(() => {
      if (target?.isConnected) target.focus();
    });
  }, []);

  if (toasts.length === 0 || typeof document === 'undefined') return null;
  return createPortal(
    // biome-ignore lint/a11y/useSemanticElements: a <section> would do, but role="region" keeps the landmark explicit for every reader
    <div
      ref={regionRef}
      role="region"
      aria-label={ariaLabel}
      tabIndex={-1}
      className={styles.region}
      onFocus={rememberReturnFocus}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.key}
          toast={toast}
          queue={queue}
          closeLabel={closeLabel}
          onFocusedRemoval={restoreFocus}
        />
      ))}
    </div>,
    document.body,
  );
}

const noToasts = (): readonly QueuedToast[] => [];

/** Room between the toast and whatever the page keeps clear above it. */
const CLEAR_GAP_PX = 8;

/**
 * While a toast shows, nothing of the page stays under it (ADR 0045's phone rule): the page's
 * bottom room grows by the toast's height (`TOAST_SPACE_PROPERTY`, read by AppShell), and the
 * control the farmer just used ("Save record", "Undo"'s card) is scrolled up above the toast if
 * the toast landed on it. A screen with its own scroller is left as it is.
 */
function useKeepPageClear(
  regionRef: RefObject<HTMLDivElement | null>,
  toasts: readonly QueuedToast[],
) {
  useLayoutEffect(() => {
    const region = regionRef.current;
    const root = document.documentElement;
    if (!region || toasts.length === 0) return;
    const reserve = () => {
      const { top, height } = region.getBoundingClientRect();
      root.style.setProperty(TOAST_SPACE_PROPERTY, `${Math.ceil(height + CLEAR_GAP_PX)}px`);
      const active = document.activeElement;
      if (!(active instanceof HTMLElement) || active === document.body) return;
      if (region.contains(active)) return;
      const box = active.getBoundingClientRect();
      const overlap = box.bottom + CLEAR_GAP_PX - top;
      if (overlap > 0 && box.top < window.innerHeight) window.scrollBy({ top: overlap });
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(region);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOAST_SPACE_PROPERTY);
    };
  }, [regionRef, toasts]);
}

/**
 * Closes the toast after `timeout` ms of being shown while not paused; a pause keeps the time
 * already spent, as react-aria's toast timer does.
 */
function useToastTimer(timeout: number | undefined, paused: boolean, onExpire: () => void) {
  const remaining = useRef(timeout ?? 0);
  useEffect(() => {
    if (!timeout || paused) return;
    const started = Date.now();
    const timer = setTimeout(onExpire, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [timeout, paused, onExpire]);
}

interface ToastItemProps {
  toast: QueuedToast;
  queue: ToastQueue;
  closeLabel: string;
  /** Called when this toast leaves the page while it holds focus. */
  onFocusedRemoval: () => void;
}

function ToastItem({ toast, queue, closeLabel, onFocusedRemoval }: ToastItemProps) {
  const { title, description, variant = 'default', action } = toast.content;
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismiss = useCallback(() => queue.close(toast.key), [queue, toast.key]);
  const { offset, isSwiping, onPointerDown } = useSwipeToDismiss(dismiss);
  useToastTimer(toast.timeout, hovered || focused, dismiss);

  // Layout cleanup runs before React removes the node, while focus is still inside it.
  useLayoutEffect(() => {
    const node = ref.current;
    return () => {
      if (node?.contains(document.activeElement)) onFocusedRemoval();
    };
  }, [onFocusedRemoval]);

  return (
    <div
      ref={ref}
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: an alertdialog is focusable (F8 target, pauses the timer), as in react-aria
      tabIndex={0}
      className={styles.toast({ variant })}
      data-variant={variant}
      data-swiping={isSwiping || undefined}
      onPointerDown={onPointerDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      style={
        offset === 0
          ? undefined
          : {
              transform: `translateX(${offset}px)`,
              opacity: Math.max(0.3, 1 - Math.abs(offset) / 200),
            }
      }
    >
      {/* role="alert" makes screen readers announce the message as it appears. */}
      <div role="alert" aria-atomic="true" className={styles.content}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </div>
      {action && (
        <Button
          className={styles.actionButton}
          onPress={() => {
            action.onAction();
            dismiss();
          }}
        >
          {action.label}
        </Button>
      )}
      <Button aria-label={closeLabel} className={styles.closeButton} onPress={dismiss}>
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
    </div>
  );
}
