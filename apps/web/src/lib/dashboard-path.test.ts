import { describe, expect, it } from 'vitest';
import { dashboardPathFor } from './dashboard-path';

describe('dashboardPathFor', () => {
  it.each([
    ['admin', '/admin-dashboard'],
    ['ADMIN_USER', '/admin-dashboard'],
    ['vendor', '/vendor-dashboard'],
    ['VENDOR_USER', '/vendor-dashboard'],
    ['driver', '/driver-dashboard'],
  ])('sends %s to %s', (role, path) => {
    expect(dashboardPathFor(role)).toBe(path);
  });

  it.each(['', null, undefined, 'toString'])('has no dashboard for %s', (role) => {
    expect(dashboardPathFor(role)).toBeNull();
  });
});
