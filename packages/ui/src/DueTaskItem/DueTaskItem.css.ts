import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const item = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: 4,
    backgroundColor: vars.color.surface,
    listStyle: 'none',
  },
  variants: {
    status: {
      overdue: { borderInlineStartColor: vars.color.danger },
      due: { borderInlineStartColor: vars.color.onWarningSubtle },
      upcoming: { borderInlineStartColor: vars.color.borderStrong },
      given: { borderInlineStartColor: vars.color.success },
    },
  },
});

export const text = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
