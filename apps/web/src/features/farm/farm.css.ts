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

export const pendingActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
