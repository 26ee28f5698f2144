import { vars } from '@kiwo/ui';
import { style } from '@vanilla-extract/css';

export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10.5rem, 1fr))',
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '3fr 2fr' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  alignItems: 'start',
});

export const bigActions = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

/** One record of the waiting list: a bordered row, a thicker edge when it needs a choice. */
export const pending = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[data-state="conflict"], &[data-state="rejected"]': {
      borderInlineStartWidth: 4,
      borderInlineStartColor: vars.color.danger,
    },
  },
});

export const pendingHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const pendingActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
