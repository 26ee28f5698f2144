import { AREA_FILES, type Area, type BrowserTranslator } from '@kiwo/i18n';
import type { ComponentType } from 'react';
import { loadArea } from '../stores/localeState';
import { ROLES, type Role } from './roles';

export type RouteTitle = keyof BrowserTranslator['routes'];
type ScreenModule = { default: ComponentType };

export interface RouteDef {
  /** wouter pattern, exactly as spec §2 names it. */
  path: string;
  /** Only this role may open it; undefined for public pages. */
  role?: Role;
  title: RouteTitle;
  /** `app` = signed-in layout with the sidebar; `public` = top navbar. */
  layout: 'public' | 'app';
  /** Each screen is its own chunk (route-level code splitting). */
  load: () => Promise<ScreenModule>;
}

const placeholder = () => import('../screens/Placeholder');

/**
 * A screen with its area's own strings, which the browser's dictionary leaves out (ADR 0051,
 * ADR XXXX-role-strings-with-their-area): the route waits for both, fetched together, in the
 * current language.
 */
const wrapped = new WeakMap<RouteDef['load'], RouteDef['load']>();
const withStrings = (area: Area, load: RouteDef['load']): RouteDef['load'] => {
  // One wrapper per screen: routes that share a screen share its lazy component (Router.tsx).
  const known = wrapped.get(load);
  if (known) return known;
  const loadWith = () => Promise.all([load(), loadArea(area)]).then(([screen]) => screen);
  wrapped.set(load, loadWith);
  return loadWith;
};

const hasOwnStrings = (r: Role): r is Role & Area => (AREA_FILES as readonly string[]).includes(r);

/** A role's routes; a role with its own strings file (`agent.ts`, `admin.ts`) loads it with them. */
export const role = (r: Role, entries: [string, RouteTitle, RouteDef['load']?][]): RouteDef[] =>
  entries.map(([path, title, load = placeholder]) => ({
    path,
    role: r,
    title,
    layout: 'app',
    load: hasOwnStrings(r) ? withStrings(r, load) : load,
  }));

/**
 * The public part of the route table (spec §2), in the entry. Each role's routes and menu are
 * a table of their own (`roleTables/<role>.ts`), a chunk loaded with the role's area
 * (ADR XXXX-role-strings-with-their-area): a farmer's first screen carries no other role's
 * routes. Together they drive the router, the sidebar menus and the route tests. Screens not
 * built yet render the marked placeholder inside the right layout.
 */
export const PUBLIC_ROUTES: RouteDef[] = [
  {
    path: '/login',
    title: 'login',
    layout: 'public',
    load: () => import('../screens/Login'),
  },
  {
    path: '/signup',
    title: 'signup',
    layout: 'public',
    load: () => import('../screens/Signup'),
  },
  {
    path: '/forgot-password',
    title: 'forgotPassword',
    layout: 'public',
    load: () => import('../screens/ForgotPassword'),
  },
  {
    path: '/resetpassword/:token',
    title: 'resetPassword',
    layout: 'public',
    load: () => import('../screens/ResetPassword'),
  },
  {
    path: '/verify-admin-email',
    title: 'verifyAdminEmail',
    layout: 'public',
    load: () => import('../screens/VerifyAdminEmail'),
  },
  {
    path: '/schema',
    title: 'schema',
    layout: 'public',
    // A document, not UI: its text (`site.ts`) comes with the screen.
    load: withStrings('site', () => import('../screens/ApiReference')),
  },
  {
    // A batch report its farmer shared read-only (ADR 0063).
    path: '/shared/report/:token',
    title: 'sharedReport',
    layout: 'public',
    load: () => import('../screens/SharedReport'),
  },
  {
    path: '/privacy-policy',
    title: 'privacyPolicy',
    layout: 'public',
    load: withStrings('site', () => import('../screens/PrivacyPolicy')),
  },
];

/** A role's routes and its sidebar menu (spec §2), by path, in order. */
export interface RoleTable {
  routes: RouteDef[];
  menu: string[];
  /** The farmer's simple mode (spec §2). */
  simpleMenu?: string[];
}

const ROLE_TABLES: Record<Role, () => Promise<{ table: RoleTable }>> = {
  farmer: () => import('./roleTables/farmer'),
  agent: () => import('./roleTables/agent'),
  vet: () => import('./roleTables/vet'),
  admin: () => import('./roleTables/admin'),
};
const tables = new Map<Role, RoleTable>();
const tablesLoading = new Map<Role, Promise<RoleTable>>();

/** Loads a role's table once (a failed load is tried again on the next call). */
export const loadRoleTable = (r: Role): Promise<RoleTable> => {
  const known = tablesLoading.get(r);
  if (known) return known;
  const loading = ROLE_TABLES[r]().then(
    ({ table }) => {
      tables.set(r, table);
      return table;
    },
    (error: unknown) => {
      tablesLoading.delete(r);
      throw error;
    },
  );
  tablesLoading.set(r, loading);
  return loading;
};

/** A role's table if it has loaded (the router waits for it before rendering a role's page). */
export const loadedRoleTable = (r: Role): RoleTable | undefined => tables.get(r);

/** The whole table, every role's loaded: for tests. */
export const loadAllRoutes = async (): Promise<RouteDef[]> => [
  ...PUBLIC_ROUTES,
  ...(await Promise.all(ROLES.map(loadRoleTable))).flatMap((table) => table.routes),
];

/** A role's sidebar menu; Notifications and Settings close every menu. Its table is loaded. */
export const menuFor = (r: Role, farmMode: 'simple' | 'advanced' = 'advanced'): RouteDef[] => {
  const table = tables.get(r);
  if (!table) throw new Error(`The ${r} route table is not loaded`);
  const menu = (farmMode === 'simple' && table.simpleMenu) || table.menu;
  const paths = [...menu, `/${r}/notifications`, `/${r}/settings`];
  return paths.map((p) => {
    const found = table.routes.find((route) => route.path === p);
    if (!found) throw new Error(`Menu path ${p} is not in the route table`);
    return found;
  });
};
