import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// A small reset: predictable box sizing, no default margins, inherited fonts in controls.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  // Respect the user's font-size setting; many farmers raise it on small phones.
  fontSize: '100%',
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
  // Cheap Android screens often sit in sunlight: avoid the grey tap flash on every press.
  WebkitTapHighlightColor: 'transparent',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ol, ul', { margin: 0 });

globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});

globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });

// Focus is always visible for keyboard users; components draw their own ring with the tokens.
globalStyle(':focus-visible', {
  outline: `${vars.focus.ringWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.ringOffset,
});
