import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  paddingBlockEnd: vars.space.sm,
});

const cell = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
} as const;

export const colHead = style({
  ...cell,
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:last-child': { textAlign: 'end' } },
});

export const label = recipe({
  base: { ...cell, textAlign: 'start', fontWeight: vars.fontWeight.regular },
  variants: {
    kind: {
      line: { paddingInlineStart: vars.space.md },
      total: { fontWeight: vars.fontWeight.bold },
      result: { fontWeight: vars.fontWeight.bold, borderBlockEndWidth: 3 },
    },
  },
});

export const note = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const amount = recipe({
  base: { ...cell, textAlign: 'end', whiteSpace: 'nowrap' },
  variants: {
    kind: {
      line: {},
      total: { fontWeight: vars.fontWeight.bold },
      result: { fontWeight: vars.fontWeight.bold, borderBlockEndWidth: 3 },
    },
    tone: {
      plain: {},
      loss: { color: vars.color.dangerText },
      gain: { color: vars.color.successText },
    },
  },
});
