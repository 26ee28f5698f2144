import { vars } from '@kiwo/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Call and WhatsApp links side by side, each a 44 px tap target. */
export const contact = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});
globalStyle(`${contact} > a`, { minHeight: '44px', display: 'inline-flex', alignItems: 'center' });

/** The phone's first screen: the register button, then what needs action. */
export const topActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const reasons = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

/** "Farmers › name › page": one line that wraps, a › between crumbs. */
export const crumbs = style({ marginBlockEnd: vars.space.md, fontSize: vars.fontSize.sm });
globalStyle(`${crumbs} ol`, {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
globalStyle(`${crumbs} li + li::before`, { content: '"›"', marginInlineEnd: vars.space.xs });
globalStyle(`${crumbs} a`, { minHeight: '44px', display: 'inline-flex', alignItems: 'center' });
