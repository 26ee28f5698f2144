import { LOCALE_DISPLAY_NAMES, LOCALES, type Locale } from '@kiwo/i18n';
import { Link, Navbar as NavbarView } from '@kiwo/ui';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../stores/auth';
import { changeLanguage, useI18n } from '../stores/locale';
import { setTheme, useTheme } from '../stores/theme';
import { useLogout } from './useLogout';

// Only a signed-in visitor with unsynced records ever sees it: kept out of the first load.
const LogoutWarning = lazy(() =>
  import('./LogoutWarning').then((module) => ({ default: module.LogoutWarning })),
);

/**
 * Spec §2 navbar: logo, language menu, theme toggle, and auth buttons or the user's name.
 * `inShell` drops the account part: inside the signed-in layout the sidebar's user menu has it,
 * which keeps the top bar to one line on a 360 px phone.
 */
export function Navbar({ inShell = false }: { inShell?: boolean }) {
  const { t, locale } = useI18n();
  const { user } = useAuth();
  const theme = useTheme();
  const [path] = useLocation();
  const { logout, loggingOut, warning } = useLogout();
  const onAuthPage = path === '/login' || path === '/signup';

  return (
    <>
      <NavbarView
        aria-label={t.nav.mainMenu()}
        logo={
          <Link href="/" aria-label={t.nav.home()}>
            {t.app.name()}
          </Link>
        }
        languages={LOCALES.map((id) => ({ id, label: LOCALE_DISPLAY_NAMES[id] }))}
        language={locale}
        onLanguageChange={(id) => void changeLanguage(id as Locale)}
        languageLabel={t.nav.language()}
        theme={theme}
        onThemeChange={setTheme}
        themeLabel={t.nav.theme()}
        themeLabels={{
          light: t.nav.themeLight(),
          dark: t.nav.themeDark(),
          system: t.nav.themeSystem(),
        }}
        user={inShell ? undefined : (user ?? undefined)}
        logoutLabel={loggingOut ? t.nav.loggingOut() : t.nav.logout()}
        onLogout={logout}
        authActions={
          inShell || onAuthPage ? null : (
            <>
              <Link variant="secondary" href="/login">
                {t.nav.login()}
              </Link>
              <Link variant="primary" href="/signup">
                {t.nav.getStarted()}
              </Link>
            </>
          )
        }
      />
      {warning.count > 0 && (
        <Suspense fallback={null}>
          <LogoutWarning {...warning} />
        </Suspense>
      )}
    </>
  );
}
