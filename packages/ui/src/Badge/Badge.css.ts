import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: 2,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
  },
  variants: {
    variant: {
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.onSuccessSubtle },
      warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.onWarningSubtle },
      danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.onDangerSubtle },
      info: { backgroundColor: vars.color.infoSubtle, color: vars.color.onInfoSubtle },
    },
  },
  defaultVariants: { variant: 'neutral' },
});
