import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession, type SessionUser } from '../../../lib/session';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';

function signIn(user: SessionUser) {
  useSession.getState().setCredentials({ user, accessToken: 'a', refreshToken: 'r' });
}

function cardTitles() {
  const heading = screen.getByRole('heading', { level: 2, name: 'What you can do next' });
  const grid = heading.nextElementSibling as HTMLElement;
  return within(grid)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
}

describe('dashboards', () => {
  it('greets an admin and offers every screen it has', async () => {
    signIn(makeUser({ role: 'admin', name: 'Ananya Rao' }));
    renderRoute('/admin-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ananya' })).toBeTruthy();
    expect(screen.getAllByText('Admin').length).toBeGreaterThan(0);
    expect(cardTitles()).toEqual([
      'Connected Vendors',
      'Connected Drivers',
      'Vehicles',
      'Duties',
      'Employees',
      'Your profile',
    ]);
  });

  it('tells a vendor whose registration is pending where it stands', async () => {
    signIn(makeUser({ role: 'vendor', name: 'Ramesh Gowda', approvalStatus: 'Pending' }));
    renderRoute('/vendor-dashboard');
    expect(await screen.findByText('Your vendor registration is waiting for review')).toBeTruthy();
    expect(cardTitles()).toEqual([
      'Connected Drivers',
      'Vehicles',
      'Duties',
      'Employees',
      'Your profile',
    ]);
  });

  it('tells a rejected vendor too', async () => {
    signIn(makeUser({ role: 'VENDOR_USER', approvalStatus: 'Rejected' }));
    renderRoute('/vendor-dashboard');
    expect(await screen.findByText('Your vendor registration was not approved')).toBeTruthy();
  });

  it("sends a vendor who opens the operator's dashboard to its own", async () => {
    signIn(makeUser({ role: 'vendor' }));
    const { router } = renderRoute('/admin-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha' });
    expect(router.state.location.pathname).toBe('/vendor-dashboard');
  });

  it('counts the drivers on their card, which is no longer being built', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /accounts/drivers': () => json(200, { items: [], total: 8, page: 1, pageSize: 1 }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn(makeUser({ role: 'vendor', name: 'Ramesh Gowda' }));
    renderRoute('/vendor-dashboard');
    const card = (await screen.findByText('8 drivers')).closest('a')!;
    expect(within(card).getByRole('heading', { name: 'Connected Drivers' })).toBeTruthy();
    expect(within(card).queryByText('Being built')).toBeNull();
    expect(calls.find((call) => call.path.startsWith('/accounts/drivers'))?.path).toBe(
      '/accounts/drivers?pageSize=1',
    );
  });
});
