import { formatUnreadBadge } from '@kiwo/domain';
import { type ReactNode, useEffect } from 'react';
import { Button, Link } from 'react-aria-components';
import { spinner } from '../Button/Button.css';
import { Drawer } from '../Drawer';
import { drawerModal } from '../Drawer/Drawer';
import { MenuIcon } from '../Icon';
import { lazyModule, preload, useLazyModule } from '../shared/lazy';
import { iconButton, visuallyHidden } from '../shared/styles.css';
import * as styles from './Sidebar.css';
import { useSidebar } from './SidebarContext';

/** One entry of the sidebar menu. */
export interface SidebarItem {
  /** Where it goes (client-side inside the app's `RouterProvider`). */
  href: string;
  /** Visible, translated name; also the accessible name and tooltip when collapsed. */
  label: string;
  /** Decorative icon from this package's icon set, e.g. `<HomeIcon />`. */
  icon: ReactNode;
  /** The current page: highlighted and exposed as `aria-current="page"`. @default false */
  isActive?: boolean;
  /** A count shown as a badge ("9+" above 9); hidden when 0 or absent. */
  badge?: number;
  /** What screen readers hear for the badge, e.g. a translated "12 unread". */
  badgeLabel?: string;
}

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** The menu. */
  items: readonly SidebarItem[];
  /** Accessible name of the navigation landmark, e.g. "Main". */
  'aria-label': string;
  /** Accessible name of the × button of the mobile drawer. */
  closeLabel: string;
  /** Top slot (logo). */
  header?: ReactNode;
  /** Bottom slot (the user menu: theme, profile, logout). */
  footer?: ReactNode;
  /** Id of the sidebar element, referenced by the trigger's `aria-controls`. @default 'app-sidebar' */
  id?: string;
}

// Tooltips show only on a collapsed desktop sidebar: their code (react-aria's tooltip and overlay
// positioning) is fetched when the sidebar is collapsed there, not with every page (ADR 0017).
const sidebarTooltip = lazyModule(() => import('./SidebarTooltip'));

interface ItemLinkProps {
  item: SidebarItem;
  showTooltip: boolean;
  onNavigate?: () => void;
}

function ItemLink({ item, showTooltip, onNavigate }: ItemLinkProps) {
  const tooltip = useLazyModule(sidebarTooltip);
  const badge = formatUnreadBadge(item.badge ?? 0);
  const link = (
    <Link
      href={item.href}
      className={styles.link}
      aria-current={item.isActive ? 'page' : undefined}
      onPress={onNavigate}
    >
      {item.icon}
      <span className={styles.label}>{item.label}</span>
      {badge && (
        <>
          <span className={styles.badge} aria-hidden={item.badgeLabel ? true : undefined}>
            {badge}
          </span>
          {item.badgeLabel && <span className={visuallyHidden}>{item.badgeLabel}</span>}
        </>
      )}
    </Link>
  );
  if (!showTooltip || !tooltip) return link;
  return <tooltip.SidebarTooltip label={item.label}>{link}</tooltip.SidebarTooltip>;
}

/**
 * The signed-in navigation (spec §2): 16rem wide, collapsible to 3rem of icons (labels stay as
 * accessible names and show as tooltips), and a drawer below 768 px. Use inside
 * `SidebarProvider` (or `AppShell`); Ctrl/Cmd+B toggles it.
 */
export function Sidebar({
  items,
  'aria-label': ariaLabel,
  closeLabel,
  header,
  footer,
  id = 'app-sidebar',
}: SidebarProps) {
  const { isOpen, isMobile, isMobileOpen, setMobileOpen } = useSidebar();
  const collapsed = !isMobile && !isOpen;
  useEffect(() => {
    if (collapsed) preload(sidebarTooltip);
  }, [collapsed]);

  const content = (onNavigate?: () => void) => (
    <div className={styles.content}>
      {header && <div className={styles.header}>{header}</div>}
      <nav aria-label={ariaLabel} className={styles.nav}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.href}>
              <ItemLink item={item} showTooltip={collapsed} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </nav>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );

  if (isMobile) {
    return (
      <Drawer
        isOpen={isMobileOpen}
        onOpenChange={setMobileOpen}
        aria-label={ariaLabel}
        closeLabel={closeLabel}
      >
        {(close) => content(close)}
      </Drawer>
    );
  }
  return (
    <aside id={id} className={styles.sidebar} data-state={isOpen ? 'expanded' : 'collapsed'}>
      {content()}
    </aside>
  );
}

/** Props of {@link SidebarTrigger}. */
export interface SidebarTriggerProps {
  /** Accessible name, e.g. a translated "Toggle menu". */
  'aria-label': string;
  /** Id of the sidebar it controls. @default 'app-sidebar' */
  controls?: string;
}

/**
 * The menu button that opens the drawer on phones and collapses/expands the sidebar elsewhere.
 * On a phone the drawer's code starts loading when a pointer enters the button, it gets focus
 * or is pressed; a press that arrives before the code shows the button busy until it opens.
 */
export function SidebarTrigger({
  'aria-label': ariaLabel,
  controls = 'app-sidebar',
}: SidebarTriggerProps) {
  const { isOpen, isMobile, isMobileOpen, toggle } = useSidebar();
  const drawer = useLazyModule(drawerModal);
  const onIntent = () => {
    if (isMobile) preload(drawerModal);
  };
  const isPending = isMobile && isMobileOpen && !drawer;
  return (
    <Button
      className={iconButton}
      aria-label={ariaLabel}
      aria-expanded={isMobile ? isMobileOpen && !isPending : isOpen}
      aria-controls={isMobile ? undefined : controls}
      isPending={isPending}
      onHoverStart={onIntent}
      onFocus={onIntent}
      onPressStart={onIntent}
      onPress={toggle}
    >
      {isPending ? <span className={spinner} aria-hidden="true" /> : <MenuIcon />}
    </Button>
  );
}
