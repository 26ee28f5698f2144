export type { NavbarLanguage, NavbarProps, ThemePreference } from './Navbar';
export { Navbar } from './Navbar';
