import { recipe } from '@vanilla-extract/recipes';

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    // Icons follow the surrounding text colour, so contrast and forced colours come for free.
    color: 'currentColor',
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem' },
      md: { width: '1.25rem', height: '1.25rem' },
      lg: { width: '1.5rem', height: '1.5rem' },
      xl: { width: '2rem', height: '2rem' },
    },
  },
  defaultVariants: { size: 'md' },
});
