import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const navbar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  // One line down to 320 px: the labels give way (below), the bar never wraps.
  flexWrap: 'nowrap',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 480px)': { paddingInline: vars.space.md } },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  marginInlineEnd: 'auto',
  flexShrink: 0,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
});

const phone = 'screen and (max-width: 479.98px)';

// On phones the sign-in links and the logout button give up their wide side padding and
// take the small type, so "Log in" and "Get Started" (or a name and Logout) fit beside the
// two menus down to 320 px (before this, the bar wrapped onto two lines at 360 px).
globalStyle(`${actions} > a, ${actions} > button`, {
  '@media': {
    [phone]: { paddingInline: vars.space.sm, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' },
  },
});

/** The logout label hides on phones; it stays the button's name for screen readers. */
export const logoutLabel = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
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
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  paddingInline: vars.space.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '12rem',
});
