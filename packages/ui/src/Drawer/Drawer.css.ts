import { keyframes, style } from '@vanilla-extract/css';
import { SIDEBAR_WIDTH_MOBILE } from '../Sidebar/constants';
import { vars } from '../theme/contract.css';

const slideInStart = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideInEnd = keyframes({ from: { transform: 'translateX(100%)' } });

export const overlay = style({
  // Drawers hug an edge, so the overlay does not centre or pad its content.
  alignItems: 'stretch',
  justifyContent: 'flex-start',
  padding: 0,
  selectors: { '&[data-placement="end"]': { justifyContent: 'flex-end' } },
});

export const drawer = style({
  display: 'flex',
  width: SIDEBAR_WIDTH_MOBILE,
  maxWidth: 'calc(100vw - 3rem)',
  height: '100%',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  outline: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-entering]': { animation: `${slideInStart} 200ms ease-out` },
        ':dir(rtl) &[data-entering], [data-placement="end"] > &[data-entering]': {
          animation: `${slideInEnd} 200ms ease-out`,
        },
      },
    },
    '(forced-colors: active)': { borderInlineEnd: '1px solid CanvasText' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const closeRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  paddingInlineStart: vars.space.md,
});

export const content = style({ flex: 1, minHeight: 0, overflowY: 'auto' });
