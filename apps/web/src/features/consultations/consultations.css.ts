import { vars } from '@kiwo/ui';
import { style } from '@vanilla-extract/css';

export const photo = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '20rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const reply = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
});

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const replies = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});
