import { dashboardPath, type Role, roleOf } from './roles';

/** Spec §2: a path is protected if it starts with /farmer/, /agent or /admin, or is /settings. */
export const isProtectedPath = (path: string): boolean =>
  path.startsWith('/farmer/') ||
  path.startsWith('/agent') ||
  path.startsWith('/admin') ||
  path.startsWith('/vet/') ||
  path === '/settings';

/** The role group a protected path belongs to, if any. */
export const roleOfPath = (path: string): Role | undefined => {
  if (path.startsWith('/farmer/')) return 'farmer';
  if (path.startsWith('/agent')) return 'agent';
  if (path.startsWith('/admin')) return 'admin';
  if (path.startsWith('/vet/')) return 'vet';
  return undefined;
};

export interface Viewer {
  role?: string | null;
}

/**
 * Where a visitor must go instead of `path`, or null to stay (spec §2 "Protection and
 * redirects"): signed out on a protected path → /login; wrong role → their own dashboard.
 * The server enforces the same rules on every API call; this only keeps people on screens
 * they can use.
 */
export const redirectFor = (path: string, viewer: Viewer | null): string | null => {
  // Someone already signed in has no use for the login or signup form.
  if (viewer && (path === '/login' || path === '/signup')) return dashboardPath(viewer.role);
  if (!isProtectedPath(path)) return null;
  if (!viewer) return '/login';
  const group = roleOfPath(path);
  if (path === '/settings') return `/${roleOf(viewer.role)}/settings`;
  if (group && group !== roleOf(viewer.role)) return dashboardPath(viewer.role);
  return null;
};
