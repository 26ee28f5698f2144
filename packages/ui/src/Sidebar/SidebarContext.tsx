import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { MOBILE_QUERY, SIDEBAR_KEYBOARD_SHORTCUT } from './constants';

/** What {@link useSidebar} returns. */
export interface SidebarState {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  /** Phones: whether the drawer is showing. */
  isMobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  /** Whether the viewport is below the mobile breakpoint. */
  isMobile: boolean;
  /** Toggles the drawer on phones, expanded/collapsed elsewhere (Ctrl/Cmd+B, menu button). */
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

/** The sidebar state of the surrounding {@link SidebarProvider}. */
export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used inside <SidebarProvider>.');
  return state;
}

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Props of {@link SidebarProvider}. */
export interface SidebarProviderProps {
  /** Desktop open state at first render (e.g. from `readSidebarCookie()`). @default true */
  defaultOpen?: boolean;
  /** Desktop open state (controlled). */
  isOpen?: boolean;
  /** Called when the desktop open state changes; persist it with `writeSidebarCookie`. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Media query of the drawer layout. Only stories and tests change it.
   * @default '(max-width: 767.98px)'
   */
  mobileQuery?: string;
  children: ReactNode;
}

/**
 * Holds the sidebar state for a {@link Sidebar} and its {@link SidebarTrigger}, and toggles it
 * on Ctrl+B (Cmd+B on a Mac). `AppShell` renders one for you.
 */
export function SidebarProvider({
  defaultOpen = true,
  isOpen: controlledOpen,
  onOpenChange,
  mobileQuery = MOBILE_QUERY,
  children,
}: SidebarProviderProps) {
  const isMobile = useMediaQuery(mobileQuery);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [isMobileOpen, setMobileOpen] = useState(false);
  const isOpen = controlledOpen ?? uncontrolledOpen;

  const setOpen = useCallback(
    (open: boolean) => {
      setUncontrolledOpen(open);
      onOpenChange?.(open);
    },
    [onOpenChange],
  );

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setOpen(!isOpen);
  }, [isMobile, isOpen, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== SIDEBAR_KEYBOARD_SHORTCUT) return;
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ isOpen, setOpen, isMobileOpen, setMobileOpen, isMobile, toggle }),
    [isOpen, setOpen, isMobileOpen, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
