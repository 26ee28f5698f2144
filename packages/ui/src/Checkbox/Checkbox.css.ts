import { style } from '@vanilla-extract/css';
import { choice, indicatorBase } from '../shared/choice.css';
import { vars } from '../theme/contract.css';

export const box = style([
  indicatorBase,
  { width: '1.5rem', height: '1.5rem', borderRadius: vars.radius.sm },
]);

export const mark = style({
  width: '1rem',
  height: '1rem',
  visibility: 'hidden',
  selectors: {
    [`${choice}[data-selected] &, ${choice}[data-indeterminate] &`]: { visibility: 'visible' },
  },
});
