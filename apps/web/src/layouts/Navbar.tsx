import { LOCALE_DISPLAY_NAMES, LOCALES } from '@kiwo/i18n';
import { Button, Link, Stack } from '@kiwo/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../stores/auth';
import { changeLanguage, useI18n } from '../stores/locale';
import { signOut } from '../stores/session';
import { nextTheme, setTheme, useTheme } from '../stores/theme';
import * as styles from './layout.css';

/** Spec §2 navbar: logo, language menu, theme toggle, and auth buttons or the user's name. */
export function Navbar() {
  const { t, locale } = useI18n();
  const { user } = useAuth();
  const theme = useTheme();
  const [path, navigate] = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    if (loggingOut) return; // spec §4: repeated clicks are ignored while pending
    setLoggingOut(true);
    await signOut();
    setLoggingOut(false);
    navigate('/login');
  };
  const onAuthPage = path === '/login' || path === '/signup';
  const themeNames = {
    light: t.nav.themeLight(),
    dark: t.nav.themeDark(),
    system: t.nav.themeSystem(),
  };

  return (
    <header className={styles.navbar}>
      <span className={styles.brand}>
        <Link href="/" aria-label={t.nav.home()}>
          {t.app.name()}
        </Link>
      </span>
      <Stack direction="row" gap="xs" align="center" as="nav" aria-label={t.nav.language()}>
        {LOCALES.map((code) => (
          <Button
            key={code}
            size="sm"
            variant={code === locale ? 'primary' : 'ghost'}
            aria-current={code === locale ? 'true' : undefined}
            lang={code}
            onPress={() => void changeLanguage(code)}
          >
            {LOCALE_DISPLAY_NAMES[code]}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" gap="xs" align="center">
        <Button size="sm" variant="ghost" onPress={() => setTheme(nextTheme(theme))}>
          {`${t.nav.theme()}: ${themeNames[theme]}`}
        </Button>
        {user ? (
          <>
            <span>{`${user.firstName} ${user.lastName}`}</span>
            <Button size="sm" variant="secondary" onPress={logout} isDisabled={loggingOut}>
              {loggingOut ? t.nav.loggingOut() : t.nav.logout()}
            </Button>
          </>
        ) : onAuthPage ? null : (
          <>
            <Link variant="secondary" href="/login">
              {t.nav.login()}
            </Link>
            <Link variant="primary" href="/signup">
              {t.nav.getStarted()}
            </Link>
          </>
        )}
      </Stack>
    </header>
  );
}
