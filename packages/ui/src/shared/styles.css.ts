import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The keyboard focus ring every interactive component draws (tokens only). */
export const focusRing = {
  outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.ringOffset,
} as const;

/** The focus ring drawn inside the element, for items inside scrolling lists and tables. */
export const insetFocusRing = {
  outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
} as const;

/**
 * A square 44 px icon-only button (close, clear, menu toggle, steppers): the accessible name
 * comes from an `aria-label` prop, the icon inherits the text colour.
 */
export const iconButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  touchAction: 'manipulation',
  '@media': {
    '(forced-colors: active)': {
      color: 'ButtonText',
      selectors: {
        '&[data-hovered]': { outline: '1px solid Highlight' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.border },
    '&[data-focus-visible]': insetFocusRing,
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
});

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
