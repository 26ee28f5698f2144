import type { ReactNode } from 'react';
import { type Key, Button as RACButton } from 'react-aria-components';
import { Button } from '../Button';
import { spinner } from '../Button/Button.css';
import { GlobeIcon, LogoutIcon, MonitorIcon, MoonIcon, SunIcon } from '../Icon';
import { Menu, MenuTrigger } from '../Menu';
import { iconButton, visuallyHidden } from '../shared/styles.css';
import * as styles from './Navbar.css';

/** A language offered by the language menu. */
export interface NavbarLanguage {
  /** Locale code reported by `onLanguageChange`, e.g. `ha`. */
  id: string;
  /** The language's own name, e.g. "Hausa", "Yorùbá". */
  label: string;
}

/** The three theme choices. */
export type ThemePreference = 'light' | 'dark' | 'system';

/** Props of {@link Navbar}. */
export interface NavbarProps {
  /** Left slot: the logo, usually a link home. */
  logo: ReactNode;
  /** Accessible name of the `navigation` landmark wrapping the actions, e.g. "Site". */
  'aria-label': string;
  /** Languages of the language menu. */
  languages: readonly NavbarLanguage[];
  /** Id of the current language (checked in the menu, named on the button). */
  language: string;
  /** Called with the chosen language id. */
  onLanguageChange: (id: string) => void;
  /** Accessible name of the language menu and button, e.g. "Language". */
  languageLabel: string;
  /** Current theme choice (checked in the menu; the button shows its icon). */
  theme: ThemePreference;
  /** Called with the chosen theme. */
  onThemeChange: (theme: ThemePreference) => void;
  /** Accessible name of the theme menu and button, e.g. "Theme". */
  themeLabel: string;
  /** Translated names of the three themes. */
  themeLabels: Record<ThemePreference, string>;
  /** Signed in: the name is shown with a logout button. Signed out: `authActions` instead. */
  user?: { firstName: string; lastName: string };
  /** Label of the logout button (signed in). */
  logoutLabel?: string;
  /** Called by the logout button. */
  onLogout?: () => void;
  /** Signed out: the "Log in" and "Get Started" links (the app hides them on those pages). */
  authActions?: ReactNode;
}

const themeIcons: Record<ThemePreference, ReactNode> = {
  light: <SunIcon />,
  dark: <MoonIcon />,
  system: <MonitorIcon />,
};
const themeOrder: ThemePreference[] = ['light', 'dark', 'system'];

/**
 * The public top bar (spec §2): logo, language menu, theme menu (light, dark, system), and
 * either the sign-in actions or the user's name with a logout button. All text arrives as props.
 */
export function Navbar({
  logo,
  'aria-label': ariaLabel,
  languages,
  language,
  onLanguageChange,
  languageLabel,
  theme,
  onThemeChange,
  themeLabel,
  themeLabels,
  user,
  logoutLabel,
  onLogout,
  authActions,
}: NavbarProps) {
  const current = languages.find((item) => item.id === language);
  return (
    <header className={styles.navbar}>
      <div className={styles.logo}>{logo}</div>
      <nav aria-label={ariaLabel} className={styles.actions}>
        <MenuTrigger>
          <Button variant="ghost" size="sm">
            <GlobeIcon />
            <span className={visuallyHidden}>{languageLabel}</span>
            <span className={styles.languageText}>{current?.label ?? language}</span>
          </Button>
          <Menu
            aria-label={languageLabel}
            items={languages}
            selectionMode="single"
            selectedKeys={[language]}
            onAction={(key: Key) => onLanguageChange(String(key))}
          />
        </MenuTrigger>
        <MenuTrigger>
          <RACButton className={iconButton} aria-label={themeLabel}>
            {/* While the menu's code loads the icon gives way to Button's pending spinner. */}
            {({ isPending }) =>
              isPending ? <span className={spinner} aria-hidden="true" /> : themeIcons[theme]
            }
          </RACButton>
          <Menu
            aria-label={themeLabel}
            items={themeOrder.map((id) => ({ id, label: themeLabels[id], icon: themeIcons[id] }))}
            selectionMode="single"
            selectedKeys={[theme]}
            onAction={(key: Key) => onThemeChange(key as ThemePreference)}
          />
        </MenuTrigger>
        {user ? (
          <>
            <span className={styles.userName}>
              {user.firstName} {user.lastName}
            </span>
            <Button variant="secondary" size="sm" onPress={onLogout}>
              <LogoutIcon />
              <span className={styles.logoutLabel}>{logoutLabel}</span>
            </Button>
          </>
        ) : (
          authActions
        )}
      </nav>
    </header>
  );
}
