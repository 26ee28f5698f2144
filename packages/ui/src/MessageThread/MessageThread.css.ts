import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});

export const item = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    maxWidth: 'min(85%, 36rem)',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
    '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
  },
  variants: {
    direction: {
      in: {
        alignSelf: 'flex-start',
        background: vars.color.surface,
        color: vars.color.text,
      },
      out: {
        alignSelf: 'flex-end',
        background: vars.color.primarySubtle,
        color: vars.color.onPrimarySubtle,
      },
    },
  },
});

export const meta = style({
  fontSize: vars.fontSize.sm,
  color: 'inherit',
});
