import { useMemo } from 'react';
import type { VoiceSession } from '../session.js';

/** Minimal event shapes, so the handlers work with React's events and in tests. */
interface PointerLike {
  button?: number;
  pointerId?: number;
  currentTarget?: unknown;
  preventDefault(): void;
}
interface KeyLike {
  key: string;
  repeat?: boolean;
  preventDefault(): void;
}

/** Props for a hold-to-talk `<button>`: spread them onto it (`<button {...props}>`). */
export interface PushToTalkButtonProps {
  type: 'button';
  'aria-pressed': boolean;
  onPointerDown(event: PointerLike): void;
  onPointerUp(event: PointerLike): void;
  onPointerCancel(event: PointerLike): void;
  onKeyDown(event: KeyLike): void;
  onKeyUp(event: KeyLike): void;
  onBlur(): void;
  onContextMenu(event: { preventDefault(): void }): void;
}

/**
 * Hold-to-talk button behaviour without React: pointer down (primary button, captured so a
 * finger sliding off still releases here) or Space down presses; pointer up/cancel, Space up
 * or losing focus releases. Key repeats are ignored; the long-press menu of phones is suppressed.
 */
export function pushToTalkButtonProps(
  session: Pick<VoiceSession, 'pressToTalk' | 'releaseToTalk'> | null,
  talking: boolean,
): PushToTalkButtonProps {
  const press = () => void session?.pressToTalk();
  const release = () => session?.releaseToTalk();
  const isSpace = (e: KeyLike) => e.key === ' ' || e.key === 'Spacebar';
  return {
    type: 'button',
    'aria-pressed': talking,
    onPointerDown(event) {
      if (event.button !== undefined && event.button !== 0) return;
      event.preventDefault();
      const target = event.currentTarget as
        | { setPointerCapture?: (id: number) => void; focus?: () => void }
        | undefined;
      target?.focus?.();
      try {
        if (event.pointerId !== undefined) target?.setPointerCapture?.(event.pointerId);
      } catch {
        // A synthetic pointer (assistive tech, tests) has nothing to capture.
      }
      press();
    },
    onPointerUp: release,
    onPointerCancel: release,
    onKeyDown(event) {
      if (!isSpace(event)) return;
      // A button clicks on Space up; the hold is ours, not a click.
      event.preventDefault();
      if (!event.repeat) press();
    },
    onKeyUp(event) {
      if (!isSpace(event)) return;
      event.preventDefault();
      release();
    },
    onBlur: release,
    onContextMenu: (event) => event.preventDefault(),
  };
}

/**
 * A hold-to-talk button for `useVoiceSession`'s session (with `pushToTalk: true`):
 * `<button {...usePushToTalk(session, state.talking)}>Hold to talk</button>`.
 */
export function usePushToTalk(
  session: Pick<VoiceSession, 'pressToTalk' | 'releaseToTalk'> | null,
  talking: boolean,
): PushToTalkButtonProps {
  return useMemo(() => pushToTalkButtonProps(session, talking), [session, talking]);
}
