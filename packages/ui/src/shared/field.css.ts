import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from './styles.css';

/** Root of every labelled field: label, control, description and error stacked. */
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
    // the control's required state is already announced.
    [`${field}[data-required] &::after`]: {
      content: '" *" / ""',
      color: vars.color.dangerText,
    },
    [`${field}[data-disabled] &`]: { color: vars.color.onDisabled },
  },
});

const controlBox = {
  minHeight: vars.size.controlMd,
  margin: 0,
  // 1rem (16 px) stops mobile browsers zooming into the field on focus.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
} as const;

const controlForcedColors = {
  borderColor: 'FieldText',
  selectors: {
    '&[data-focused], &[data-focus-within], &[data-focus-visible]': { outlineColor: 'Highlight' },
    '&[data-invalid]': { borderColor: 'Mark' },
    '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
  },
} as const;

const controlStates = {
  '&[data-hovered]': { borderColor: vars.color.text },
  '&[data-invalid]': { borderColor: vars.color.dangerText, borderWidth: 2 },
  '&[data-disabled]': {
    backgroundColor: vars.color.disabled,
    color: vars.color.onDisabled,
    borderColor: vars.color.disabled,
    cursor: 'not-allowed',
  },
} as const;

/** A plain text input. Text inputs show focus for every modality (a tap too). */
export const input = style({
  ...controlBox,
  width: '100%',
  paddingInline: vars.space.md,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `border-color ${vars.duration.fast} ease-out`,
    },
    '(forced-colors: active)': controlForcedColors,
  },
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-focused]': focusRing,
    ...controlStates,
  },
});

/** A RAC `Group` that looks like one input but holds an input plus icon buttons. */
export const group = style({
  ...controlBox,
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  overflow: 'hidden',
  '@media': { '(forced-colors: active)': controlForcedColors },
  selectors: {
    '&[data-focus-within]': focusRing,
    ...controlStates,
  },
});

/** The input inside a {@link group}: the group draws border and focus. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  paddingInline: vars.space.md,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** A button that looks like an input and opens a list (Select, Menu-like triggers). */
export const triggerButton = style({
  ...controlBox,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  paddingInline: vars.space.md,
  textAlign: 'start',
  cursor: 'pointer',
  '@media': { '(forced-colors: active)': controlForcedColors },
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    ...controlStates,
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
