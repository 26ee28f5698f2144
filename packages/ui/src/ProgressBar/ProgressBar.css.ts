import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const track = style({
  height: '0.625rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  // The track boundary is a meaningful graphic (1.4.11): outline it at 3:1.
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
  overflow: 'hidden',
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'width 200ms ease-out' },
    '(forced-colors: active)': { backgroundColor: 'Highlight' },
  },
});
