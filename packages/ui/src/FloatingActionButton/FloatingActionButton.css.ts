import { style } from '@vanilla-extract/css';
import { FAB_BOTTOM, FAB_SIZE } from '../shared/floating.css';
import { focusRing } from '../shared/styles.css';
import { vars } from '../theme/contract.css';

export const fab = style({
  position: 'fixed',
  insetInlineEnd: `max(${vars.space.md}, env(safe-area-inset-right))`,
  bottom: FAB_BOTTOM,
  zIndex: vars.zIndex.floating,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: FAB_SIZE,
  height: FAB_SIZE,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  outline: 'none',
  touchAction: 'manipulation',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `background-color ${vars.duration.fast} ease-out, transform ${vars.duration.fast} ease-out`,
    },
    '(forced-colors: active)': {
      border: '2px solid ButtonText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primaryHover },
    '&[data-pressed]': { backgroundColor: vars.color.primaryPressed, transform: 'scale(0.96)' },
    '&[data-focus-visible]': focusRing,
  },
});
