import {
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

/** Horizontal drag distance that dismisses a toast (spec §9). */
export const SWIPE_DISMISS_DISTANCE = 50;

interface SwipeState {
  /** Current horizontal offset in px while dragging, 0 otherwise. */
  offset: number;
  /** Whether a drag is in progress. */
  isSwiping: boolean;
  /** Attach to the swipeable element. */
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
}

/**
 * Pointer-event swipe: drag the element sideways by at least 50 px (either direction) and
 * release to dismiss; shorter drags snap back. Works for touch, pen and mouse. Drags that start
 * on a button are ignored so the close button still gets its press.
 */
export function useSwipeToDismiss(onDismiss: () => void): SwipeState {
  const [offset, setOffset] = useState(0);
  const [isSwiping, setSwiping] = useState(false);
  const cleanupRef = useRef<(() => void) | null>(null);

  useEffect(() => () => cleanupRef.current?.(), []);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (!event.isPrimary || event.button !== 0) return;
      if (event.target instanceof Element && event.target.closest('button, a, input')) return;
      const startX = event.clientX;
      const pointerId = event.pointerId;
      let dx = 0;
      setSwiping(true);

      // Listen on the window so the drag continues when the finger leaves the toast.
      const move = (e: PointerEvent) => {
        if (e.pointerId !== pointerId) return;
        dx = e.clientX - startX;
        setOffset(dx);
      };
      const end = (e: PointerEvent) => {
        if (e.pointerId !== pointerId) return;
        cleanup();
        setSwiping(false);
        setOffset(0);
        if (e.type === 'pointerup' && Math.abs(dx) >= SWIPE_DISMISS_DISTANCE) onDismiss();
      };
      const cleanup = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', end);
        window.removeEventListener('pointercancel', end);
        cleanupRef.current = null;
      };
      cleanupRef.current?.();
      cleanupRef.current = cleanup;
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', end);
      window.addEventListener('pointercancel', end);
    },
    [onDismiss],
  );

  return { offset, isSwiping, onPointerDown };
}
