import { describe, expect, it } from 'vitest';
import { ROLES } from './roles';
import { menuFor, ROUTES } from './table';

describe('route table (spec §2)', () => {
  it('has every route of the spec once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    // Spec §2's 12 each, plus /{farmer,agent}/consultations (ADR 0015), stock and the batch
    // report (ADR 0063).
    expect(paths.filter((p) => p.startsWith('/farmer/'))).toHaveLength(15);
    // The agent's also /agent/outbox (ADR 0073).
    expect(paths.filter((p) => p.startsWith('/agent/'))).toHaveLength(16);
    // Admin: the 14 before, plus /admin/messages (ADR 0037) and /admin/conversations.
    expect(paths.filter((p) => p.startsWith('/admin/'))).toHaveLength(16);
    // The vet's five (ADR 0061): dashboard, consultations, notifications, settings, profile.
    expect(paths.filter((p) => p.startsWith('/vet/'))).toHaveLength(5);
    // Plus the shared batch report, opened without an account.
    expect(paths.filter((p) => !/^\/(farmer|agent|admin|vet)\//.test(p))).toHaveLength(8);
  });

  it('gives each role route its role and the signed-in layout', () => {
    for (const route of ROUTES) {
      const prefix = ROLES.find((r) => route.path.startsWith(`/${r}/`));
      expect(route.role).toBe(prefix);
      expect(route.layout).toBe(prefix ? 'app' : 'public');
    }
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
      'notifications',
      'settings',
    ]);
    expect(titles('admin')).toHaveLength(13);
    expect(titles('admin')).toContain('messages');
    expect(titles('admin')).toContain('conversations');
  });
});
