import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
// The reset travels with the themes: every app applies one of them, and a bare import in the
// side-effect-free theme barrel would be tree-shaken away.
import './global.css';
import { darkTokens } from './tokens';

/** Class name that applies the dark theme to an element and its descendants. */
export const darkTheme = createTheme(vars, darkTokens, 'dark');

// See lightTheme.css.ts: the themed element paints itself and sets the native colour scheme.
globalStyle(`.${darkTheme}`, {
  colorScheme: 'dark',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});
