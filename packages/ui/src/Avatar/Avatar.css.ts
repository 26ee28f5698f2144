import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primarySubtle,
    color: vars.color.onPrimarySubtle,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    userSelect: 'none',
    '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
  },
  variants: {
    size: {
      sm: { width: '2rem', height: '2rem', fontSize: vars.fontSize.sm },
      md: { width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.md },
      lg: { width: '4rem', height: '4rem', fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
