import type { Role } from '../routes/roles';
import { menuFor, ROUTES, type RouteDef } from '../routes/table';

const OUTBOX = '/agent/outbox';

/**
 * The sidebar's routes: the spec §2 menu of the route table, and for an agent the outbox
 * (`/agent/outbox`, ADR 0073) — everything waiting on this phone for any farmer — before
 * Notifications and Settings, so an agent reaches it without waiting for the sync pill to show
 * a count. Kept here, not in the spec's menu table, because the spec's menus are the spec's.
 */
export function sidebarRoutes(role: Role, farmMode?: 'simple' | 'advanced'): RouteDef[] {
  const menu = menuFor(role, farmMode);
  if (role !== 'agent') return menu;
  const outbox = ROUTES.find((route) => route.path === OUTBOX);
  if (!outbox) throw new Error(`${OUTBOX} is not in the route table`);
  const at = menu.findIndex((route) => route.title === 'notifications');
  return [...menu.slice(0, at), outbox, ...menu.slice(at)];
}
