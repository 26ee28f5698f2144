import type { ReactNode } from 'react';
import {
  Sidebar,
  type SidebarProps,
  SidebarProvider,
  type SidebarProviderProps,
  SidebarTrigger,
} from '../Sidebar';
import * as styles from './AppShell.css';

/** Props of {@link AppShell}. */
export interface AppShellProps
  extends Pick<SidebarProviderProps, 'defaultOpen' | 'isOpen' | 'onOpenChange' | 'mobileQuery'> {
  /** The sidebar: its menu items and slots. */
  sidebar: SidebarProps;
  /** Text of the skip link, e.g. a translated "Skip to main content". */
  skipLinkLabel: string;
  /** Accessible name of the menu button in the top bar, e.g. "Toggle menu". */
  menuButtonLabel: string;
  /** Top-bar content after the menu button (page title, notifications bell, user menu). */
  topBar?: ReactNode;
  /** The page. Rendered in `<main id="main">`. */
  children: ReactNode;
}

/**
 * The signed-in layout (spec §2): skip link, {@link Sidebar} (a drawer below 768 px), a sticky
 * top bar with the menu button, and the `main` landmark with `id="main"`. Persist the open
 * state by passing `defaultOpen={readSidebarCookie() ?? true}` and
 * `onOpenChange={writeSidebarCookie}`.
 */
export function AppShell({
  sidebar,
  skipLinkLabel,
  menuButtonLabel,
  topBar,
  children,
  ...providerProps
}: AppShellProps) {
  const sidebarId = sidebar.id ?? 'app-sidebar';
  return (
    <SidebarProvider {...providerProps}>
      <a href="#main" className={styles.skipLink}>
        {skipLinkLabel}
      </a>
      <div className={styles.shell}>
        <Sidebar {...sidebar} id={sidebarId} />
        <div className={styles.column}>
          <header className={styles.topBar}>
            <SidebarTrigger aria-label={menuButtonLabel} controls={sidebarId} />
            <div className={styles.topBarContent}>{topBar}</div>
          </header>
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}
