import { useEffect } from 'react';

/** How long a screen is left to settle (its figures to arrive) before it is copied. */
const SETTLE_MS = 2000;

/**
 * Keeps a copy of the signed-in screen for the next visit's first paint (offline/snapshot.ts,
 * ADR 0020): a while after each navigation, and again whenever the page is hidden (the phone
 * locked, another app opened), so the copy is the screen as the user left it. Only once a
 * service worker controls the page (it alone paints the copy); the copying code loads then.
 */
export function useScreenSnapshot(path: string, userId: string | undefined) {
  useEffect(() => {
    if (!userId || !navigator.serviceWorker?.controller) return;
    const save = () => {
      void import('./saveSnapshot')
        .then(({ saveSnapshot }) => saveSnapshot(path, userId))
        .catch(() => undefined);
    };
    const timer = setTimeout(save, SETTLE_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [path, userId]);
}
