import { preloadFirstScreen } from './boot/preload';

/**
 * The entry: small on purpose. It asks for the app, the user's dictionary and the first
 * screen's chunks all at once (each waited for the one before it when they were found by
 * rendering), so a repeat visit paints as soon as the CPU has run them (ADR 0016).
 */
try {
  preloadFirstScreen(window.location.pathname);
} catch {
  // Storage blocked or a bad stored session: the app starts without the head start.
}
void import('./boot/start');
