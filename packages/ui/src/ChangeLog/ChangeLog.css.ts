import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
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

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const changes = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.md,
  overflowWrap: 'anywhere',
});

export const field = style({ color: vars.color.textMuted });

export const before = style({ textDecoration: 'line-through', color: vars.color.textMuted });

export const after = style({ fontWeight: 600, color: vars.color.text });

export const empty = style({ margin: 0, color: vars.color.textMuted });
