import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const rise = keyframes({ from: { transform: 'translateY(16px)', opacity: 0 } });

export const panel = style({
  position: 'fixed',
  // Above the floating button on phones, where the panel covers the screen and has its own ×.
  zIndex: `calc(${vars.zIndex.floating} + 1)`,
  // Phones: the whole screen (spec §2), following the visual viewport when the keyboard opens.
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  '@media': {
    'screen and (min-width: 768px)': {
      inset: 'auto',
      insetInlineEnd: vars.space.lg,
      bottom: `calc(${vars.space.lg} + 56px + ${vars.space.md})`,
      width: '380px',
      height: '560px',
      maxHeight: `calc(100dvh - 2 * ${vars.space.lg} - 56px - ${vars.space.md})`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.raised,
      overflow: 'hidden',
    },
    '(prefers-reduced-motion: no-preference)': { animation: `${rise} 160ms ease-out` },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const body = style({ flex: 1, minHeight: 0, overflowY: 'auto', padding: vars.space.md });

export const footer = style({
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
