import { darkTheme, lightTheme } from '@kiwo/ui';
import { proxy, useSnapshot } from 'valtio';

export type ThemeChoice = 'light' | 'dark' | 'system';
const KEY = 'theme';
const CHOICES: ThemeChoice[] = ['light', 'dark', 'system'];

const read = (): ThemeChoice => {
  const value = globalThis.localStorage?.getItem(KEY);
  return CHOICES.includes(value as ThemeChoice) ? (value as ThemeChoice) : 'light';
};

/** Spec §4 Theme: light (the landing default), dark or system, saved under `theme`. */
const themeStore = proxy({ choice: read() });

const systemDark = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

const applyTheme = () => {
  const dark = themeStore.choice === 'dark' || (themeStore.choice === 'system' && systemDark());
  const root = document.documentElement;
  root.classList.toggle(darkTheme, dark);
  root.classList.toggle(lightTheme, !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
};

export const setTheme = (choice: ThemeChoice) => {
  themeStore.choice = choice;
  localStorage.setItem(KEY, choice);
  applyTheme();
};

export const nextTheme = (choice: ThemeChoice): ThemeChoice =>
  CHOICES[(CHOICES.indexOf(choice) + 1) % CHOICES.length] ?? 'light';

/** Follows other tabs and, in system mode, the device. */
export const watchTheme = () => {
  applyTheme();
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    themeStore.choice = read();
    applyTheme();
  });
  globalThis.matchMedia?.('(prefers-color-scheme: dark)').addEventListener('change', applyTheme);
};

export const useTheme = () => useSnapshot(themeStore).choice;
