import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    border: `3px solid ${vars.color.border}`,
    borderTopColor: vars.color.primary,
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
      '(forced-colors: active)': { borderColor: 'GrayText', borderTopColor: 'Highlight' },
    },
  },
  variants: {
    size: {
      sm: { width: '1.25rem', height: '1.25rem', borderWidth: 2 },
      md: { width: '2rem', height: '2rem' },
      lg: { width: '3rem', height: '3rem', borderWidth: 4 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});
