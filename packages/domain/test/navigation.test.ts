import { describe, expect, it } from 'vitest';
import { SIDEBAR, activeSidebarKey, sidebarFor } from '../src/navigation';
import { can, type Action } from '../src/permissions';
import { ROLES } from '../src/roles';

describe('sidebarFor', () => {
  it('shows admin the operator entries', () => {
    expect(sidebarFor('admin', 'a1')).toEqual([
      { key: 'dashboard', label: 'Dashboard', path: '/admin-dashboard' },
      { key: 'vendors', label: 'Connected Vendors', path: '/vendors' },
      { key: 'drivers', label: 'Connected Drivers', path: '/drivers' },
      { key: 'vehicles', label: 'Vehicles', path: '/vehicles' },
      { key: 'duties', label: 'Duties', path: '/duties' },
      { key: 'live-location', label: 'Live Location', path: '/livelocation' },
      { key: 'employees', label: 'Employees', path: '/manage-your-employees' },
      { key: 'notifications', label: 'Notifications', path: '/notifications' },
      { key: 'chat', label: 'Chat', path: '/chat' },
      { key: 'reports', label: 'Reports', path: '/reports' },
      { key: 'rating-reviews', label: 'Rating & Reviews', path: '/rating&reviews' },
      { key: 'billing', label: 'Billing', path: '/billing' },
      { key: 'settings', label: 'Settings', path: '/settings' },
      { key: 'company-profile', label: 'Company Profile', path: '/companyprofile' },
      { key: 'tasks', label: 'Tasks', path: '/tasks' },
      { key: 'languages', label: 'Languages', path: '/languages' },
    ]);
  });

  it('shows ADMIN_USER the admin entries without Employees', () => {
    expect(sidebarFor('ADMIN_USER', 'a2').map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Connected Vendors',
      'Connected Drivers',
      'Vehicles',
      'Duties',
      'Live Location',
      'Notifications',
      'Chat',
      'Reports',
      'Rating & Reviews',
      'Billing',
      'Settings',
      'Company Profile',
      'Tasks',
      'Languages',
    ]);
    expect(sidebarFor('ADMIN_USER', 'a2')[0]?.path).toBe('/admin-dashboard');
  });

  it('shows vendor its own entries', () => {
    expect(sidebarFor('vendor', 'v1')).toEqual([
      { key: 'dashboard', label: 'Dashboard', path: '/vendor-dashboard' },
      { key: 'drivers', label: 'Connected Drivers', path: '/drivers' },
      { key: 'vehicles', label: 'Vehicles', path: '/vehicles' },
      { key: 'duties', label: 'Duties', path: '/duties' },
      { key: 'live-location', label: 'Live Location', path: '/livelocation' },
      { key: 'employees', label: 'Employees', path: '/manage-your-employees' },
      { key: 'notifications', label: 'Notifications', path: '/notifications' },
      { key: 'chat', label: 'Chat', path: '/chat' },
      { key: 'reports', label: 'Reports', path: '/reports' },
      { key: 'rating-reviews', label: 'Rating & Reviews', path: '/rating&reviews' },
      { key: 'billing', label: 'Billing', path: '/billing' },
      { key: 'tasks', label: 'Tasks', path: '/tasks' },
      { key: 'languages', label: 'Languages', path: '/languages' },
    ]);
  });

  it('shows VENDOR_USER the vendor entries without Employees', () => {
    expect(sidebarFor('VENDOR_USER', 'v2')).toEqual([
      { key: 'dashboard', label: 'Dashboard', path: '/vendor-dashboard' },
      { key: 'drivers', label: 'Connected Drivers', path: '/drivers' },
      { key: 'vehicles', label: 'Vehicles', path: '/vehicles' },
      { key: 'duties', label: 'Duties', path: '/duties' },
      { key: 'live-location', label: 'Live Location', path: '/livelocation' },
      { key: 'notifications', label: 'Notifications', path: '/notifications' },
      { key: 'chat', label: 'Chat', path: '/chat' },
      { key: 'reports', label: 'Reports', path: '/reports' },
      { key: 'rating-reviews', label: 'Rating & Reviews', path: '/rating&reviews' },
      { key: 'billing', label: 'Billing', path: '/billing' },
      { key: 'tasks', label: 'Tasks', path: '/tasks' },
      { key: 'languages', label: 'Languages', path: '/languages' },
    ]);
  });

  it('sends the driver Dashboard to its day of duties', () => {
    expect(sidebarFor('driver', 'd1')).toEqual([
      { key: 'dashboard', label: 'Dashboard', path: '/driver-dashboard' },
      { key: 'duties', label: 'Duties', path: '/duties' },
      { key: 'notifications', label: 'Notifications', path: '/notifications' },
      { key: 'chat', label: 'Chat', path: '/chat' },
      { key: 'reports', label: 'Reports', path: '/reports' },
      { key: 'languages', label: 'Languages', path: '/languages' },
    ]);
  });

  it('keeps every spec entry in spec order, unbuilt ones hidden for all', () => {
    expect(SIDEBAR.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Connected Vendors',
      'Connected Drivers',
      'Vehicles',
      'Duties',
      'Live Location',
      'Employees',
      'Notifications',
      'Chat',
      'Reports',
      'Rating & Reviews',
      'Billing',
      'Settings',
      'Logs',
      'Company Profile',
      'Support',
      'Security',
      'Tasks',
      'Calendar',
      'Languages',
      'Help',
    ]);
    expect(SIDEBAR.filter((entry) => entry.roles.length === 0)).toHaveLength(5);
  });

  it('never shows an entry to a role without the matching permission', () => {
    const required: Partial<Record<string, Action>> = {
      vendors: 'vendors:list',
      drivers: 'drivers:read',
      vehicles: 'vehicles:read',
      duties: 'duties:read',
      employees: 'employees:manage',
      settings: 'settings:manage',
      'company-profile': 'company-profile:read',
    };
    for (const role of ROLES) {
      for (const entry of sidebarFor(role, 'x')) {
        const action = required[entry.key];
        if (action) expect(can(role, action), `${role} → ${entry.key}`).toBe(true);
      }
    }
  });
});

describe('activeSidebarKey', () => {
  const adminEntries = sidebarFor('admin', 'a1');
  const allEntries = SIDEBAR.flatMap((entry) =>
    typeof entry.path === 'string' ? [{ key: entry.key, path: entry.path }] : [],
  );

  it.each([
    ['/drivers/123', 'drivers'],
    ['/drivers', 'drivers'],
    ['/drivers/', 'drivers'],
    ['/vendors', 'vendors'],
    ['/vehicles/add', 'vehicles'],
    ['/admin-dashboard', 'dashboard'],
    ['/manage-your-employees/add', 'employees'],
    ['/drivers?page=2', 'drivers'],
  ])('%s → %s', (pathname, key) => {
    expect(activeSidebarKey(adminEntries, pathname)).toBe(key);
  });

  it.each(['/unknown', '/', '/drivers-archive', '/vendor-dashboard', '/vehiclesx'])(
    '%s → none',
    (pathname) => {
      expect(activeSidebarKey(adminEntries, pathname)).toBeUndefined();
    },
  );

  it('matches /rating&reviews literally and percent-encoded', () => {
    expect(activeSidebarKey(allEntries, '/rating&reviews')).toBe('rating-reviews');
    expect(activeSidebarKey(allEntries, '/rating%26reviews/5')).toBe('rating-reviews');
    expect(activeSidebarKey(allEntries, '/rating')).toBeUndefined();
  });

  it('prefers the longest matching path', () => {
    const entries = [
      { key: 'parent', path: '/a' },
      { key: 'child', path: '/a/b' },
    ];
    expect(activeSidebarKey(entries, '/a/b/c')).toBe('child');
    expect(activeSidebarKey(entries, '/a/c')).toBe('parent');
  });

  it('highlights the driver Dashboard on its dashboard, not on its profile page', () => {
    expect(activeSidebarKey(sidebarFor('driver', 'd1'), '/driver-dashboard')).toBe('dashboard');
    expect(activeSidebarKey(sidebarFor('driver', 'd1'), '/profile/d1')).toBeUndefined();
  });
});
