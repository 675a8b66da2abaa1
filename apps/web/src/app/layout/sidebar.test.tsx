import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIDEBAR } from '@raahi/domain/navigation';
import type { Role } from '@raahi/domain/roles';
import { i18n } from '../../lib/i18n';
import { renderAt } from '../../test/render-route';
import { Sidebar } from './sidebar';
import { SIDEBAR_ITEMS } from './sidebar-items';

const USER_ID = 'b8f1c7e2-0000-4000-8000-000000000001';

function entries() {
  const nav = screen.getByRole('navigation', { name: 'Sidebar' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Sidebar', () => {
  it('shows every entry under the exact label the domain (and spec) gives it', () => {
    for (const entry of SIDEBAR) {
      expect(i18n.t(SIDEBAR_ITEMS[entry.key].label)).toBe(entry.label);
    }
  });

  it.each<[Role, [string, string][]]>([
    [
      'admin',
      [
        ['Dashboard', '/admin-dashboard'],
        ['Connected Vendors', '/vendors'],
        ['Connected Drivers', '/drivers'],
        ['Vehicles', '/vehicles'],
        ['Duties', '/duties'],
        ['Live Location', '/livelocation'],
        ['Employees', '/manage-your-employees'],
        ['Notifications', '/notifications'],
        ['Chat', '/chat'],
        ['Reports', '/reports'],
        ['Rating & Reviews', '/rating&reviews'],
        ['Billing', '/billing'],
        ['Settings', '/settings'],
        ['Company Profile', '/companyprofile'],
        ['Tasks', '/tasks'],
        ['Languages', '/languages'],
      ],
    ],
    [
      'ADMIN_USER',
      [
        ['Dashboard', '/admin-dashboard'],
        ['Connected Vendors', '/vendors'],
        ['Connected Drivers', '/drivers'],
        ['Vehicles', '/vehicles'],
        ['Duties', '/duties'],
        ['Live Location', '/livelocation'],
        ['Notifications', '/notifications'],
        ['Chat', '/chat'],
        ['Reports', '/reports'],
        ['Rating & Reviews', '/rating&reviews'],
        ['Billing', '/billing'],
        ['Settings', '/settings'],
        ['Company Profile', '/companyprofile'],
        ['Tasks', '/tasks'],
        ['Languages', '/languages'],
      ],
    ],
    [
      'vendor',
      [
        ['Dashboard', '/vendor-dashboard'],
        ['Connected Drivers', '/drivers'],
        ['Vehicles', '/vehicles'],
        ['Duties', '/duties'],
        ['Live Location', '/livelocation'],
        ['Employees', '/manage-your-employees'],
        ['Notifications', '/notifications'],
        ['Chat', '/chat'],
        ['Reports', '/reports'],
        ['Rating & Reviews', '/rating&reviews'],
        ['Billing', '/billing'],
        ['Tasks', '/tasks'],
        ['Languages', '/languages'],
      ],
    ],
    [
      'VENDOR_USER',
      [
        ['Dashboard', '/vendor-dashboard'],
        ['Connected Drivers', '/drivers'],
        ['Vehicles', '/vehicles'],
        ['Duties', '/duties'],
        ['Live Location', '/livelocation'],
        ['Notifications', '/notifications'],
        ['Chat', '/chat'],
        ['Reports', '/reports'],
        ['Rating & Reviews', '/rating&reviews'],
        ['Billing', '/billing'],
        ['Tasks', '/tasks'],
        ['Languages', '/languages'],
      ],
    ],
    [
      'driver',
      [
        ['Dashboard', '/driver-dashboard'],
        ['Duties', '/duties'],
        ['Notifications', '/notifications'],
        ['Chat', '/chat'],
        ['Reports', '/reports'],
        ['Languages', '/languages'],
      ],
    ],
  ])('shows %s exactly its entries, in order', (role, expected) => {
    renderAt(<Sidebar role={role} userId={USER_ID} />, '/duties');
    expect(entries()).toEqual(expected);
  });

  it.each([
    ['/drivers', 'Connected Drivers'],
    ['/drivers/add', 'Connected Drivers'],
    ['/vendors/0b9d', 'Connected Vendors'],
    ['/manage-your-employees/add', 'Employees'],
    ['/admin-dashboard', 'Dashboard'],
  ])('highlights the entry whose path %s falls under', (path, label) => {
    renderAt(<Sidebar role="admin" userId={USER_ID} />, path);
    const current = screen.getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('highlights nothing on a path outside the sidebar', () => {
    renderAt(<Sidebar role="admin" userId={USER_ID} />, '/admin/profile/x');
    expect(screen.queryAllByRole('link', { current: 'page' })).toEqual([]);
  });

  it("links the logo to the role's dashboard", () => {
    renderAt(<Sidebar role="vendor" userId={USER_ID} />, '/duties');
    expect(screen.getByRole('link', { name: 'Raahi home' }).getAttribute('href')).toBe(
      '/vendor-dashboard',
    );
  });

  it("links a driver's logo to its day of duties", () => {
    renderAt(<Sidebar role="driver" userId={USER_ID} />, '/duties');
    expect(screen.getByRole('link', { name: 'Raahi home' }).getAttribute('href')).toBe(
      '/driver-dashboard',
    );
  });
});
