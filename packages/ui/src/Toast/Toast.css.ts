import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { TOAST_BOTTOM } from '../shared/floating.css';
import { vars } from '../theme/contract.css';

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  // Bottom centre on phones, within thumb reach, stacked above the chat button's lane so it
  // never covers the chat button (shared/floating.ts).
  insetInline: vars.space.md,
  bottom: TOAST_BOTTOM,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  outline: 'none',
  pointerEvents: 'none',
  '@media': {
    'screen and (min-width: 768px)': {
      insetInline: 'auto',
      right: vars.space.lg,
      alignItems: 'flex-end',
    },
  },
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    width: '100%',
    maxWidth: '28rem',
    padding: vars.space.md,
    paddingInlineEnd: vars.space.sm,
    borderRadius: vars.radius.lg,
    border: '1px solid transparent',
    boxShadow: vars.shadow.raised,
    // Horizontal drags belong to swipe-to-dismiss; vertical ones still scroll the page.
    touchAction: 'pan-y',
    userSelect: 'none',
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: `transform ${vars.duration.fast} ease-out, opacity ${vars.duration.fast} ease-out`,
      },
      '(forced-colors: active)': {
        borderColor: 'CanvasText',
        selectors: {
          '&:focus-visible': { outlineColor: 'Highlight' },
        },
      },
    },
    selectors: {
      '&:focus-visible': {
        outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focus.ringOffset,
      },
      // Follow the finger without lag while dragging.
      '&[data-swiping]': { transition: 'none' },
    },
  },
  variants: {
    variant: {
      default: { backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse },
      success: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
      destructive: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

/** The toast's one action ("Undo"): a text button as tall as a finger. */
export const actionButton = style({
  flexShrink: 0,
  minHeight: vars.size.touchTarget,
  margin: `calc(-1 * ${vars.space.xs}) 0`,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid currentColor`, outlineOffset: 2 },
  },
});

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: `calc(-1 * ${vars.space.xs}) 0`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  // Inherit the toast's text colour: it already meets AA on every toast variant, so the icon
  // and the focus ring do too.
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  '@media': {
    '(forced-colors: active)': {
      color: 'ButtonText',
      selectors: {
        '&[data-hovered]': { outline: '1px solid Highlight' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
  selectors: {
    '&[data-hovered]': { boxShadow: 'inset 0 0 0 2px currentColor' },
    '&[data-pressed]': { boxShadow: 'inset 0 0 0 3px currentColor' },
    '&[data-focus-visible]': {
      outline: `${vars.focus.ringWidth} solid currentColor`,
      outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
    },
  },
});

export const closeIcon = style({ width: '1.25rem', height: '1.25rem' });
