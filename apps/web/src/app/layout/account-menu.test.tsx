import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../test/strings';
import { useSession } from '../../lib/session';
import { createFakeFetch, json } from '../../test/fake-fetch';
import { renderAt } from '../../test/render-route';
import { makeUser } from '../../test/users';
import { AccountMenu } from './account-menu';

const vendor = makeUser({
  id: '3f9c2a10-0000-4000-8000-000000000101',
  role: 'vendor',
  name: 'Ramesh Gowda',
  email: 'ramesh@shreetravels.demo',
  phone: '9845000101',
  regId: 'VEN-000001',
  approvalStatus: 'Pending',
  accountStatus: 'Active',
});

function openMenu() {
  // Named with the initials the avatar shows (WCAG 2.5.3, Label in Name).
  fireEvent.click(screen.getByRole('button', { name: /^Your account, [A-Z]+$/ }));
  return screen.getByRole('presentation');
}

describe('AccountMenu', () => {
  it('lists name, email, +91 phone, ID and both statuses, then Settings and Logout', () => {
    renderAt(<AccountMenu user={vendor} />, '/vendor-dashboard');
    const menu = within(openMenu());
    for (const line of [
      'Ramesh Gowda',
      'ramesh@shreetravels.demo',
      '+91-9845000101',
      'ID: VEN-000001',
      'Approval Status: Pending',
      'Account Status: Active',
    ]) {
      expect(menu.getByText(line)).toBeTruthy();
    }
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Settings',
      'Logout',
    ]);
  });

  it('leaves out the lines a person has no value for', () => {
    const driver = makeUser({ role: 'driver', email: null, approvalStatus: null, name: 'Manju' });
    renderAt(<AccountMenu user={driver} />, '/duties');
    const menu = openMenu();
    expect(menu.textContent).not.toContain('Approval Status');
    expect(menu.textContent).not.toContain('@');
    expect(menu.textContent).toContain('Account Status: Active');
  });

  it.each([
    ['admin', '/admin/profile/'],
    ['vendor', '/vendor/profile/'],
    ['ADMIN_USER', '/admin-user/profile/'],
    ['VENDOR_USER', '/vendor-user/profile/'],
    ['driver', '/profile/'],
  ] as const)('sends %s from Settings to %s{id}', (role, prefix) => {
    const user = makeUser({ role });
    renderAt(<AccountMenu user={user} />, '/duties');
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(screen.getByTestId('location').textContent).toBe(`${prefix}${user.id}`);
  });

  it('asks before logging out, with the exact strings, and Cancel keeps the session', async () => {
    useSession.getState().setCredentials({ user: vendor, accessToken: 'a', refreshToken: 'r' });
    renderAt(<AccountMenu user={vendor} />, '/vendor-dashboard');
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
    expect(within(dialog).getByText(en.logout.body).textContent).toBe(
      'Are you sure you want to log out? You’ll need to sign in again to access your account.',
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Logout']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSession.getState().hasToken()).toBe(true);
  });

  it('on Logout empties the session and storage, revokes the refresh token and goes to /', async () => {
    const { fetch, calls } = createFakeFetch({
      'POST /auth/logout': () => json(200, { message: 'Signed out' }),
    });
    vi.stubGlobal('fetch', fetch);
    useSession.getState().setCredentials({
      user: vendor,
      accessToken: 'access',
      refreshToken: 'refresh-token-of-this-sign-in',
    });
    localStorage.setItem('vendorOnboardingDraft', '{}');
    const { queryClient } = renderAt(<AccountMenu user={vendor} />, '/vendor-dashboard');
    queryClient.setQueryData(['profile'], vendor);
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(useSession.getState()).toMatchObject({
      user: null,
      accessToken: null,
      role: null,
      refreshToken: null,
    });
    expect(localStorage.length).toBe(0);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/auth/logout',
        authorization: null,
        body: { refreshToken: 'refresh-token-of-this-sign-in' },
      }),
    );
  });
});
