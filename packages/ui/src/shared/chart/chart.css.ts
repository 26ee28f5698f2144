import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const canvas = style({ width: '100%', minWidth: 0 });

export const svg = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisText = style({
  fill: vars.color.textMuted,
  fontSize: '12px',
  fontFamily: vars.font.body,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const valueText = style([
  axisText,
  { fill: vars.color.text, fontWeight: vars.fontWeight.bold },
]);

export const line = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
});

const focusable = {
  outline: 'none',
  cursor: 'default',
  selectors: {
    // Chrome draws outlines around SVG shapes; the offset leaves a gap of background so the
    // ring stands apart from a bar of the same green.
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.ringOffset,
    },
  },
} as const;

export const point = style({
  ...focusable,
  fill: vars.color.surface,
  stroke: vars.color.primary,
  strokeWidth: 2.5,
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText', fill: 'Canvas' } },
});

export const bar = style({
  ...focusable,
  fill: vars.color.primary,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  selectors: {},
});

export const th = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
});

export const td = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  selectors: { '&[data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
});
