import { style } from '@vanilla-extract/css';
import { focusRing } from '../shared/styles.css';
import { vars } from '../theme/contract.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.dangerText}`,
  borderInlineStartWidth: 6,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.onDangerSubtle,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
  '@media': { '(forced-colors: active)': { borderColor: 'Mark' } },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': focusRing,
  },
  '@media': { '(forced-colors: active)': { color: 'LinkText' } },
});
