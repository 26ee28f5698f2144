import { LOCALE_DISPLAY_NAMES, LOCALES, type Locale, type Translator } from '@kiwo/i18n';
import { CheckIcon, GlobeIcon, LogoutIcon, MonitorIcon, MoonIcon, SunIcon } from '@kiwo/ui';
import type { ReactNode } from 'react';
import * as chrome from './chrome.css';
import { LogoMark } from './LogoMark';

interface MenuChoice {
  value: string;
  label: string;
  icon?: ReactNode;
  lang?: string;
}

/**
 * A menu button in the WAI-ARIA pattern, as plain markup: `landing-island/menu.ts` opens it,
 * moves focus with the arrow keys and reports the chosen `data-value`. `data-menu` names what
 * the menu sets (language or theme).
 */
function MenuButton(props: {
  name: 'language' | 'theme';
  label: string;
  button: ReactNode;
  buttonLabel?: string;
  choices: MenuChoice[];
  checked: string;
}) {
  const menuId = `${props.name}-menu`;
  return (
    <div className={chrome.menuAnchor}>
      <button
        type="button"
        className={chrome.iconButton}
        aria-haspopup="menu"
        aria-expanded="false"
        aria-controls={menuId}
        aria-label={props.buttonLabel}
        data-menu-button={props.name}
      >
        {props.button}
      </button>
      <div role="menu" id={menuId} aria-label={props.label} className={chrome.menu} hidden>
        {props.choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            role="menuitemradio"
            aria-checked={choice.value === props.checked}
            tabIndex={-1}
            className={chrome.menuItem}
            data-menu-item={props.name}
            data-value={choice.value}
            lang={choice.lang}
          >
            <span className={chrome.menuCheck}>
              <CheckIcon size="sm" />
            </span>
            {choice.icon}
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * Spec §2 navbar of the prerendered landing page: logo, language menu, theme menu, and either
 * Log in / Get Started or the signed-in user's name with Logout (shown by `data-show-for`, the
 * name filled in by the island). It keeps one line down to 320 px.
 */
export function LandingNavbar({ t, locale }: { t: Translator; locale: Locale }) {
  const themes = [
    { value: 'light', label: t.nav.themeLight(), icon: <SunIcon /> },
    { value: 'dark', label: t.nav.themeDark(), icon: <MoonIcon /> },
    { value: 'system', label: t.nav.themeSystem(), icon: <MonitorIcon /> },
  ];
  return (
    <header className={chrome.navbar}>
      <a className={chrome.logo} href="/" aria-label={t.nav.home()}>
        <LogoMark className={chrome.logoMark} />
        <span className={chrome.wordmark}>{t.app.name()}</span>
      </a>
      <nav aria-label={t.nav.mainMenu()} className={chrome.navActions}>
        <MenuButton
          name="language"
          label={t.nav.language()}
          button={
            <>
              <GlobeIcon />
              <span className={chrome.visuallyHidden}>{t.nav.language()}</span>
              <span className={chrome.languageName}>{LOCALE_DISPLAY_NAMES[locale]}</span>
            </>
          }
          choices={LOCALES.map((id) => ({ value: id, label: LOCALE_DISPLAY_NAMES[id], lang: id }))}
          checked={locale}
        />
        <MenuButton
          name="theme"
          label={t.nav.theme()}
          buttonLabel={t.nav.theme()}
          button={themes.map((theme) => (
            <span key={theme.value} data-theme-icon={theme.value}>
              {theme.icon}
            </span>
          ))}
          choices={themes}
          checked="light"
        />
        <a className={chrome.navAction.secondary} href="/login" data-show-for="visitor">
          {t.nav.login()}
        </a>
        <a className={chrome.navAction.primary} href="/signup" data-show-for="visitor">
          {t.nav.getStarted()}
        </a>
        <span className={chrome.userName} data-show-for="member" data-island="user-name" />
        <button
          type="button"
          className={chrome.navAction.secondary}
          data-show-for="member"
          data-island="logout"
        >
          <LogoutIcon />
          <span className={chrome.logoutLabel} data-island="logout-label">
            {t.nav.logout()}
          </span>
        </button>
      </nav>
    </header>
  );
}
