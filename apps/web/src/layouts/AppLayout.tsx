import {
  AppShell,
  ArrowUpIcon,
  BellIcon,
  Button,
  ChartIcon,
  ChatIcon,
  ClipboardIcon,
  HomeIcon,
  LayersIcon,
  LogoutIcon,
  Menu,
  MenuTrigger,
  readSidebarCookie,
  SettingsIcon,
  StoreIcon,
  UsersIcon,
  useSidebar,
  writeSidebarCookie,
} from '@kiwo/ui';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { whatsAppLink } from '../config';
import { useUnreadCount } from '../data/notifications';
import { useChatNumber } from '../data/whatsapp';
import { ChatButton } from '../features/chat/ChatButton';
import { OfflineStatus } from '../offline/OfflineStatus';
import { UpdatePrompt } from '../offline/UpdatePrompt';
import { roleOfPath } from '../routes/guard';
import { menuFor, type RouteTitle } from '../routes/table';
import { useAuth } from '../stores/auth';
import { useI18n } from '../stores/locale';
import { useSyncStatus } from '../stores/sync';
import { nextTheme, setTheme, useTheme } from '../stores/theme';
import type { LogoutWarningProps } from './LogoutWarning';
import { Navbar } from './Navbar';
import { useLogout } from './useLogout';

// Only a farmer logging out with unsynced records sees it: its dialog code (react-aria's Modal,
// Dialog, FocusScope) is fetched then, not with the shell (ADR 0017).
const LogoutWarning = lazy(() =>
  import('./LogoutWarning').then((module) => ({ default: module.LogoutWarning })),
);

const ICONS: Partial<Record<RouteTitle, ReactNode>> = {
  dashboard: <HomeIcon />,
  simpleDashboard: <HomeIcon />,
  batch: <LayersIcon />,
  records: <ClipboardIcon />,
  marketplace: <StoreIcon />,
  notifications: <BellIcon />,
  settings: <SettingsIcon />,
  farmers: <UsersIcon />,
  agents: <UsersIcon />,
  reports: <ClipboardIcon />,
  analytics: <ChartIcon />,
  conversations: <ChatIcon />,
  outbox: <ArrowUpIcon />,
};

/**
 * On a phone the log-out question would open under the menu drawer, hidden from screen
 * readers by the drawer's modality: the drawer closes first, then the question opens.
 */
function ShellLogoutWarning(props: LogoutWarningProps) {
  const { isMobileOpen, setMobileOpen } = useSidebar();
  const asking = props.count > 0;
  // Mounted from the first question on, so closing it keeps its exit and focus return.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (asking) setAsked(true);
    if (asking && isMobileOpen) setMobileOpen(false);
  }, [asking, isMobileOpen, setMobileOpen]);
  if (!asking && !asked) return null;
  return (
    <Suspense fallback={null}>
      <LogoutWarning {...props} count={isMobileOpen ? 0 : props.count} />
    </Suspense>
  );
}

/**
 * The signed-in layout (spec §2): the role's sidebar from the route table (a drawer on phones,
 * Ctrl/Cmd+B, open state in a 7-day cookie), "Chat with Us", the footer user menu, the page.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { user } = useAuth();
  const theme = useTheme();
  const [path, navigate] = useLocation();
  const { logout, loggingOut, warning } = useLogout();
  const role = roleOfPath(path) ?? 'farmer';
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  // Spec §2 unread badge ("9+" above 9), refetched every 10 minutes and on window focus.
  const unread = useUnreadCount(Boolean(user)).data ?? 0;
  // The agent's outbox badge: every entry waiting on this phone, as the sync pill counts them.
  const waiting = useSyncStatus().entries.length;
  const chatNumber = useChatNumber();
  const themeNames = {
    light: t.nav.themeLight(),
    dark: t.nav.themeDark(),
    system: t.nav.themeSystem(),
  };

  const items = [
    ...menuFor(role, user?.farmMode).map((route) => ({
      href: route.path,
      label: t.routes[route.title](),
      icon: ICONS[route.title] ?? <ClipboardIcon />,
      isActive: route.path === path,
      ...(route.title === 'notifications'
        ? { badge: unread, badgeLabel: t.shell.unreadCount({ count: unread }) }
        : route.title === 'outbox'
          ? { badge: waiting, badgeLabel: t.offline.waitingCount({ count: waiting }) }
          : {}),
    })),
    {
      href: whatsAppLink(t.shell.chatGreeting({ name }), chatNumber),
      label: t.shell.chatWithUs(),
      icon: <ChatIcon />,
    },
  ];

  const userMenu = (
    <MenuTrigger>
      <Button variant="ghost">{name || t.shell.userMenu()}</Button>
      <Menu
        aria-label={t.shell.userMenu()}
        items={[
          { id: 'theme', label: `${t.nav.theme()}: ${themeNames[theme]}` },
          { id: 'profile', label: t.shell.profile() },
          {
            id: 'logout',
            label: loggingOut ? t.nav.loggingOut() : t.nav.logout(),
            icon: <LogoutIcon />,
            variant: 'danger',
          },
        ]}
        onAction={(id) => {
          if (id === 'theme') setTheme(nextTheme(theme));
          if (id === 'profile') navigate(`/${role}/profile`);
          if (id === 'logout') void logout();
        }}
      />
    </MenuTrigger>
  );

  return (
    <AppShell
      defaultOpen={readSidebarCookie() ?? true}
      onOpenChange={writeSidebarCookie}
      skipLinkLabel={t.app.skipToContent()}
      menuButtonLabel={t.shell.toggleMenu()}
      sidebar={{
        items,
        'aria-label': t.nav.mainMenu(),
        closeLabel: t.shell.closeMenu(),
        footer: userMenu,
      }}
      topBar={
        <>
          <Navbar inShell />
          <OfflineStatus />
        </>
      }
    >
      <UpdatePrompt />
      {children}
      <ChatButton />
      <ShellLogoutWarning {...warning} />
    </AppShell>
  );
}
