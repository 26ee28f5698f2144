import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../shared/styles.css';
import { vars } from '../theme/contract.css';

const pulse = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.dangerSubtle}` },
  '100%': { boxShadow: `0 0 0 16px transparent` },
});
const bounce = keyframes({
  '0%, 100%': { transform: 'scaleY(0.4)' },
  '50%': { transform: 'none' },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const status = recipe({
  base: { margin: 0, flex: 1, minWidth: '12rem', fontWeight: vars.fontWeight.medium },
  variants: {
    kind: {
      info: { color: vars.color.text },
      error: { color: vars.color.dangerText },
    },
  },
});

export const micArea = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The whole button (circle + caption) is the target: large and easy to hit on a cheap phone. */
export const micButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  outline: 'none',
  touchAction: 'manipulation',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-pending]': { cursor: 'progress' },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'ButtonText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

/** Hold-to-talk: a long press is a hold, never a scroll, a text selection or a callout menu. */
export const holdButton = style({
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  WebkitTouchCallout: 'none',
  selectors: { '&:focus-visible': focusRing },
  '@media': {
    '(forced-colors: active)': { selectors: { '&:focus-visible': { outlineColor: 'Highlight' } } },
  },
});

/** The typed question: the field grows, Send keeps its size; they stack on a 360 px phone. */
export const typeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const typeField = style({ flex: '1 1 12rem', minWidth: 0 });

export const micCircle = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '6rem',
    height: '6rem',
    borderRadius: vars.radius.full,
    border: '2px solid transparent',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: `background-color ${vars.duration.fast} ease-out, transform ${vars.duration.fast} ease-out`,
      },
      '(forced-colors: active)': { borderColor: 'ButtonText', forcedColorAdjust: 'none' },
    },
    selectors: {
      [`${micButton}[data-pressed] &`]: { transform: 'scale(0.96)' },
    },
  },
  variants: {
    listening: {
      false: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          [`${micButton}[data-hovered] &`]: { backgroundColor: vars.color.primaryHover },
        },
      },
      true: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          [`${micButton}[data-hovered] &`]: { backgroundColor: vars.color.dangerHover },
        },
        '@media': {
          '(prefers-reduced-motion: no-preference)': {
            animation: `${pulse} 1.4s ease-out infinite`,
          },
        },
      },
    },
  },
  defaultVariants: { listening: false },
});

export const speaking = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.onInfoSubtle,
  backgroundColor: vars.color.infoSubtle,
  borderRadius: vars.radius.full,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  fontWeight: vars.fontWeight.medium,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const bars = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  gap: 2,
  height: '1rem',
});

export const bar = style({
  width: 3,
  height: '100%',
  borderRadius: vars.radius.sm,
  backgroundColor: 'currentColor',
  transformOrigin: 'bottom',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${bounce} 0.9s ease-in-out infinite`,
      selectors: {
        '&:nth-child(2)': { animationDelay: '0.15s' },
        '&:nth-child(3)': { animationDelay: '0.3s' },
      },
    },
  },
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const transcriptHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** Spec §2: the transcript scrolls inside at most 300 px. */
export const transcript = style({
  maxHeight: '300px',
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = recipe({
  base: {
    maxWidth: '85%',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
  },
  variants: {
    type: {
      user: {
        alignSelf: 'flex-end',
        backgroundColor: vars.color.primarySubtle,
        color: vars.color.onPrimarySubtle,
      },
      ai: { alignSelf: 'flex-start', backgroundColor: vars.color.surface, color: vars.color.text },
    },
  },
});

export const lineMeta = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  fontSize: vars.fontSize.sm,
});

export const speaker = style({ fontWeight: vars.fontWeight.bold });

export const time = style({ fontVariantNumeric: 'tabular-nums' });

export const lineText = style({ margin: 0, overflowWrap: 'anywhere' });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
