import { THEME_KEY } from './contract';
import { checkMenuItem } from './menu';

/** Spec §4 Theme: light (the landing default), dark or system, saved under `theme`. */
export type ThemeChoice = 'light' | 'dark' | 'system';

const isChoice = (value: unknown): value is ThemeChoice =>
  value === 'light' || value === 'dark' || value === 'system';

export const storedTheme = (): ThemeChoice => {
  const value = localStorage.getItem(THEME_KEY);
  return isChoice(value) ? value : 'light';
};

const systemDark = () => matchMedia('(prefers-color-scheme: dark)').matches;

/**
 * The same classes the app's theme store toggles; their names travel on <html>. Only what
 * differs is written: the head script has usually applied it already, and any attribute
 * change on <html> makes the browser restyle the whole page (a long task on a slow phone).
 */
export function applyTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  const dark = choice === 'dark' || (choice === 'system' && systemDark());
  const [on, off] = dark
    ? [root.dataset.themeDark, root.dataset.themeLight]
    : [root.dataset.themeLight, root.dataset.themeDark];
  if (on && !root.classList.contains(on)) root.classList.add(on);
  if (off && root.classList.contains(off)) root.classList.remove(off);
  const scheme = dark ? 'dark' : 'light';
  if (root.style.colorScheme !== scheme) root.style.colorScheme = scheme;
  if (root.dataset.themeChoice !== choice) root.dataset.themeChoice = choice;
  checkMenuItem('theme', choice);
}

export function chooseTheme(value: string) {
  if (!isChoice(value)) return;
  localStorage.setItem(THEME_KEY, value);
  applyTheme(value);
}

/** Follows other tabs and, in system mode, the device. */
export function watchTheme() {
  applyTheme(storedTheme());
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_KEY) applyTheme(storedTheme());
  });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () =>
    applyTheme(storedTheme()),
  );
}
