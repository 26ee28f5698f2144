import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const popover = style({ maxWidth: 'min(22rem, calc(100vw - 16px))' });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  outline: 'none',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
