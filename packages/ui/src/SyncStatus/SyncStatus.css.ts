import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const region = style({ display: 'inline-flex', flexShrink: 0 });

export const pill = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    border: '1px solid transparent',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
        outlineOffset: vars.focus.ringOffset,
      },
      '&[data-hovered]': { borderColor: vars.color.borderStrong },
    },
    '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
  },
  variants: {
    connection: {
      online: { backgroundColor: vars.color.successSubtle, color: vars.color.onSuccessSubtle },
      syncing: { backgroundColor: vars.color.infoSubtle, color: vars.color.onInfoSubtle },
      offline: { backgroundColor: vars.color.warningSubtle, color: vars.color.onWarningSubtle },
    },
  },
  defaultVariants: { connection: 'online' },
});

/** The connection dot: filled when online, a ring when offline (shape, not colour alone). */
export const dot = recipe({
  base: {
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: vars.radius.full,
    flexShrink: 0,
    border: '2px solid currentColor',
    '@media': {
      '(forced-colors: active)': { forcedColorAdjust: 'none', borderColor: 'CanvasText' },
    },
  },
  variants: {
    connection: {
      online: { backgroundColor: 'currentColor' },
      syncing: { backgroundColor: 'currentColor', opacity: 0.7 },
      offline: { backgroundColor: 'transparent' },
    },
  },
});

export const count = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.5rem',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.bold,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.borderStrong}`,
  },
  variants: {
    attention: {
      true: { backgroundColor: vars.color.dangerSubtle, color: vars.color.onDangerSubtle },
      false: {},
    },
  },
});
