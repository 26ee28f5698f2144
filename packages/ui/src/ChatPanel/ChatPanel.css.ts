import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { input } from '../shared/field.css';
import { focusRing, iconButton } from '../shared/styles.css';
import { vars } from '../theme/contract.css';

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: '100%',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: '88%' },
  variants: {
    role: {
      user: { alignSelf: 'flex-end', alignItems: 'flex-end' },
      assistant: { alignSelf: 'flex-start', alignItems: 'flex-start' },
    },
  },
});

export const bubble = recipe({
  base: {
    margin: 0,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.lg,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.body,
    // Answers are plain text: keep the advisor's paragraphs and line breaks, wrap long words.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
  },
  variants: {
    role: {
      user: { backgroundColor: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
      assistant: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    },
    kind: {
      normal: {},
      error: { backgroundColor: vars.color.dangerSubtle, color: vars.color.onDangerSubtle },
    },
  },
});

export const feedback = style({ display: 'flex', gap: vars.space.xs });

export const feedbackButton = style([
  iconButton,
  {
    color: vars.color.textMuted,
    selectors: {
      '&[data-selected]': {
        backgroundColor: vars.color.primarySubtle,
        color: vars.color.onPrimarySubtle,
      },
      '&[data-selected][data-hovered]': { backgroundColor: vars.color.primarySubtleHover },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&[data-selected]': { backgroundColor: 'Highlight', color: 'HighlightText' } },
      },
    },
  },
]);

const pulse = keyframes({ '0%, 100%': { opacity: 0.4 }, '50%': { opacity: 1 } });

export const thinking = style({
  alignSelf: 'flex-start',
  margin: 0,
  color: vars.color.textMuted,
  fontStyle: 'italic',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.4s ease-in-out infinite` },
  },
});

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const textField = style({ flex: 1, minWidth: 0 });

export const textArea = style([
  input,
  {
    display: 'block',
    paddingBlock: vars.space.sm,
    maxHeight: '8rem',
    resize: 'none',
    fontFamily: vars.font.body,
  },
]);

export const sendButton = style([
  iconButton,
  {
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    borderRadius: vars.radius.full,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.primaryHover },
      '&[data-pressed]': { backgroundColor: vars.color.primaryPressed },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { backgroundColor: vars.color.disabled, color: vars.color.onDisabled },
    },
  },
]);

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '[data-keyboard-open] &': { display: 'none' } },
});

export const notice = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
});
