import { type Locale, loadConsoleStrings, resolveLocale } from '@kiwo/i18n';
import { proxy } from 'valtio';
import { authStore } from './auth';

/**
 * The language the screens show (switched by ./locale.ts). Its own small module so the route
 * table, in the small entry, can load the admin console's strings in it without the app's
 * language code (ADR 0051).
 */
export const localeStore = proxy<{ locale: Locale; ready: boolean }>({
  locale: resolveLocale(authStore.user?.language, globalThis.localStorage?.getItem('language')),
  ready: false,
});

let withConsole = false;

/** Whether an admin screen has been opened: a language switch then brings the console's strings. */
export const consoleWanted = () => withConsole;

/**
 * The admin console's strings in the current language, for an admin route's loader
 * (routes/table.ts, ADR 0051); from then on every language switch brings them too.
 */
export const loadConsole = () => {
  withConsole = true;
  return loadConsoleStrings(localeStore.locale);
};
