import { type Area, type Locale, loadAreaStrings, resolveLocale } from '@kiwo/i18n';
import { proxy } from 'valtio';
import { authStore } from './auth';

/**
 * The language the screens show (switched by ./locale.ts). Its own small module so the route
 * table, in the small entry, can load an area's own strings in it without the app's language
 * code (ADR 0051, ADR 0076).
 */
export const localeStore = proxy<{ locale: Locale; ready: boolean }>({
  locale: resolveLocale(authStore.user?.language, globalThis.localStorage?.getItem('language')),
  ready: false,
});

const opened = new Set<Area>();

/** The areas whose screens have been opened: a language switch brings their strings too. */
export const areasOpened = (): Area[] => [...opened];

/**
 * An area's own strings in the current language, for its routes' loaders (routes/table.ts);
 * from then on every language switch brings them too.
 */
export const loadArea = (area: Area) => {
  opened.add(area);
  return loadAreaStrings(area, localeStore.locale);
};
