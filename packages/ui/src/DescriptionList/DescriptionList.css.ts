import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const list = recipe({
  base: {
    display: 'grid',
    gap: vars.space.sm,
    margin: 0,
    containerType: 'inline-size',
  },
  variants: {
    layout: {
      columns: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' },
      stacked: { gridTemplateColumns: '1fr' },
    },
  },
  defaultVariants: { layout: 'columns' },
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const description = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
