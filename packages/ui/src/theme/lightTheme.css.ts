import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
// The reset travels with the themes: every app applies one of them, and a bare import in the
// side-effect-free theme barrel would be tree-shaken away.
import './global.css';
import { lightTokens } from './tokens';

/** Class name that applies the light theme to an element and its descendants. */
export const lightTheme = createTheme(vars, lightTokens, 'light');

// The themed element paints itself so a theme class on <body> or on any wrapper just works,
// and native controls and scrollbars follow the scheme.
globalStyle(`.${lightTheme}`, {
  colorScheme: 'light',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});
