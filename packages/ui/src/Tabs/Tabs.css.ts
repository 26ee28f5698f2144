import { style } from '@vanilla-extract/css';
import { focusRing, insetFocusRing } from '../shared/styles.css';
import { vars } from '../theme/contract.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  // Many tabs on a 360 px phone scroll sideways instead of wrapping into a confusing grid.
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: '3px solid transparent',
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': {
      color: vars.color.onPrimarySubtle,
      borderBottomColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': { borderBottomColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const panel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
