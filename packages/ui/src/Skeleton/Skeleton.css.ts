import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const bone = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surfaceSunken,
    borderRadius: vars.radius.sm,
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${pulse} 1.6s ease-in-out infinite`,
      },
      '(forced-colors: active)': { border: '1px solid GrayText' },
    },
    selectors: { '&:last-child:not(:first-child)': { width: '60%' } },
  },
  variants: {
    variant: {
      text: { width: '100%', height: '1em' },
      title: { width: '50%', height: '1.5em' },
      avatar: { width: '2.5rem', height: '2.5rem', borderRadius: vars.radius.full },
      block: { width: '100%', height: '8rem', borderRadius: vars.radius.md },
    },
  },
  defaultVariants: { variant: 'text' },
});
