import { vars } from '@kiwo/ui';
import { style } from '@vanilla-extract/css';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-100px',
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const navbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const brand = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const main = style({
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  padding: vars.space.md,
});

export const appFrame = style({
  display: 'flex',
  minHeight: '100vh',
  '@media': { 'screen and (max-width: 767px)': { flexDirection: 'column' } },
});

export const sidebar = style({
  width: '16rem',
  flexShrink: 0,
  padding: vars.space.md,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    'screen and (max-width: 767px)': {
      width: '100%',
      borderInlineEnd: 'none',
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

export const menu = style({ listStyle: 'none', margin: 0, padding: 0 });

export const appMain = style({ flex: 1, minWidth: 0 });

export const narrow = style({ width: '100%', maxWidth: '36rem', marginInline: 'auto' });
