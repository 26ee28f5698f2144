import { vars } from '@kiwo/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { ROLES } from '../../routes/roles';
import { action } from './landing.css';

/*
 * Styles of the prerendered page's own chrome — navbar, menus, chat button, toasts — which the
 * island script drives with plain DOM attributes (`hidden`, `aria-expanded`, `aria-checked`)
 * instead of react-aria's `data-*` states.
 */

const narrow = 'screen and (max-width: 399.98px)';
const phone = 'screen and (max-width: 479.98px)';
const wide = 'screen and (min-width: 768px)';

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '-100px',
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  zIndex: vars.zIndex.modal,
  selectors: { '&:focus': { top: vars.space.sm } },
});

/** Same measure as the app's public layout, so moving between pages does not jump. */
export const container = style({
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
});

export const main = style([container, { paddingBlock: vars.space.md }]);

// ——— Navbar (one line down to 320 px: the wordmark and labels give way first) ———

export const navbar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 480px)': { paddingInline: vars.space.md } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  marginInlineEnd: 'auto',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
});

export const logoMark = style({ width: '2rem', height: '2rem', flexShrink: 0 });

export const wordmark = style({ '@media': { [narrow]: { display: 'none' } } });

export const navActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

const navActionBase = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  '@media': { [phone]: { paddingInline: vars.space.sm } },
});

export const navAction = styleVariants({
  primary: [action.primary, navActionBase],
  secondary: [action.secondary, navActionBase],
});

export const iconButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: 0,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { backgroundColor: vars.color.surfaceSunken },
  },
  '@media': { '(forced-colors: active)': { color: 'ButtonText' } },
});

/** Phones keep the globe only; the language name stays for screen readers. */
export const languageName = style({
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

export const userName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '12rem',
  paddingInline: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

/** The logout label hides on phones: the icon button keeps its name for screen readers. */
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

// ——— Menus (language, theme) ———

export const menuAnchor = style({ position: 'relative', flexShrink: 0 });

export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.xs})`,
  zIndex: vars.zIndex.floating,
  display: 'grid',
  minWidth: '11rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &:focus': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': {
      outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focus.ringWidth})`,
    },
  },
});

export const menuCheck = style({
  flexShrink: 0,
  selectors: { [`${menuItem}[aria-checked="false"] &`]: { visibility: 'hidden' } },
});

// ——— Newsletter field ———

export const newsletter = style({ display: 'grid', gap: vars.space.sm });

export const newsletterRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  flex: '1 1 14rem',
  maxWidth: '24rem',
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const input = style({
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:disabled': { background: vars.color.disabled, color: vars.color.onDisabled },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
  },
});

export const submit = style({ minHeight: vars.size.controlMd });

// ——— Chat button and the signed-out contact panel ———

export const fab = style({
  position: 'fixed',
  insetInlineEnd: `max(${vars.space.md}, env(safe-area-inset-right))`,
  bottom: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
  zIndex: vars.zIndex.floating,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primaryHover },
    '&:disabled': { cursor: 'progress' },
  },
  '@media': { '(forced-colors: active)': { border: '2px solid ButtonText' } },
});

export const chatPanel = style({
  position: 'fixed',
  zIndex: vars.zIndex.floating,
  insetInline: vars.space.sm,
  bottom: `calc(56px + 2 * ${vars.space.md})`,
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [wide]: { insetInline: 'auto', right: vars.space.lg, width: '380px' } },
});

export const chatHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const chatTitle = style({ fontSize: vars.fontSize.lg });

// ——— Toasts (spec §9: one at a time, 5 s, swipe 50 px to dismiss, F8 to reach them) ———

export const toastRegion = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space.md,
  bottom: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
  '@media': {
    [wide]: { insetInline: 'auto', right: vars.space.lg, bottom: vars.space.lg },
  },
});

const toastItem = `${toastRegion} [data-toast]`;
globalStyle(toastItem, {
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '28rem',
  padding: vars.space.md,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  // Horizontal drags belong to swipe-to-dismiss; vertical ones still scroll the page.
  touchAction: 'pan-y',
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});
globalStyle(`${toastRegion} [data-toast="success"]`, {
  backgroundColor: vars.color.success,
  color: vars.color.onSuccess,
});
globalStyle(`${toastRegion} [data-toast="destructive"]`, {
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
});
globalStyle(`${toastRegion} [data-toast-text]`, {
  flex: 1,
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
});
globalStyle(`${toastRegion} [data-toast-text] span`, { fontSize: vars.fontSize.sm });
globalStyle(`${toastRegion} [data-toast-close]`, {
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  margin: `calc(-1 * ${vars.space.xs}) 0`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});
globalStyle(`${toastRegion}:focus-visible`, {
  outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.ringOffset,
});

// ——— Who is signed in: set on <html> by the head script before the first paint ———

globalStyle('html:not([data-session]) [data-show-for]:not([data-show-for="visitor"])', {
  display: 'none',
});
globalStyle('html[data-session] [data-show-for="visitor"]', { display: 'none' });
for (const role of ROLES) {
  globalStyle(`html[data-session]:not([data-session="${role}"]) [data-show-for="${role}"]`, {
    display: 'none',
  });
}

/** The theme button shows the icon of the current choice (`data-theme-choice` on <html>). */
for (const choice of ['light', 'dark', 'system']) {
  globalStyle(`html:not([data-theme-choice="${choice}"]) [data-theme-icon="${choice}"]`, {
    display: 'none',
  });
}
