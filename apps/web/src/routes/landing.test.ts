import { describe, expect, it } from 'vitest';
import { isLandingHref } from './landing';
import { ROUTES } from './table';

describe('the landing page is not an app route (ADR 0033)', () => {
  it.each([
    ['/', true],
    ['/?lang=ha', true],
    ['/#about', true],
    ['/login', false],
    ['/farmer/dashboard', false],
    ['//example.ng', false],
    ['', false],
  ])('%s leaves the app: %s', (href, expected) => {
    expect(isLandingHref(href)).toBe(expected);
  });

  it('has no `/` in the route table', () => {
    expect(ROUTES.some((route) => isLandingHref(route.path))).toBe(false);
  });
});
