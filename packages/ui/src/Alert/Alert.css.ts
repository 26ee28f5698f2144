import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStart: '4px solid currentColor',
    '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
  },
  variants: {
    variant: {
      info: { backgroundColor: vars.color.infoSubtle, color: vars.color.onInfoSubtle },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.onSuccessSubtle },
      warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.onWarningSubtle },
      danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.onDangerSubtle },
    },
  },
  defaultVariants: { variant: 'info' },
});

export const icon = style({ display: 'inline-flex', paddingBlock: 2 });

export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const title = style({ fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const action = style({ flexShrink: 0, alignSelf: 'center' });
