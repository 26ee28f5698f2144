/** Spec §9: below this width (px) the sidebar becomes a drawer. */
const MOBILE_BREAKPOINT = 768;
/** Media query matching phones (the drawer layout). */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
/** Spec §9 sidebar widths. */
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
/** Cookie holding the open state (spec §2: kept for 7 days). */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Key that, with Ctrl (or Cmd on a Mac), toggles the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

/** The open state stored in the cookie, or `undefined` when there is none (first visit). */
export function readSidebarCookie(cookie: string = document.cookie): boolean | undefined {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) {
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return undefined;
}

/** Stores the open state for 7 days on the whole site. Call it from `onOpenChange`. */
export function writeSidebarCookie(open: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie; the Cookie Store API is missing on older Android browsers.
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
