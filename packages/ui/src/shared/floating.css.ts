import { vars } from '../theme/contract.css';

/**
 * What floats over the bottom of every page, from the bottom up (ADR 0045's phone rule: no
 * floating thing ever covers a button):
 * 1. the chat button's lane: 56 px at 1rem (or the gesture bar) from the bottom edge;
 * 2. the toast, stacked above that lane, never on the chat button.
 * The page keeps room for both at its end (AppShell), so its last button can be scrolled clear.
 */
export const FAB_SIZE = '56px';
export const FAB_BOTTOM = `max(${vars.space.md}, env(safe-area-inset-bottom))`;
/** The toast region's bottom edge: above the chat button with a small gap. */
export const TOAST_BOTTOM = `calc(${FAB_BOTTOM} + ${FAB_SIZE} + ${vars.space.sm})`;
/**
 * Set on the root element while a toast shows (its height plus a gap, in px): the AppShell adds
 * it to the page's bottom room. A plain custom property, written from the ToastRegion.
 */
export const TOAST_SPACE_PROPERTY = '--kiwo-toast-space';
