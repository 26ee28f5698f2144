import { createContext, useContext } from 'react';
import type { RouteDef } from './table';

export const CurrentRouteContext = createContext<RouteDef | null>(null);

/** The route-table entry being rendered (for titles and placeholders). */
export const useCurrentRoute = (): RouteDef => {
  const route = useContext(CurrentRouteContext);
  if (!route) throw new Error('useCurrentRoute outside a routed screen');
  return route;
};
