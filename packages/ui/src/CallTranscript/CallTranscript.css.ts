import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const turn = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const when = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const lines = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const who = style({ color: vars.color.textMuted, fontWeight: 600 });

export const said = style({ margin: 0, color: vars.color.text });

export const empty = style({ margin: 0, color: vars.color.textMuted });
