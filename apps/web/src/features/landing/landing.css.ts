import { vars } from '@kiwo/ui';
import { style } from '@vanilla-extract/css';

const wide = 'screen and (min-width: 768px)';
const desktop = 'screen and (min-width: 1024px)';

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  paddingBlock: vars.space.lg,
  '@media': { [wide]: { gridTemplateColumns: '3fr 2fr' } },
});

export const headline = style({
  fontSize: 'clamp(1.75rem, 6vw, 2.75rem)',
  lineHeight: vars.lineHeight.tight,
  margin: 0,
});

export const values = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'grid',
  gap: vars.space.xs,
});

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs });

/** Fixed aspect ratio: the art takes its space before it draws, so nothing shifts. */
export const art = style({ width: '100%', height: 'auto', aspectRatio: '4 / 3', display: 'block' });

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const ussd = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': {
    [wide]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [wide]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const offer = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  textAlign: 'center',
});

export const footer = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
});

export const linkGroups = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, 1fr)',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(5, 1fr)' } },
});

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.md });
