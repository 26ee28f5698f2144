import { loadBrowserLocale, resolveLocale } from '@kiwo/i18n';
import { redirectFor } from '../routes/guard';
import { LAYOUTS, preload } from '../routes/preloadable';
import { ROUTES, type RouteDef } from '../routes/table';
import { authStore } from '../stores/auth';

/** The route table entry whose wouter pattern (`/farmer/batch/:batchId`) matches `path`. */
export const routeOf = (path: string): RouteDef | undefined => {
  const parts = path.split('/');
  return ROUTES.find((route) => {
    const pattern = route.path.split('/');
    return (
      pattern.length === parts.length &&
      pattern.every((part, i) =>
        part.startsWith(':') ? (parts[i] ?? '') !== '' : part === parts[i],
      )
    );
  });
};

/**
 * Starts fetching what the first screen needs — the user's dictionary, the layout and the
 * route's screen chunk — at the same
 * time as the app itself, instead of one after another once React has rendered each level
 * (ADR 0016). Failures are left to the app, which loads the same modules again and shows its
 * own error or offline state.
 */
export const preloadFirstScreen = (path: string) => {
  const { user } = authStore;
  const ignore = () => undefined;
  // The same choice as stores/locale.ts makes when the app starts.
  const locale = resolveLocale(user?.language, localStorage.getItem('language'));
  const route = routeOf(redirectFor(path, user) ?? path);
  loadBrowserLocale(locale).catch(ignore);
  if (!route) return;
  preload(LAYOUTS[route.layout]).catch(ignore);
  preload(route.load).catch(ignore);
};
