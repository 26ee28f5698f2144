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

export const main = style({
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  padding: vars.space.md,
});

export const narrow = style({ width: '100%', maxWidth: '36rem', marginInline: 'auto' });
