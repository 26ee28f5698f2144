import { describe, expect, it } from 'vitest';
import { isProtectedPath, redirectFor } from './guard';
import { dashboardPath } from './roles';

describe('protection (spec §2)', () => {
  it.each([
    ['/farmer/dashboard', true],
    ['/agent', true],
    ['/agent/farmer/12', true],
    ['/admin/ussd-events', true],
    ['/vet/dashboard', true],
    ['/settings', true],
    ['/', false],
    ['/login', false],
    ['/farmer', false],
    ['/privacy-policy', false],
    ['/settings/x', false],
  ])('%s protected: %s', (path, expected) => {
    expect(isProtectedPath(path)).toBe(expected);
  });

  it('sends signed-out visitors of protected paths to /login', () => {
    expect(redirectFor('/farmer/dashboard', null)).toBe('/login');
    expect(redirectFor('/admin/farmers/3', null)).toBe('/login');
    expect(redirectFor('/', null)).toBeNull();
  });

  it('sends a user with the wrong role to their own dashboard', () => {
    expect(redirectFor('/admin/dashboard', { role: 'farmer' })).toBe('/farmer/dashboard');
    expect(redirectFor('/farmer/records', { role: 'agent' })).toBe('/agent/dashboard');
    expect(redirectFor('/agent/reports', { role: 'admin' })).toBe('/admin/dashboard');
    // ADR 0061: a vet reaches only the vet pages; nobody else opens them.
    expect(redirectFor('/agent/farmer/9', { role: 'vet' })).toBe('/vet/dashboard');
    expect(redirectFor('/farmer/records', { role: 'vet' })).toBe('/vet/dashboard');
    expect(redirectFor('/vet/consultations', { role: 'agent' })).toBe('/agent/dashboard');
    expect(redirectFor('/vet/consultations', { role: 'vet' })).toBeNull();
  });

  it('treats a missing or unknown role as farmer (spec §3)', () => {
    expect(redirectFor('/farmer/batch', { role: undefined })).toBeNull();
    expect(redirectFor('/agent/dashboard', { role: 'wizard' })).toBe('/farmer/dashboard');
    expect(dashboardPath(null)).toBe('/farmer/dashboard');
  });

  it('lets users reach their own group', () => {
    expect(redirectFor('/agent/farmer/9/farm-records', { role: 'agent' })).toBeNull();
  });

  it('sends signed-in users away from login and signup', () => {
    expect(redirectFor('/login', { role: 'agent' })).toBe('/agent/dashboard');
    expect(redirectFor('/signup', { role: 'farmer' })).toBe('/farmer/dashboard');
    expect(redirectFor('/login', null)).toBeNull();
  });

  it('sends /settings to the role settings page', () => {
    expect(redirectFor('/settings', { role: 'admin' })).toBe('/admin/settings');
  });
});
