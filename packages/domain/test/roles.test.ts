import { describe, expect, it } from 'vitest';
import {
  ROLES,
  ROLE_LABELS,
  dashboardPath,
  isOperatorRole,
  isVendorRole,
  profilePath,
} from '../src/roles';
import { RoleSchema } from '../src/enum-schemas';

describe('roles', () => {
  it('lists the five spec roles', () => {
    expect(ROLES).toEqual(['admin', 'ADMIN_USER', 'vendor', 'VENDOR_USER', 'driver']);
    expect(RoleSchema.safeParse('admin-user').success).toBe(false);
  });

  it('labels every role', () => {
    expect(ROLE_LABELS).toEqual({
      admin: 'Admin',
      ADMIN_USER: 'Admin staff',
      vendor: 'Vendor',
      VENDOR_USER: 'Vendor staff',
      driver: 'Driver',
    });
  });

  it('groups operator and vendor roles', () => {
    expect(ROLES.filter(isOperatorRole)).toEqual(['admin', 'ADMIN_USER']);
    expect(ROLES.filter(isVendorRole)).toEqual(['vendor', 'VENDOR_USER']);
  });

  it.each([
    ['admin', '/admin-dashboard'],
    ['ADMIN_USER', '/admin-dashboard'],
    ['vendor', '/vendor-dashboard'],
    ['VENDOR_USER', '/vendor-dashboard'],
    ['driver', '/driver-dashboard'],
  ] as const)('dashboardPath(%s) is %s', (role, path) => {
    expect(dashboardPath(role)).toBe(path);
  });

  it.each([
    ['admin', '/admin/profile/u1'],
    ['vendor', '/vendor/profile/u1'],
    ['ADMIN_USER', '/admin-user/profile/u1'],
    ['VENDOR_USER', '/vendor-user/profile/u1'],
    ['driver', '/profile/u1'],
  ] as const)('profilePath(%s) is %s', (role, path) => {
    expect(profilePath(role, 'u1')).toBe(path);
  });
});
