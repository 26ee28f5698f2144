import { style } from '@vanilla-extract/css';
import { choice, indicatorBase } from '../shared/choice.css';
import { vars } from '../theme/contract.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
    },
  },
});

export const circle = style([
  indicatorBase,
  { width: '1.5rem', height: '1.5rem', borderRadius: vars.radius.full },
]);

export const dot = style({
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  visibility: 'hidden',
  selectors: { [`${choice}[data-selected] &`]: { visibility: 'visible' } },
});
