import { loadBrowserLocale, resolveLocale } from '@kiwo/i18n';
import { redirectFor, roleOfPath } from '../routes/guard';
import { LAYOUTS, preload } from '../routes/preloadable';
import { loadRoleTable, PUBLIC_ROUTES, type RouteDef } from '../routes/table';
import { authStore } from '../stores/auth';

/** The entry of `routes` whose wouter pattern (`/farmer/batch/:batchId`) matches `path`. */
export const routeOf = (path: string, routes: RouteDef[]): RouteDef | undefined => {
  const parts = path.split('/');
  return routes.find((route) => {
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
 * Starts fetching what the first screen needs — the user's dictionary, the role's route table,
 * the layout and the route's screen chunk — at the same
 * time as the app itself, instead of one after another once React has rendered each level
 * (ADR 0016). Failures are left to the app, which loads the same modules again and shows its
 * own error or offline state.
 */
export const preloadFirstScreen = (path: string) => {
  const { user } = authStore;
  const ignore = () => undefined;
  // The same choice as stores/locale.ts makes when the app starts.
  const locale = resolveLocale(user?.language, localStorage.getItem('language'));
  const target = redirectFor(path, user) ?? path;
  loadBrowserLocale(locale).catch(ignore);
  const start = (routes: RouteDef[]) => {
    const route = routeOf(target, routes);
    if (!route) return;
    preload(LAYOUTS[route.layout]).catch(ignore);
    preload(route.load).catch(ignore);
  };
  // A role's page: its table first, a small chunk of that role's routes (routes/table.ts).
  const area = roleOfPath(target);
  if (area) loadRoleTable(area).then((table) => start(table.routes), ignore);
  else start(PUBLIC_ROUTES);
};
