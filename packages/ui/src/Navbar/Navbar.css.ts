import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const navbar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 480px)': { paddingInline: vars.space.md } },
});

export const logo = style({ display: 'flex', alignItems: 'center', marginInlineEnd: 'auto' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const languageText = style({
  '@media': {
    // Phones keep the globe only; the language name stays for screen readers.
    'screen and (max-width: 479.98px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const userName = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  paddingInline: vars.space.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '12rem',
});
