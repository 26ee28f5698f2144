import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { insetFocusRing } from './styles.css';

/** The floating surface of Select, ComboBox, Menu, DatePicker and Popover. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  overflow: 'auto',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  outline: 'none',
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

/** A list of options or menu items inside a popover. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

/** One option or menu item: 44 px tall, check mark shown when selected. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      selectors: {
        '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-selected]': { fontWeight: vars.fontWeight.bold, color: vars.color.onPrimarySubtle },
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'not-allowed' },
    '&[data-danger]': { color: vars.color.dangerText },
  },
});

/** The check mark slot of an item: keeps labels aligned whether or not they are selected. */
export const itemCheck = style({
  display: 'inline-flex',
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  visibility: 'hidden',
  selectors: { [`${item}[data-selected] &`]: { visibility: 'visible' } },
});

export const empty = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
