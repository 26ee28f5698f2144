import { Link } from '@kiwo/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { roleOfPath } from '../routes/guard';
import { menuFor } from '../routes/table';
import { useAuth } from '../stores/auth';
import { useI18n } from '../stores/locale';
import * as styles from './layout.css';
import { Navbar } from './Navbar';

/**
 * The signed-in layout: navbar, the role's sidebar menu from the route table, the page.
 * The collapsible sidebar of spec §2 (drawer, Ctrl/Cmd+B, cookie) replaces this plain list.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { user } = useAuth();
  const [path] = useLocation();
  const role = roleOfPath(path) ?? 'farmer';
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t.app.skipToContent()}
      </a>
      <Navbar />
      <div className={styles.appFrame}>
        <nav className={styles.sidebar} aria-label={t.nav.mainMenu()}>
          <ul className={styles.menu}>
            {menuFor(role, user?.farmMode).map((item) => (
              <li key={item.path}>
                <Link href={item.path} aria-current={item.path === path ? 'page' : undefined}>
                  {t.routes[item.title]()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className={`${styles.main} ${styles.appMain}`}>
          {children}
        </main>
      </div>
    </>
  );
}
