import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const trend = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, margin: 0 });

export const figure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
