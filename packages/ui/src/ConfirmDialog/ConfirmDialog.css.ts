import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  overflowY: 'auto',
});

export const body = style({ color: vars.color.text, lineHeight: vars.lineHeight.body });
