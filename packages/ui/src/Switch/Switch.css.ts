import { style } from '@vanilla-extract/css';
import { choice, indicatorBase } from '../shared/choice.css';
import { vars } from '../theme/contract.css';

export const track = style([
  indicatorBase,
  {
    justifyContent: 'flex-start',
    width: '2.75rem',
    height: '1.5rem',
    padding: 2,
    borderRadius: vars.radius.full,
  },
]);

export const thumb = style({
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `transform ${vars.duration.fast} ease-out`,
    },
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      backgroundColor: 'ButtonText',
      selectors: { [`${choice}[data-selected] &`]: { backgroundColor: 'HighlightText' } },
    },
  },
  selectors: {
    [`${choice}[data-selected] &`]: {
      backgroundColor: vars.color.onPrimary,
      transform: 'translateX(1.25rem)',
    },
    [`:dir(rtl) ${choice}[data-selected] &`]: { transform: 'translateX(-1.25rem)' },
    [`${choice}[data-disabled] &`]: { backgroundColor: vars.color.onDisabled },
  },
});
