export { vars } from './contract.css';
export { darkTheme } from './darkTheme.css';
export { lightTheme } from './lightTheme.css';
export type { ColorScheme, ColorTokens, ThemeTokens } from './tokens';
export { darkTokens, lightTokens } from './tokens';
