import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The label row of a checkbox, radio or switch: the whole row is the 44 px touch target. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&[data-disabled]': { color: vars.color.onDisabled, cursor: 'not-allowed' },
  },
});

/** Wrapper of a standalone choice and its help texts. */
export const choiceField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** Description and error of a standalone choice, indented under its label. */
export const choiceHelp = style({
  paddingInlineStart: `calc(1.5rem + ${vars.space.sm})`,
});

/** The drawn indicator (box, circle, track): focus ring and forced colours shared. */
export const indicatorBase = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onPrimary,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `background-color ${vars.duration.fast} ease-out, border-color ${vars.duration.fast} ease-out`,
    },
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      borderColor: 'ButtonText',
      backgroundColor: 'Canvas',
      color: 'Canvas',
      selectors: {
        [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
          backgroundColor: 'Highlight',
          borderColor: 'Highlight',
        },
        [`${choice}[data-focus-visible] &`]: { outlineColor: 'Highlight' },
        [`${choice}[data-disabled] &`]: { borderColor: 'GrayText' },
      },
    },
  },
  selectors: {
    [`${choice}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.dangerText },
    [`${choice}[data-focus-visible] &`]: {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.ringOffset,
    },
    [`${choice}[data-disabled] &`]: {
      borderColor: vars.color.disabled,
      backgroundColor: vars.color.disabled,
      color: vars.color.onDisabled,
    },
  },
});
