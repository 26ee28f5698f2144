export {
  formatBadge,
  MOBILE_BREAKPOINT,
  MOBILE_QUERY,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_COLLAPSED,
  SIDEBAR_WIDTH_MOBILE,
  writeSidebarCookie,
} from './constants';
export type { SidebarItem, SidebarProps, SidebarTriggerProps } from './Sidebar';
export { Sidebar, SidebarTrigger } from './Sidebar';
export type { SidebarProviderProps, SidebarState } from './SidebarContext';
export { SidebarProvider, useSidebar } from './SidebarContext';
