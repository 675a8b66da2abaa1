import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { apiError, createFakeFetch, json } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render-route';
import { makeUser } from '../../../test/users';
import { makeVehicle, vehiclePhoto } from '../../../test/vehicles';

const pending = makeVehicle({
  approvalStatus: 'Pending',
  images: [
    vehiclePhoto(),
    vehiclePhoto({ slot: 'rcFront', hasThumbnail: false, contentType: 'application/pdf' }),
  ],
});
const approved = makeVehicle();
const GIRISH = {
  id: 'd71e0000-0000-4000-8000-000000000005',
  name: 'Girish Poojary',
  regId: 'DRV-000009',
};
const BUSY = {
  id: 'd71e0000-0000-4000-8000-000000000001',
  name: 'Manjunath Kumar',
  regId: 'DRV-000001',
};

function signIn(role: 'admin' | 'vendor') {
  useSession
    .getState()
    .setCredentials({ user: makeUser({ role }), accessToken: 'a', refreshToken: 'r' });
}

const path = (vehicle: { id: string }, rest = '') => `/records/vehicles/${vehicle.id}${rest}`;

// Multi-step journeys through lazily loaded screens: slower than one render in jsdom.
describe('vehicle details', { timeout: 15_000 }, () => {
  it('shows the grouped number, the compliance timeline with warnings, and lets the operator approve', async () => {
    const { fetch, calls } = createFakeFetch({
      [`GET ${path(pending)}`]: () => json(200, pending),
      [`GET ${path(pending, '/audit')}`]: () => json(200, []),
      [`POST ${path(pending, '/approve')}`]: () =>
        json(200, { ...pending, approvalStatus: 'Approved' }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('admin');
    renderRoute(`/vehicles/${pending.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'KA 05 MN 4821' })).toBeTruthy();
    const timeline = within(screen.getByRole('list', { name: 'Compliance' }));
    const items = timeline.getAllByRole('listitem').map((item) => item.textContent);
    // Soonest first, each with its date and state.
    expect(items[0]).toContain('Emission certificate (PUC)Expired');
    expect(items[0]).toContain('Valid till 01/04/2026');
    expect(items[1]).toContain('InsuranceExpiring soon');
    expect(items[4]).toContain('Road taxValid');
    expect(screen.getByText(/^Expired: Emission certificate \(PUC\)/)).toBeTruthy();
    expect(screen.getByText(/^Runs out within 30 days: Insurance/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open RC (front)' }).textContent).toBe('PDF · 2 KB');
    // No driver before approval.
    expect(
      screen.getByText('A driver can be assigned once the vehicle is approved and active.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Approve KA 05 MN 4821?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('KA 05 MN 4821 is approved.')).toBeTruthy();
    expect(
      calls.some((call) => call.method === 'POST' && call.path === path(pending, '/approve')),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
  });

  it('rejects with a reason', async () => {
    const { fetch, calls } = createFakeFetch({
      [`GET ${path(pending)}`]: () => json(200, pending),
      [`GET ${path(pending, '/audit')}`]: () => json(200, []),
      [`POST ${path(pending, '/reject')}`]: () =>
        json(200, {
          ...pending,
          approvalStatus: 'Rejected',
          rejectionReason: 'The RC photo is blurred.',
        }),
    });
    vi.stubGlobal('fetch', fetch);
    signIn('admin');
    renderRoute(`/vehicles/${pending.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject KA 05 MN 4821?' }));
    fireEvent.change(dialog.getByLabelText('Reason'), {
      target: { value: 'The RC photo is blurred.' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected by the operator')).toBeTruthy();
    expect(screen.getByText('The RC photo is blurred.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'The RC photo is blurred.',
    });
  });

  it('lets the vendor assign a free driver, shows the server refusing, and removes the driver', async () => {
    let current = approved;
    let refuse = true;
    const { fetch, calls } = createFakeFetch({
      [`GET ${path(approved)}`]: () => json(200, current),
      [`GET ${path(approved, '/audit')}`]: () => json(200, []),
      'GET /accounts/drivers': () =>
        json(200, {
          items: [
            { ...GIRISH, vehicle: null },
            {
              ...BUSY,
              vehicle: { id: 'e1e10000-0000-4000-8000-000000000009', vehicleNumber: 'KA03AF7712' },
            },
          ],
          total: 2,
          totalExact: true,
          page: 1,
          pageSize: 100,
        }),
      [`POST ${path(approved, '/assign-driver')}`]: () => {
        if (refuse) {
          refuse = false;
          return apiError(409, 'CONFLICT', 'Girish Poojary already drives KA 03 AF 7712');
        }
        current = { ...approved, driver: GIRISH };
        return json(200, current);
      },
      [`POST ${path(approved, '/unassign-driver')}`]: () => {
        current = approved;
        return json(200, current);
      },
    });
    vi.stubGlobal('fetch', fetch);
    signIn('vendor');
    renderRoute(`/vehicles/${approved.id}`);
    await screen.findByRole('heading', { level: 1, name: 'KA 05 MN 4821' });
    // Vendors do not review.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeTruthy();

    const driverSection = within(screen.getByRole('region', { name: 'Driver' }));
    const select = driverSection.getByRole('combobox', { name: 'Driver' });
    await waitFor(() => expect(select.getAttribute('aria-disabled')).toBeNull());
    expect(calls.find((call) => call.path.startsWith('/accounts/drivers?'))?.path).toBe(
      '/accounts/drivers?approvalStatus=Approved&accountStatus=Active&vendorId=a0000000-0000-4000-8000-000000000001&pageSize=100&sort=name',
    );
    fireEvent.mouseDown(select);
    const busy = await screen.findByRole('option', { name: /Manjunath Kumar/ });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Girish Poojary (DRV-000009)' }));
    fireEvent.click(driverSection.getByRole('button', { name: 'Assign driver' }));
    expect((await driverSection.findByRole('alert')).textContent).toContain(
      'Girish Poojary already drives KA 03 AF 7712',
    );

    fireEvent.click(driverSection.getByRole('button', { name: 'Assign driver' }));
    expect(await screen.findByText('Girish Poojary now drives this vehicle.')).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith('/assign-driver')).at(-1)?.body).toEqual({
      driverId: GIRISH.id,
    });
    const link = await driverSection.findByRole('link', { name: 'Girish Poojary' });
    expect(link.getAttribute('href')).toBe(`/drivers/${GIRISH.id}`);

    fireEvent.click(driverSection.getByRole('button', { name: 'Remove driver' }));
    const dialog = within(
      screen.getByRole('dialog', { name: 'Remove Girish Poojary from this vehicle?' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Remove driver' }));
    expect(await screen.findByText('The driver is removed from this vehicle.')).toBeTruthy();
    expect(await driverSection.findByRole('button', { name: 'Assign driver' })).toBeTruthy();
  });

  it('offers to continue onboarding a Staged vehicle', async () => {
    const staged = makeVehicle({ approvalStatus: 'Staged' });
    vi.stubGlobal(
      'fetch',
      createFakeFetch({
        [`GET ${path(staged)}`]: () => json(200, staged),
        [`GET ${path(staged, '/audit')}`]: () => json(200, []),
      }).fetch,
    );
    signIn('vendor');
    renderRoute(`/vehicles/${staged.id}`);
    expect(
      (await screen.findByRole('link', { name: 'Continue onboarding' })).getAttribute('href'),
    ).toBe(`/vehicles/add?vehicleId=${staged.id}`);
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeTruthy();
  });

  it('says a vehicle is not found when the API answers 404', async () => {
    signIn('vendor');
    renderRoute('/vehicles/e1e10000-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { name: 'Vehicle not found' })).toBeTruthy();
  });
});
