export {
  readSidebarCookie,
  writeSidebarCookie,
} from './constants';
export type { SidebarItem, SidebarProps, SidebarTriggerProps } from './Sidebar';
export { Sidebar, SidebarTrigger } from './Sidebar';
export type { SidebarProviderProps, SidebarState } from './SidebarContext';
export { SidebarProvider, useSidebar } from './SidebarContext';
