import { describe, expect, it } from 'vitest';
import { ROLES } from './roles';
import { menuFor, ROUTES } from './table';

const SPEC_PATHS = [
  '/login',
  '/signup',
  '/forgot-password',
  '/resetpassword/:token',
  '/verify-admin-email',
  '/schema',
  '/shared/report/:token',
  '/privacy-policy',
  '/farmer/dashboard',
  '/farmer/simple-dashboard',
  '/farmer/batch',
  '/farmer/batch/:batchId',
  '/farmer/batch/:batchId/report',
  '/farmer/stock',
  '/farmer/records',
  '/farmer/reports/:sectionId',
  '/farmer/daily-record/:recordId',
  '/farmer/analytics',
  '/farmer/marketplace',
  '/farmer/notifications',
  '/farmer/consultations',
  '/farmer/settings',
  '/farmer/profile',
  '/agent/dashboard',
  '/agent/farmer',
  '/agent/farmer/:farmerId',
  '/agent/farmer/:farmerId/farm-records',
  '/agent/farmer/:farmerId/farm-data/batch/:batchId',
  '/agent/farmer/:farmerId/farm-data/batch/:batchId/report',
  '/agent/farmer/:farmerId/stock',
  '/agent/farmer/:farmerId/reports/:sectionId',
  '/agent/farmer/:farmerId/daily-record/:recordId',
  '/agent/reports',
  '/agent/marketplace',
  '/agent/notifications',
  '/agent/consultations',
  '/agent/outbox',
  '/agent/settings',
  '/agent/profile',
  '/vet/dashboard',
  '/vet/consultations',
  '/vet/notifications',
  '/vet/settings',
  '/vet/profile',
  '/admin/dashboard',
  '/admin/farmers',
  '/admin/farmers/:id',
  '/admin/agents',
  '/admin/agents/:id',
  '/admin/marketplace',
  '/admin/consultations',
  '/admin/vet-consultations',
  '/admin/ussd-events',
  '/admin/messages',
  '/admin/conversations',
  '/admin/newsletter-subscribers',
  '/admin/analytics',
  '/admin/notifications',
  '/admin/settings',
  '/admin/profile',
];

describe('route table (spec §2)', () => {
  it('has every route of the spec once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // The routes people and links already rely on: spec §2's screens of each role, the farmer's
    // and agent's consultations (ADR 0015), stock and the batch report (ADR 0063), the admin's
    // messages (ADR 0037) and conversations, the vet's five (ADR 0061), the agent's outbox
    // (ADR 0073). A new route needs no change here; losing one of these fails.
    expect(paths).toEqual(expect.arrayContaining(SPEC_PATHS));
  });

  it('gives each role route its role and the signed-in layout', () => {
    for (const route of ROUTES) {
      const prefix = ROLES.find((r) => route.path.startsWith(`/${r}/`));
      expect(route.role).toBe(prefix);
      expect(route.layout).toBe(prefix ? 'app' : 'public');
    }
  });

  it("shares one loader among a role's routes that show the same screen", () => {
    // The agent's three workspace tabs: one lazy component, kept mounted between them.
    const load = (path: string) => ROUTES.find((route) => route.path === path)?.load;
    expect(load('/agent/dashboard')).toBeDefined();
    expect(load('/agent/farmer')).toBe(load('/agent/dashboard'));
    expect(load('/agent/reports')).toBe(load('/agent/dashboard'));
    // The vet's two routes show one screen; the same settings screen with another role's
    // strings is another loader (each role's wrapper loads its own file too).
    expect(load('/vet/consultations')).toBe(load('/vet/dashboard'));
    expect(load('/agent/settings')).not.toBe(load('/admin/settings'));
  });

  it('builds the sidebar menus of spec §2', () => {
    const titles = (r: Parameters<typeof menuFor>[0], mode?: 'simple' | 'advanced') =>
      menuFor(r, mode).map((route) => route.title);
    expect(titles('farmer')).toEqual([
      'dashboard',
      'batch',
      'records',
      'analytics',
      'marketplace',
      'stock',
      'notifications',
      'settings',
    ]);
    expect(titles('vet')).toEqual(['dashboard', 'consultations', 'notifications', 'settings']);
    expect(titles('farmer', 'simple')).toEqual([
      'simpleDashboard',
      'records',
      'marketplace',
      'notifications',
      'settings',
    ]);
    expect(titles('agent')).toEqual([
      'dashboard',
      'farmers',
      'reports',
      'marketplace',
      'outbox',
      'notifications',
      'settings',
    ]);
    expect(titles('admin')).toContain('messages');
    expect(titles('admin')).toContain('conversations');
  });
});
