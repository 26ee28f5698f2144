import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/styles.css';
import { vars } from '../theme/contract.css';
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED } from './constants';

export const sidebar = style({
  position: 'sticky',
  top: 0,
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  width: SIDEBAR_WIDTH,
  height: '100dvh',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  selectors: { '&[data-state="collapsed"]': { width: SIDEBAR_WIDTH_COLLAPSED } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'width 200ms ease-out' },
    '(forced-colors: active)': { borderInlineEnd: '1px solid CanvasText' },
  },
});

/** Content column shared by the desktop sidebar and the mobile drawer. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlLg,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const nav = style({ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
});

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingInline: `calc((${SIDEBAR_WIDTH_COLLAPSED} - 2 * ${vars.space.xs} - 1.25rem) / 2)`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.focus.ringWidth})` },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[aria-current="page"]': { outline: '2px solid Highlight' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});

export const label = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    // Collapsed: the label stays in the accessibility tree as the link's name.
    [`${sidebar}[data-state="collapsed"] &`]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  selectors: {
    [`${sidebar}[data-state="collapsed"] &`]: {
      position: 'absolute',
      top: 0,
      insetInlineEnd: 0,
      minWidth: '1.125rem',
      height: '1.125rem',
      fontSize: '0.6875rem',
    },
  },
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const footer = style({
  padding: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

export const tooltip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.raised,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});
