import { keyframes, type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

interface VariantColors {
  background: string;
  hovered: string;
  pressed: string;
  text: string;
  border: string;
}

// State lives in RAC's data-* attributes; disabled is repeated per variant so it wins over the
// variant's own background at equal specificity.
function variantStyle(c: VariantColors): StyleRule {
  return {
    backgroundColor: c.background,
    color: c.text,
    borderColor: c.border,
    selectors: {
      '&[data-hovered]': { backgroundColor: c.hovered },
      '&[data-pressed]': { backgroundColor: c.pressed },
      '&[data-disabled]': {
        backgroundColor: vars.color.disabled,
        color: vars.color.onDisabled,
        borderColor: vars.color.disabled,
      },
    },
  };
}

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    margin: 0,
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    // Stops the 300 ms double-tap-zoom delay on older Android browsers.
    touchAction: 'manipulation',
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        transition: `background-color ${vars.duration.fast} ease-out, transform ${vars.duration.fast} ease-out`,
      },
      '(forced-colors: active)': {
        forcedColorAdjust: 'none',
        backgroundColor: 'ButtonFace',
        color: 'ButtonText',
        borderColor: 'ButtonText',
        selectors: {
          '&[data-hovered], &[data-pressed]': { borderColor: 'Highlight' },
          '&[data-focus-visible]': { outlineColor: 'Highlight' },
          '&[data-disabled]': { color: 'GrayText', borderColor: 'GrayText' },
        },
      },
    },
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focus.ringOffset,
      },
      '&[data-pressed]': { transform: 'scale(0.98)' },
      '&[data-disabled]': { cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: variantStyle({
        background: vars.color.primary,
        hovered: vars.color.primaryHover,
        pressed: vars.color.primaryPressed,
        text: vars.color.onPrimary,
        border: vars.color.primary,
      }),
      secondary: variantStyle({
        background: vars.color.primarySubtle,
        hovered: vars.color.primarySubtleHover,
        pressed: vars.color.primarySubtlePressed,
        text: vars.color.onPrimarySubtle,
        border: vars.color.primary,
      }),
      ghost: variantStyle({
        background: 'transparent',
        hovered: vars.color.primarySubtle,
        pressed: vars.color.primarySubtleHover,
        text: vars.color.onPrimarySubtle,
        border: 'transparent',
      }),
      destructive: variantStyle({
        background: vars.color.danger,
        hovered: vars.color.dangerHover,
        pressed: vars.color.dangerPressed,
        text: vars.color.onDanger,
        border: vars.color.danger,
      }),
    },
    size: {
      // Every size keeps the 44 px touch target; "sm" is only visually tighter.
      sm: {
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.lg,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Still show progress, just without the fast rotation.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});
