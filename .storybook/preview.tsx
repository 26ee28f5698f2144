import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { darkTheme, I18nProvider, lightTheme } from '../packages/ui/src';
import { LIVE_ANNOUNCER, WCAG_TAGS } from './a11y.ts';

/** Theme class per toolbar value. */
const themes = { light: lightTheme, dark: darkTheme } as const;
type ThemeName = keyof typeof themes;

/** Toolbar locale → BCP 47 tag handed to react-aria (dates, numbers, its built-in strings). */
const locales = { en: 'en-NG', ha: 'ha-NG', yo: 'yo-NG', ig: 'ig-NG' } as const;
type LocaleName = keyof typeof locales;

// The class goes on <body> rather than a wrapper so portalled content (toasts, popovers)
// is themed too.
function applyTheme(name: ThemeName): void {
  document.body.classList.remove(...Object.values(themes));
  document.body.classList.add(themes[name] ?? themes.light);
  document.body.dataset.theme = name;
}

declare global {
  interface Window {
    /** Lets the test-runner re-check a rendered story in another theme without re-rendering. */
    __kiwoApplyTheme?: (name: ThemeName) => void;
  }
}
window.__kiwoApplyTheme = applyTheme;

const withTheme: Decorator = (Story, { globals }) => {
  const name = (globals.theme as ThemeName | undefined) ?? 'light';
  useEffect(() => applyTheme(name), [name]);
  return <Story />;
};

const withLocale: Decorator = (Story, { globals }) => {
  const locale = locales[(globals.locale as LocaleName | undefined) ?? 'en'] ?? locales.en;
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nProvider locale={locale}>
      <Story />
    </I18nProvider>
  );
};

// Set before the first render too, so axe never sees a page without lang or theme.
applyTheme('light');
document.documentElement.lang = locales.en;

const preview = {
  decorators: [withTheme, withLocale],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ha', title: 'Hausa' },
          { value: 'yo', title: 'Yorùbá' },
          { value: 'ig', title: 'Igbo' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      // Violations fail the story in the test-runner, not just show up in the panel.
      test: 'error',
      context: { include: ['body'], exclude: LIVE_ANNOUNCER },
      options: { runOnly: { type: 'tag', values: WCAG_TAGS } },
    },
  },
} satisfies Preview;

export default preview;
