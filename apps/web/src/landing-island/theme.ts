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

/** The same classes the app's theme store toggles; their names travel on <html>. */
export function applyTheme(choice: ThemeChoice) {
  const root = document.documentElement;
  const dark = choice === 'dark' || (choice === 'system' && systemDark());
  const light = root.dataset.themeLight;
  const darkClass = root.dataset.themeDark;
  if (light) root.classList.toggle(light, !dark);
  if (darkClass) root.classList.toggle(darkClass, dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.dataset.themeChoice = choice;
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
