import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/table';
import { routeOf } from './preload';

describe('routeOf (the first screen main.tsx fetches alongside the app)', () => {
  it('finds every route of the table by its own path, parameters filled in', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/:[^/]+/g, 'abc-123');
      expect(routeOf(path)?.path).toBe(route.path);
    }
  });

  it('matches parameters as whole, non-empty segments', () => {
    expect(routeOf('/farmer/batch/b1')?.path).toBe('/farmer/batch/:batchId');
    expect(routeOf('/farmer/batch')?.path).toBe('/farmer/batch');
    expect(routeOf('/agent/farmer/f1/farm-records')?.path).toBe(
      '/agent/farmer/:farmerId/farm-records',
    );
    expect(routeOf('/farmer/batch/')).toBeUndefined();
    expect(routeOf('/farmer/batch/b1/extra')).toBeUndefined();
    expect(routeOf('/no/such/page')).toBeUndefined();
  });
});
