import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession, type SessionUser } from '../../../lib/session';
import { createFakeFetch, json } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';
import { makeVendor, VENDOR_ID } from '../../../test/vendors';

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
    const main = within(screen.getByRole('main'));
    const vendorsCard = main.getByRole('link', { name: /Connected Vendors/ });
    expect(vendorsCard.getAttribute('href')).toBe('/vendors');
    expect(main.getByRole('link', { name: /^Duties/ }).getAttribute('href')).toBe('/duties');
  });

  it('gives an approved vendor its dashboard, with its own business first', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({ [`GET /accounts/vendors/${VENDOR_ID}`]: () => json(200, makeVendor()) })
        .fetch,
    );
    signIn(makeUser({ role: 'vendor', name: 'Ramesh Gowda', vendorId: VENDOR_ID }));
    renderRoute('/vendor-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ramesh' });
    expect(cardTitles()).toEqual([
      'Your business',
      'Connected Drivers',
      'Vehicles',
      'Duties',
      'Employees',
      'Your profile',
    ]);
    expect(screen.getByRole('link', { name: /Your business/ }).getAttribute('href')).toBe(
      `/vendors/${VENDOR_ID}`,
    );
  });

  it('shows a pending vendor where its registration stands instead of the dashboard', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        [`GET /accounts/vendors/${VENDOR_ID}`]: () =>
          json(200, makeVendor({ approvalStatus: 'Pending' })),
      }).fetch,
    );
    signIn(makeUser({ role: 'vendor', approvalStatus: 'Pending', vendorId: VENDOR_ID }));
    renderRoute('/vendor-dashboard');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your vendor registration is waiting for review',
      }),
    ).toBeTruthy();
    expect(await screen.findByText('Under review since 02/03/2026, 10:00 am.')).toBeTruthy();
    expect(screen.queryByText('What you can do next')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resubmit for review' })).toBeNull();
  });

  it("shows a rejected owner the operator's reason, a way to correct it and to resubmit", async () => {
    const rejected = makeVendor({
      approvalStatus: 'Rejected',
      rejectionReason: 'The GST certificate is for a different address.',
    });
    let current = rejected;
    const { fetch, calls } = createFakeFetch({
      [`GET /accounts/vendors/${VENDOR_ID}`]: () => json(200, current),
      [`POST /accounts/vendors/${VENDOR_ID}/resubmit`]: () => {
        current = { ...rejected, approvalStatus: 'Pending', rejectionReason: null };
        return json(200, current);
      },
    });
    vi.stubGlobal('fetch', fetch);
    signIn(makeUser({ role: 'vendor', approvalStatus: 'Rejected', vendorId: VENDOR_ID }));
    renderRoute('/vendor-dashboard');
    expect(await screen.findByText('The GST certificate is for a different address.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Correct your details' }).getAttribute('href')).toBe(
      `/vendors/${VENDOR_ID}?edit=1`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Resubmit for review' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Resubmit Shree Travels for review?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resubmit for review' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your vendor registration is waiting for review',
      }),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/resubmit'))).toBe(true);
    expect(useSession.getState().user?.approvalStatus).toBe('Pending');
  });

  it('tells vendor staff of a rejected vendor to ask the owner', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        [`GET /accounts/vendors/${VENDOR_ID}`]: () =>
          json(200, makeVendor({ approvalStatus: 'Rejected', rejectionReason: 'Wrong PAN.' })),
      }).fetch,
    );
    signIn(makeUser({ role: 'VENDOR_USER', approvalStatus: null, vendorId: VENDOR_ID }));
    renderRoute('/vendor-dashboard');
    expect(await screen.findByText('Your vendor registration was not approved')).toBeTruthy();
    expect(screen.getByText(/Only the owner of the vendor account/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resubmit for review' })).toBeNull();
  });

  it("sends a vendor who opens the operator's dashboard to its own", async () => {
    signIn(makeUser({ role: 'vendor' }));
    const { router } = renderRoute('/admin-dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha' });
    expect(router.state.location.pathname).toBe('/vendor-dashboard');
  });

  it('counts the drivers on their card, which is no longer being built', async () => {
    const { fetch, calls } = createFakeFetch({
      'GET /accounts/drivers': () =>
        json(200, { items: [], total: 8, totalExact: true, page: 1, pageSize: 1 }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn(makeUser({ role: 'vendor', name: 'Ramesh Gowda' }));
    renderRoute('/vendor-dashboard');
    const card = (await screen.findByText('8 drivers')).closest('a')!;
    expect(within(card).getByRole('heading', { name: 'Connected Drivers' })).toBeTruthy();
    expect(calls.find((call) => call.path.startsWith('/accounts/drivers'))?.path).toBe(
      '/accounts/drivers?pageSize=1',
    );
  });

  it('counts the vehicles by compliance state, each count opening the list filtered to it', async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'GET /records/vehicles/compliance-summary': () =>
          json(200, { valid: 12, expiring: 3, expired: 1, missing: 0 }),
      }).fetch,
    );
    signIn(makeUser({ role: 'admin', name: 'Ananya Rao' }));
    renderRoute('/admin-dashboard');
    const counts = within(await screen.findByRole('list', { name: 'Vehicles by compliance' }));
    const links = counts
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['12 valid', '/vehicles?compliance=valid'],
      ['3 expiring', '/vehicles?compliance=expiring'],
      ['1 expired', '/vehicles?compliance=expired'],
      ['0 missing papers', '/vehicles?compliance=missing'],
    ]);
  });

  it("counts today's duties by status, each count leading to those duties", async () => {
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        'GET /trip/summary/today': () =>
          json(200, {
            date: '2026-06-03',
            counts: { Requested: 2, Assigned: 0, Started: 1, Completed: 4 },
          }),
      }).fetch,
    );
    signIn(makeUser({ role: 'admin' }));
    renderRoute('/admin-dashboard');
    const card = await screen.findByRole('region', { name: "Today's duties" });
    // The card holds its place while loading; its counts come in after.
    expect(
      await within(card).findByText('Duties scheduled for Wednesday, 3 June 2026, by status.'),
    ).toBeTruthy();
    const started = within(card).getByRole('link', { name: 'Started: 1' });
    expect(started.getAttribute('href')).toBe(
      '/duties?view=list&date=2026-06-03&status=Started&from=2026-06-03&to=2026-06-03',
    );
    expect(within(card).getByRole('link', { name: 'Requested: 2' })).toBeTruthy();
    expect(within(card).queryByText(/Assigned/)).toBeNull();
  });
});
