import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const zoomIn = keyframes({ from: { transform: 'scale(0.96)', opacity: 0 } });

export const modal = recipe({
  base: {
    display: 'flex',
    width: '100%',
    maxHeight: '100%',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.raised,
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-entering]': { animation: `${zoomIn} ${vars.duration.fast} ease-out` },
        },
      },
      '(forced-colors: active)': { border: '1px solid CanvasText' },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '400px' },
      // The voice dialog (spec §2): max width 600 px.
      md: { maxWidth: '600px' },
      lg: { maxWidth: '800px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});
