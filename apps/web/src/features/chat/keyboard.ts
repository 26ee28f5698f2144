import { useEffect, useState } from 'react';

/** Spec §2: the keyboard counts as open when the viewport shrinks by more than 150 px. */
export const KEYBOARD_THRESHOLD_PX = 150;

export interface ViewportSize {
  width: number;
  height: number;
}

export interface KeyboardState {
  /** The tallest height seen at this width: the viewport without a keyboard. */
  baseline: ViewportSize;
  open: boolean;
}

/**
 * The next state after a viewport resize. A change of width (the phone turned) starts a new
 * baseline; otherwise the baseline only grows, and the keyboard is open while the viewport is
 * more than 150 px shorter than it.
 */
export function nextKeyboardState(
  previous: KeyboardState | null,
  size: ViewportSize,
): KeyboardState {
  const sameWidth = previous !== null && Math.abs(previous.baseline.width - size.width) < 1;
  const baseline =
    sameWidth && previous.baseline.height >= size.height ? previous.baseline : { ...size };
  return { baseline, open: baseline.height - size.height > KEYBOARD_THRESHOLD_PX };
}

/** Whether the on-screen keyboard is open, from the visual viewport (window size as fallback). */
export function useKeyboardOpen(active: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!active) return;
    const viewport = window.visualViewport;
    let state: KeyboardState | null = null;
    const measure = () => {
      state = nextKeyboardState(state, {
        width: viewport?.width ?? window.innerWidth,
        height: viewport?.height ?? window.innerHeight,
      });
      setOpen(state.open);
    };
    measure();
    const target = viewport ?? window;
    target.addEventListener('resize', measure);
    return () => {
      target.removeEventListener('resize', measure);
      setOpen(false);
    };
  }, [active]);
  return open;
}
