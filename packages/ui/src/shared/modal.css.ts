import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });

/** The dimmed full-screen layer under a modal or drawer (RAC `ModalOverlay`). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  // The keyboard on a phone shrinks the visual viewport; the dialog must stay reachable.
  height: 'var(--visual-viewport-height, 100dvh)',
  backgroundColor: vars.color.backdrop,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` },
        '&[data-exiting]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
      },
    },
  },
});

/** Heading of a dialog, drawer or panel. */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** The title row: heading and close button. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The scrolling content of a dialog. */
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  color: vars.color.text,
});

/** Actions at the bottom; they wrap and end-align, full width on narrow phones. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
