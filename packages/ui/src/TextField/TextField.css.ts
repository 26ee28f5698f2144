import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  selectors: {
    // A symbol, not words, so no translation is needed; the alt text after "/" is empty because
    // the input's required state is already announced.
    [`${field}[data-required] &::after`]: {
      content: '" *" / ""',
      color: vars.color.dangerText,
    },
    [`${field}[data-disabled] &`]: { color: vars.color.onDisabled },
  },
});

export const input = style({
  width: '100%',
  minHeight: vars.size.controlMd,
  margin: 0,
  paddingInline: vars.space.md,
  // 1rem (16 px) stops mobile browsers zooming into the field on focus.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `border-color ${vars.duration.fast} ease-out`,
    },
    '(forced-colors: active)': {
      borderColor: 'FieldText',
      selectors: {
        '&[data-focused]': { outlineColor: 'Highlight' },
        '&[data-invalid]': { borderColor: 'Mark' },
        '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    // Text inputs show focus for every modality: a farmer tapping in needs to see where the
    // typing goes too.
    '&[data-focused]': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.ringOffset,
    },
    '&[data-invalid]': {
      borderColor: vars.color.dangerText,
      borderWidth: 2,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabled,
      color: vars.color.onDisabled,
      borderColor: vars.color.disabled,
      cursor: 'not-allowed',
    },
  },
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.dangerText,
});
