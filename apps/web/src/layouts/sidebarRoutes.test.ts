import { describe, expect, it } from 'vitest';
import { menuFor } from '../routes/table';
import { sidebarRoutes } from './sidebarRoutes';

describe('sidebarRoutes', () => {
  it("puts the agent's outbox before Notifications and Settings", () => {
    expect(sidebarRoutes('agent').map((route) => route.path)).toEqual([
      '/agent/dashboard',
      '/agent/farmer',
      '/agent/reports',
      '/agent/marketplace',
      '/agent/outbox',
      '/agent/notifications',
      '/agent/settings',
    ]);
  });

  it("leaves every other role's menu as the spec has it", () => {
    for (const role of ['farmer', 'vet', 'admin'] as const) {
      expect(sidebarRoutes(role)).toEqual(menuFor(role));
    }
    expect(sidebarRoutes('farmer', 'simple')).toEqual(menuFor('farmer', 'simple'));
  });
});
