import { describe, expect, it } from 'vitest';
import { loadAllRoutes } from '../routes/table';
import { routeOf } from './preload';

describe('routeOf (the first screen main.tsx fetches alongside the app)', () => {
  it('finds every route of the table by its own path, parameters filled in', async () => {
    const routes = await loadAllRoutes();
    for (const route of routes) {
      const path = route.path.replace(/:[^/]+/g, 'abc-123');
      expect(routeOf(path, routes)?.path).toBe(route.path);
    }
  });

  it('matches parameters as whole, non-empty segments', async () => {
    const routes = await loadAllRoutes();
    expect(routeOf('/farmer/batch/b1', routes)?.path).toBe('/farmer/batch/:batchId');
    expect(routeOf('/farmer/batch', routes)?.path).toBe('/farmer/batch');
    expect(routeOf('/agent/farmer/f1/farm-records', routes)?.path).toBe(
      '/agent/farmer/:farmerId/farm-records',
    );
    expect(routeOf('/farmer/batch/', routes)).toBeUndefined();
    expect(routeOf('/farmer/batch/b1/extra', routes)).toBeUndefined();
    expect(routeOf('/no/such/page', routes)).toBeUndefined();
  });
});
