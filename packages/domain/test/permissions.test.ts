import { describe, expect, it } from 'vitest';
import { ACTIONS, PERMISSIONS, can, rolesAllowed } from '../src/permissions';
import { ROLES } from '../src/roles';

describe('permissions', () => {
  it('gives admin every action', () => {
    for (const action of ACTIONS) expect(can('admin', action)).toBe(true);
  });

  it('gives ADMIN_USER everything except staff management and the company profile', () => {
    expect(ACTIONS.filter((action) => !can('ADMIN_USER', action))).toEqual([
      'employees:manage',
      'admins:create',
      'company-profile:manage',
    ]);
    expect(can('ADMIN_USER', 'vendors:review')).toBe(true);
  });

  it('keeps vendors out of the operator actions', () => {
    expect(can('vendor', 'vendors:review')).toBe(false);
    expect(can('vendor', 'vendors:list')).toBe(false);
    expect(can('vendor', 'drivers:review')).toBe(false);
    expect(can('vendor', 'duties:book')).toBe(false);
    expect(can('vendor', 'employees:manage')).toBe(true);
    expect(can('vendor', 'vendors:update')).toBe(true);
  });

  it('leaves settings and overriding the duty checks to the operator', () => {
    expect(rolesAllowed('settings:manage')).toEqual(['admin', 'ADMIN_USER']);
    expect(rolesAllowed('duties:override')).toEqual(['admin', 'ADMIN_USER']);
  });

  it('gives VENDOR_USER the vendor actions minus staff and profile changes', () => {
    const vendorOnly = PERMISSIONS.vendor.filter((action) => !can('VENDOR_USER', action));
    expect(vendorOnly).toEqual(['vendors:update', 'employees:manage']);
    expect(PERMISSIONS.VENDOR_USER.every((action) => can('vendor', action))).toBe(true);
  });

  it('limits a driver to its dashboard, profile, duties and own performance report', () => {
    expect(PERMISSIONS.driver).toEqual([
      'dashboard:view',
      'profile:own',
      'duties:read',
      'duties:drive',
      'reports:read',
    ]);
    expect(can('driver', 'drivers:read')).toBe(false);
    expect(can('driver', 'employees:manage')).toBe(false);
  });

  it('only lists known actions, without duplicates', () => {
    for (const role of ROLES) {
      const actions = PERMISSIONS[role];
      expect(new Set(actions).size).toBe(actions.length);
      for (const action of actions) expect(ACTIONS).toContain(action);
    }
  });
});

describe('rolesAllowed', () => {
  it('lists exactly the roles the table grants an action', () => {
    expect(rolesAllowed('profile:own')).toEqual([
      'admin',
      'ADMIN_USER',
      'vendor',
      'VENDOR_USER',
      'driver',
    ]);
    expect(rolesAllowed('employees:manage')).toEqual(['admin', 'vendor']);
    expect(rolesAllowed('vendors:review')).toEqual(['admin', 'ADMIN_USER']);
  });
});
