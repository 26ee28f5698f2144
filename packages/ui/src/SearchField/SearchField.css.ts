import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const searchIcon = style({
  display: 'inline-flex',
  paddingInlineStart: vars.space.md,
  color: vars.color.textMuted,
});

export const input = style({ paddingInlineStart: vars.space.sm });

// RAC marks the field empty; the clear button only makes sense with text.
export const clear = style({
  selectors: { '[data-empty] &': { visibility: 'hidden' } },
});
