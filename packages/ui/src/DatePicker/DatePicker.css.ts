import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../shared/styles.css';
import { vars } from '../theme/contract.css';

export const dateInput = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  paddingInline: vars.space.md,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  paddingInline: 2,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { paddingInline: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText' },
      },
    },
  },
});

export const dialog = style({ outline: 'none', padding: vars.space.sm });

export const calendar = style({ width: 'min(20rem, calc(100vw - 32px))' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

// The chevrons point in the reading direction.
export const flip = style({
  display: 'inline-flex',
  selectors: { ':dir(rtl) &': { transform: 'scaleX(-1)' } },
});

export const grid = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${grid} th`, { paddingBlock: vars.space.xs, color: vars.color.textMuted });

/** A weekday's letter: no dotted underline (its name shows on hover). */
export const abbr = style({ textDecoration: 'none' });

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Seven 40 px columns fit a 320 px screen; the row height keeps a 44 px target per day.
  height: vars.size.touchTarget,
  minWidth: '2.5rem',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      selectors: {
        '&[data-selected]': { backgroundColor: 'Highlight', color: 'HighlightText' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.onDisabled,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});
