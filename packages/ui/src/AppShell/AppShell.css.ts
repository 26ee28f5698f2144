import { style } from '@vanilla-extract/css';
import { TOAST_SPACE_PROPERTY } from '../shared/floating.css';
import { focusRing } from '../shared/styles.css';
import { vars } from '../theme/contract.css';

export const shell = style({ display: 'flex', minHeight: '100dvh' });

export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topBarContent = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/**
 * Room kept free at the bottom of every page for what floats over it: the chat button (56 px
 * at 1rem from the edge) and, while one shows, the toast stacked above it (its height, set by
 * the ToastRegion). Scrolled to the end, a page's last button ("Save record", "Create pen")
 * sits above them, never under them.
 */
const FLOATING_CLEARANCE = `calc(6rem + var(${TOAST_SPACE_PROPERTY}, 0px))`;

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.md,
  paddingBlockEnd: FLOATING_CLEARANCE,
  outline: 'none',
  '@media': {
    'screen and (min-width: 768px)': {
      padding: vars.space.lg,
      paddingBlockEnd: FLOATING_CLEARANCE,
    },
  },
});

/** Off screen until focused: the first Tab on every page reveals it. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', ...focusRing } },
});
