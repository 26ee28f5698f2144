import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const focus = {
  outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.ringOffset,
};

const buttonLike = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  border: '2px solid transparent',
} as const;

export const link = recipe({
  base: {
    fontFamily: vars.font.body,
    fontSize: 'inherit',
    cursor: 'pointer',
    selectors: { '&[data-focus-visible]': focus },
    '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none', color: 'LinkText' } },
  },
  variants: {
    variant: {
      inline: {
        color: vars.color.primary,
        textDecoration: 'underline',
        textUnderlineOffset: '0.15em',
        selectors: { '&[data-hovered]': { color: vars.color.primaryHover } },
      },
      primary: {
        ...buttonLike,
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]': { background: vars.color.primaryHover },
          '&[data-pressed]': { background: vars.color.primaryPressed },
          '&[data-focus-visible]': focus,
        },
      },
      secondary: {
        ...buttonLike,
        background: vars.color.primarySubtle,
        color: vars.color.onPrimarySubtle,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]': { background: vars.color.primarySubtleHover },
          '&[data-pressed]': { background: vars.color.primarySubtlePressed },
          '&[data-focus-visible]': focus,
        },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
