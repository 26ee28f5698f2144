import { style } from '@vanilla-extract/css';
import { label } from '../shared/field.css';
import { vars } from '../theme/contract.css';

export { description, error } from '../shared/field.css';

/** The field label's look on a `<legend>` (which browsers indent by default). */
export const legend = style([label, { padding: 0 }]);

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  maxWidth: '16rem',
});

export const image = style({
  display: 'block',
  width: '100%',
  maxHeight: '12rem',
  objectFit: 'contain',
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const caption = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
